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
 */
export async function countAbsences(
  db: Db | Tx,
  companyId: number,
  window: number,
  companyPlayerId?: number,
): Promise<{ games: number; byMember: Map<number, number> }> {
  const { rows } = (await db.execute(sql`
    with recent as (
      select id from bid_days where company_id = ${companyId} and status = 'finished'
      order by day_of_match desc, number desc limit ${window}
    ), missed as (
      select e.company_player_id as id, count(*)::int as n from bid_players e
      where e.company_id = ${companyId} and e.bid_day_id in (select id from recent)
        and e.missed is not null
        ${companyPlayerId === undefined ? sql`` : sql`and e.company_player_id = ${companyPlayerId}`}
      group by e.company_player_id
    )
    select (select count(*)::int from recent) as games,
      coalesce((select json_agg(json_build_array(id, n)) from missed), '[]') as missed`)) as {
    rows: { games: number; missed: [number, number][] | string }[]
  }
  const row = rows[0]!
  const missed = typeof row.missed === 'string' ? JSON.parse(row.missed) : row.missed
  return { games: row.games, byMember: new Map(missed as [number, number][]) }
}
