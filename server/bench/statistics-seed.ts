/**
 * The statistics benchmark's data: one group with 10 seasons of weekly BIDs (520 finished × 24
 * players) beside 100 groups with 2 seasons each, written with INSERT … SELECT.
 */
import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'

export const TIME_ZONE = 'America/Sao_Paulo'
const MAIN_SEASONS = 10
const OTHER_GROUPS = 100
const OTHER_SEASONS = 2
const MEMBERS_PER_GROUP = 30 // 24 play each BID

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function query<T>(db: Db, statement: SQLWrapper): Promise<T[]> {
  return ((await db.execute(statement.getSQL())) as unknown as { rows: T[] }).rows
}

/** Last Thursday at 20:00 in the group's time zone, as a wall-clock date-time. */
function lastThursday(): string {
  const day = new Date()
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() - 1)
  day.setUTCDate(day.getUTCDate() - 7)
  return `${day.toISOString().slice(0, 10)}T20:00:00`
}

/** Groups, members and finished BIDs written with INSERT … SELECT: seconds, not minutes. */
export async function seed(db: Db) {
  const started = performance.now()
  const groups = await query<{ id: number }>(
    db,
    sql`
    insert into companies (name, time_zone)
    select 'Pelada ' || g, ${TIME_ZONE} from generate_series(0, ${OTHER_GROUPS}::int) g
    returning id`,
  )
  const ids = groups.map((r) => Number(r.id)).sort((a, b) => a - b)
  const main = ids[0]!
  await db.execute(sql`
    insert into company_players (company_id, full_name, nickname, type_player, player_position,
                                 skill_level, created_at)
    select c.id, 'Jogador ' || i || ' da Pelada ' || c.id, 'Jogador ' || i,
           case when i <= 3 then 'goalkeeper' when i <= 21 then 'monthly' else 'sporadic' end,
           case when i <= 3 then 'goalkeeper' else (array['fullback','defender','midfielder','striker'])[1 + i % 4] end,
           1 + i % 10, now() - interval '11 years'
    from companies c cross join generate_series(1, ${MEMBERS_PER_GROUP}::int) i
    order by c.id, i`)
  const thursday = lastThursday()
  const mainWeeks = MAIN_SEASONS * 52
  await db.execute(sql`
    insert into bid_days (company_id, number, day_of_match, status, location, closed_at)
    select g.id, w, ${thursday}::timestamp - (g.weeks - w) * interval '7 days',
           'finished', 'Arena', now()
    from (select id, case when id = ${main}::int then ${mainWeeks}::int
                          else ${OTHER_SEASONS * 52}::int end as weeks
          from companies) g
    cross join lateral generate_series(1, g.weeks) w`)
  // 24 of the group's 30 members per BID, with pseudo-random statuses and stats.
  await db.execute(sql`
    insert into bid_players (company_id, bid_day_id, company_player_id, type_player, status,
                             player_position, skill_level, quantity_of_goals, assist_goals,
                             ball_recoveries, goal_keeper_defender, weekly_team)
    select bd.company_id, bd.id, cp.id, cp.type_player,
           case when (cp.id * 31 + bd.id * 17) % 20 < 16 then 'confirmed'
                when (cp.id * 31 + bd.id * 17) % 20 < 18 then 'absent'
                when (cp.id * 31 + bd.id * 17) % 20 < 19 then 'hurt' else 'waiting' end,
           cp.player_position, cp.skill_level,
           case when (cp.id * 13 + bd.id * 7) % 9 < 6 then 0 else 1 + (cp.id + bd.id) % 3 end,
           (cp.id + bd.id) % 3, (cp.id * 3 + bd.id) % 5, (cp.id + bd.id * 5) % 4,
           (cp.id + bd.id) % 11 = 0
    from bid_days bd
    join company_players cp on cp.company_id = bd.company_id and (cp.id + bd.number) % 5 <> 0`)
  // Plus the main group's open BID, for the active BID card.
  await db.execute(sql`
    insert into bid_days (company_id, number, day_of_match, status, location)
    values (${main}::int, ${mainWeeks + 1}::int, ${thursday}::timestamp + interval '7 days', 'open', 'Arena')`)
  await db.execute(sql`
    insert into bid_players (company_id, bid_day_id, company_player_id, type_player, status)
    select cp.company_id, bd.id, cp.id, cp.type_player,
           case when cp.id % 3 = 0 then 'waiting' else 'confirmed' end
    from bid_days bd join company_players cp on cp.company_id = bd.company_id
    where bd.company_id = ${main}::int and bd.status = 'open' and cp.id % 5 <> 0`)
  if (process.env.BENCH_ANALYZE !== '0') await db.execute(sql`analyze`)
  const counts = await query<{ bids: number; entries: number }>(
    db,
    sql`
    select (select count(*) from bid_days)::int as bids, (select count(*) from bid_players)::int as entries`,
  )
  console.log(
    `  seeded ${counts[0]!.bids} BIDs and ${counts[0]!.entries} entries in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return main
}
