import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { ActivityKind } from '@bidfut/domain/contracts/activity'
import type { Db, Tx } from '../../db/client.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { heldPlaces } from '../bids/monthly-window.ts'

// The mensalistas' window (ADR 036): the open BIDs whose held places fall due are released, in
// one statement where nobody waits in line and one by one where the line is promoted.

/** An open BID whose held places are due for release at `now`: the window ended, or none is set. */
const windowDue = (now: Date) => sql`
    b.status = 'open' and b.monthly_window_released_at is null
    and (s.monthly_window_hours is null
      or (b.day_of_match at time zone c.time_zone)
        - make_interval(hours => s.monthly_window_hours) <= ${now.toISOString()}::timestamptz)`
const hasLine = sql`exists (select 1 from bid_players e where e.company_id = b.company_id
    and e.bid_day_id = b.id and e.status = 'waitlisted')`

/**
 * A release (an `update bid_days … from bid_days b left join bid_schedules s … returning` the
 * BID's id, group and the places its window held) and, in the same statement, its log entry
 * where places were held (ADR 054): 'O Bidfut liberou 3 vagas reservadas …'. Answers the ids.
 */
async function releaseLogged(conn: Db | Tx, update: SQL) {
  const { rows } = (await conn.execute(sql`
    with released as (${update}),
    logged as (
      insert into ${activityLog} (company_id, kind, bid_day_id, details)
      select company_id, ${'bid.window_released' satisfies ActivityKind}, id,
        jsonb_build_object('held', held)
      from released where held > 0)
    select id from released`)) as { rows: unknown[] }
  return rows
}

/** What a release returns: the places held as it happens, none without a window. */
const RELEASED = sql`returning bid_days.id, bid_days.company_id,
  case when s.monthly_window_hours is null then 0
  else ${heldPlaces(sql`b.company_id`, sql`b.id`)} end as held`

/**
 * Releases in one statement the due windows of BIDs nobody waits in line for: there is no one to
 * promote, so only the stamp (and the version, for the screens) changes. Answers how many.
 */
export async function releaseWindowsWithoutLine(db: Db, now: Date): Promise<number> {
  const rows = await releaseLogged(
    db,
    sql`update bid_days set monthly_window_released_at = ${now.toISOString()}::timestamptz,
      version = bid_days.version + 1
    from bid_days b
    join companies c on c.id = b.company_id
    left join bid_schedules s on s.company_id = b.company_id
    where bid_days.id = b.id and ${windowDue(now)} and not ${hasLine}
      -- Read again after waiting for another instance's lock on the row: stamped once.
      and bid_days.status = 'open' and bid_days.monthly_window_released_at is null
    ${RELEASED}`,
  )
  return rows.length
}

/** Due windows of BIDs with a waiting list (ADR 036): released one by one, the line promoted. */
export async function findWindowsToRelease(db: Db, now: Date, limit: number) {
  const { rows } = (await db.execute(sql`
    select b.company_id as "companyId", b.id as "bidDayId"
    from bid_days b
    join companies c on c.id = b.company_id
    left join bid_schedules s on s.company_id = b.company_id
    where ${windowDue(now)} and ${hasLine}
    order by b.id
    limit ${limit}`)) as { rows: { companyId: number; bidDayId: number }[] }
  return rows
}

/**
 * The group's open BID holds places again (the window was switched on): its release stamp,
 * left by a tick while the group had no window, is cleared under the BID's row lock.
 */
export async function holdOpenBidPlaces(tx: Tx, companyId: number) {
  await tx
    .update(bidDays)
    .set({ monthlyWindowReleasedAt: null, version: sql`${bidDays.version} + 1` })
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.status, 'open'),
        isNotNull(bidDays.monthlyWindowReleasedAt),
      ),
    )
}

/** Marks the BID's held places released, logged as the bulk release; false when another tick did. */
export async function releaseWindow(tx: Tx, companyId: number, bidDayId: number, now: Date) {
  const rows = await releaseLogged(
    tx,
    sql`update bid_days set monthly_window_released_at = ${now.toISOString()}::timestamptz,
      version = bid_days.version + 1
    from bid_days b
    left join bid_schedules s on s.company_id = b.company_id
    where bid_days.id = b.id and b.company_id = ${companyId} and b.id = ${bidDayId}
      and bid_days.status = 'open' and bid_days.monthly_window_released_at is null
    ${RELEASED}`,
  )
  return rows.length === 1
}
