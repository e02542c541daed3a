import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidPlayers } from '../../db/schema/bids.ts'

/**
 * 'Faltou sem avisar' (ADR 053): the given confirmed players of the BID did not come; they leave
 * the game's list (absent) marked as no-shows. Answers whom it marked: only confirmed entries.
 */
export async function markNoShows(
  tx: Tx,
  key: { companyId: number; bidDayId: number },
  companyPlayerIds: number[],
): Promise<number[]> {
  if (companyPlayerIds.length === 0) return []
  const { rows } = (await tx.execute(sql`
    update ${bidPlayers} set status = 'absent', missed = 'no_show', confirmed_at = null
    where company_id = ${key.companyId} and bid_day_id = ${key.bidDayId} and status = 'confirmed'
      and company_player_id = any(${sql.param(companyPlayerIds)}::int[])
    returning company_player_id as "companyPlayerId"`)) as { rows: { companyPlayerId: number }[] }
  return rows.map((row) => row.companyPlayerId)
}

/**
 * Each member's furões over the group's last `window` finished BIDs (ADR 053): how many BIDs
 * that is, and the count per member who has any (one member's when `companyPlayerId` is given).
 * A forgiven furão (ADR 060) does not count; `forgiven` says how many of them there were.
 */
export async function countAbsences(
  db: Db | Tx,
  companyId: number,
  window: number,
  companyPlayerId?: number,
): Promise<{ games: number; byMember: Map<number, number>; forgiven: Map<number, number> }> {
  const { rows } = (await db.execute(sql`
    with recent as (
      select id from bid_days where company_id = ${companyId} and status = 'finished'
      order by day_of_match desc, number desc limit ${window}
    ), missed as (
      select e.company_player_id as id, count(*) filter (where e.forgiven_at is null)::int as n,
        count(*) filter (where e.forgiven_at is not null)::int as f
      from bid_players e
      where e.company_id = ${companyId} and e.bid_day_id in (select id from recent)
        and e.missed is not null
        ${companyPlayerId === undefined ? sql`` : sql`and e.company_player_id = ${companyPlayerId}`}
      group by e.company_player_id
    )
    select (select count(*)::int from recent) as games,
      coalesce((select json_agg(json_build_array(id, n, f)) from missed), '[]') as missed`)) as {
    rows: { games: number; missed: [number, number, number][] | string }[]
  }
  const row = rows[0]!
  const missed = (typeof row.missed === 'string' ? JSON.parse(row.missed) : row.missed) as [
    number,
    number,
    number,
  ][]
  return {
    games: row.games,
    byMember: new Map(missed.filter(([, n]) => n > 0).map(([id, n]) => [id, n])),
    forgiven: new Map(missed.filter(([, , f]) => f > 0).map(([id, , f]) => [id, f])),
  }
}

/** A group's furões' rule as stored (ADR 060). */
export type GroupRule = { companyId: number; absences: number; weeks: number }

/**
 * The furões the rule counts (ADR 060), the one place both the opening and the screens read:
 * per member of these groups with any, the numbers of the group's finished BIDs played in the
 * rule's last `weeks` weeks before `now` where they were confirmed and did not come
 * ('no_show'), not forgiven. A late 'Não vou' does not count. Only groups with the rule on.
 */
export async function ruleAbsencesOf(
  db: Db | Tx,
  companyIds: number[],
  now: Date,
  companyPlayerId?: number,
): Promise<{ companyId: number; companyPlayerId: number; bidNumbers: number[] }[]> {
  if (companyIds.length === 0) return []
  const { rows } = (await db.execute(sql`
    select e.company_id as "companyId", e.company_player_id as "companyPlayerId",
      array_agg(b.number order by b.number) as "bidNumbers"
    from bid_players e
    join bid_days b on b.company_id = e.company_id and b.id = e.bid_day_id
    join companies c on c.id = e.company_id
    where e.company_id = any(${sql.param(companyIds)}::int[]) and c.furao_rule_weeks is not null
      and e.missed = 'no_show' and e.forgiven_at is null and b.status = 'finished'
      and (b.day_of_match at time zone c.time_zone)
        > ${now.toISOString()}::timestamptz - make_interval(days => 7 * c.furao_rule_weeks)
      ${companyPlayerId === undefined ? sql`` : sql`and e.company_player_id = ${companyPlayerId}`}
    group by e.company_id, e.company_player_id`)) as {
    rows: { companyId: number; companyPlayerId: number; bidNumbers: number[] }[]
  }
  return rows
}

/**
 * 'Perdoar falta' (ADR 060): the member's furão in that BID of the group no longer counts.
 * Answers the BID's number, or null when there is no such furão not forgiven yet.
 */
export async function forgiveAbsence(
  tx: Tx,
  key: { companyId: number; bidDayId: number; companyPlayerId: number },
  now: Date,
): Promise<number | null> {
  const { rows } = (await tx.execute(sql`
    update ${bidPlayers} e set forgiven_at = ${now.toISOString()}::timestamptz
    from bid_days b
    where b.company_id = e.company_id and b.id = e.bid_day_id
      and e.company_id = ${key.companyId} and e.bid_day_id = ${key.bidDayId}
      and e.company_player_id = ${key.companyPlayerId}
      and e.missed = 'no_show' and e.forgiven_at is null
    returning b.number`)) as { rows: { number: number }[] }
  return rows[0]?.number ?? null
}

/**
 * Per member of the group, their latest furão ('no_show') not forgiven: what 'Perdoar falta'
 * forgives on /jogadores.
 */
export async function latestForgivable(db: Db | Tx, companyId: number) {
  const { rows } = (await db.execute(sql`
    select distinct on (e.company_player_id) e.company_player_id as "companyPlayerId",
      e.bid_day_id as "bidDayId", b.number as "bidNumber"
    from bid_players e join bid_days b on b.company_id = e.company_id and b.id = e.bid_day_id
    where e.company_id = ${companyId} and e.missed = 'no_show' and e.forgiven_at is null
    order by e.company_player_id, b.day_of_match desc, b.number desc`)) as {
    rows: { companyPlayerId: number; bidDayId: number; bidNumber: number }[]
  }
  return new Map(rows.map((row) => [row.companyPlayerId, row]))
}

/**
 * After a furão is forgiven (ADR 060): in the group's open BIDs where the rule took the member's
 * guarantee, the window holds their place again if the rule no longer counts enough furões
 * (the same count as ruleAbsencesOf). The caller holds the open BID's lock.
 */
export async function restoreGuarantee(
  tx: Tx,
  companyId: number,
  companyPlayerId: number,
  now: Date,
): Promise<void> {
  const [counted] = await ruleAbsencesOf(tx, [companyId], now, companyPlayerId)
  await tx.execute(sql`
    update ${bidPlayers} e set guarantee_lost = false
    from bid_days b, companies c
    where b.company_id = e.company_id and b.id = e.bid_day_id and c.id = e.company_id
      and e.company_id = ${companyId} and e.company_player_id = ${companyPlayerId}
      and e.guarantee_lost and b.status = 'open'
      and (c.furao_rule_absences is null or ${counted?.bidNumbers.length ?? 0} < c.furao_rule_absences)`)
}

/** The group's furões' rule (ADR 060), null when off. */
export async function findFuraoRule(db: Db | Tx, companyId: number) {
  const { rows } = (await db.execute(sql`
    select furao_rule_absences as absences, furao_rule_weeks as weeks from companies
    where id = ${companyId} and furao_rule_absences is not null`)) as {
    rows: { absences: number; weeks: number }[]
  }
  return rows[0] ?? null
}

/** A record's forgiven furões, said only when there are any (ADR 060). */
export const forgivenOf = (forgiven: Map<number, number>, companyPlayerId: number) => {
  const n = forgiven.get(companyPlayerId) ?? 0
  return n > 0 ? { forgiven: n } : {}
}
