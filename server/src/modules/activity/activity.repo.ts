import {
  aliasedTable,
  and,
  desc,
  eq,
  like,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

const actor = aliasedTable(companyPlayers, 'actor')
const subject = aliasedTable(companyPlayers, 'subject')

export type ActivityFilter = {
  companyId: number
  /** Entries that name this membership, as actor or subject. */
  person?: number
  /** Entries about one of these memberships only ('Meus dados'). */
  about?: number[]
  bidDayId?: number
  kindPrefix?: string
  before?: number
  limit: number
}

/** A page of a group's log, newest first, with the names as the memberships hold them today. */
export async function listActivity(db: Db, filter: ActivityFilter) {
  const where: (SQL | undefined)[] = [eq(activityLog.companyId, filter.companyId)]
  if (filter.person !== undefined) {
    where.push(
      or(
        eq(activityLog.actorCompanyPlayerId, filter.person),
        eq(activityLog.subjectCompanyPlayerId, filter.person),
      ),
    )
  }
  if (filter.about) {
    where.push(
      or(
        sql`${activityLog.subjectCompanyPlayerId} = any(${sql.param(filter.about)}::int[])`,
        and(
          sql`${activityLog.subjectCompanyPlayerId} is null`,
          sql`${activityLog.actorCompanyPlayerId} = any(${sql.param(filter.about)}::int[])`,
        ),
      ),
    )
  }
  if (filter.bidDayId !== undefined) where.push(eq(activityLog.bidDayId, filter.bidDayId))
  if (filter.kindPrefix) where.push(like(activityLog.kind, `${filter.kindPrefix}%`))
  if (filter.before !== undefined) where.push(lt(activityLog.id, filter.before))
  return db
    .select({
      id: activityLog.id,
      at: activityLog.createdAt,
      kind: activityLog.kind,
      details: activityLog.details,
      actorCompanyPlayerId: activityLog.actorCompanyPlayerId,
      subjectCompanyPlayerId: activityLog.subjectCompanyPlayerId,
      actorName: shownName(actor),
      subjectName: shownName(subject),
      bidNumber: bidDays.number,
    })
    .from(activityLog)
    .leftJoin(actor, eq(actor.id, activityLog.actorCompanyPlayerId))
    .leftJoin(subject, eq(subject.id, activityLog.subjectCompanyPlayerId))
    .leftJoin(bidDays, eq(bidDays.id, activityLog.bidDayId))
    .where(and(...where))
    .orderBy(desc(activityLog.id))
    .limit(filter.limit + 1)
}

/** By nickname, as the rest of the app names people (displayName), the full name without one. */
function shownName(member: { nickname: AnyColumn; fullName: AnyColumn }) {
  return sql<string>`coalesce(nullif(trim(${member.nickname}), ''), ${member.fullName})`
}

/** The filters' choices: the group's people and BIDs the log mentions. */
export async function activityChoices(db: Db, companyId: number) {
  const people = await db
    .select({ id: companyPlayers.id, name: shownName(companyPlayers) })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        sql`exists (select 1 from ${activityLog} a where a.company_id = ${companyId}
          and (a.actor_company_player_id = ${companyPlayers.id}
            or a.subject_company_player_id = ${companyPlayers.id}))`,
      ),
    )
    .orderBy(companyPlayers.fullName)
  const bids = await db
    .select({ id: bidDays.id, number: bidDays.number })
    .from(bidDays)
    .where(
      and(
        eq(bidDays.companyId, companyId),
        sql`exists (select 1 from ${activityLog} a where a.company_id = ${companyId}
          and a.bid_day_id = ${bidDays.id})`,
      ),
    )
    .orderBy(desc(bidDays.number))
  return { people, bids }
}

/** The retention job's delete: entries older than the cut-off (ADR 040). */
export async function deleteActivityBefore(db: Db, cutOff: Date): Promise<number> {
  const rows = await db
    .delete(activityLog)
    .where(lt(activityLog.createdAt, cutOff))
    .returning({ id: activityLog.id })
  return rows.length
}
