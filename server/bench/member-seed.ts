/**
 * The member paths benchmark's group: 30 members with accounts (3 goalkeepers, 18 monthly, 9
 * sporadic), a season of 40 finished weekly BIDs and an open BID in two days where the monthly
 * players and goalkeepers are enrolled and nobody has confirmed yet, so 24 can check in.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import { query } from './statistics-seed.ts'

const MEMBERS = 30
const FINISHED_BIDS = 40

export type BenchMember = { id: number; playerId: number; role: 'administrator' | 'member' }
export type BenchGroup = { companyId: number; bidDayId: number; members: BenchMember[] }

export async function seedMemberBench(db: Db): Promise<BenchGroup> {
  const [group] = await query<{ id: number }>(
    db,
    sql`insert into companies (name, default_location_game) values ('Pelada do Benchmark', 'Arena')
        returning id`,
  )
  const companyId = Number(group!.id)
  await db.execute(sql`
    insert into players (email, password_hash, full_name, activated_at)
    select 'jogador' || i || '@bench.bidfut.test', 'unused', 'Jogador Número ' || i, now()
    from generate_series(1, ${MEMBERS}::int) i`)
  await db.execute(sql`
    insert into company_players (company_id, player_id, full_name, email, nickname, role,
                                 type_player, player_position, skill_level, joined_at, created_at)
    select ${companyId}::int, p.id, p.full_name, p.email, 'Jogador ' || i,
           case when i = 1 then 'administrator' else 'member' end,
           case when i <= 3 then 'goalkeeper' when i <= 21 then 'monthly' else 'sporadic' end,
           case when i <= 3 then 'goalkeeper'
                else (array['fullback','defender','midfielder','striker'])[1 + i % 4] end,
           1 + i % 10, now() - interval '1 year', now() - interval '1 year'
    from generate_series(1, ${MEMBERS}::int) i
    join players p on p.email = 'jogador' || i || '@bench.bidfut.test'`)
  await db.execute(sql`
    insert into bid_days (company_id, number, day_of_match, status, location, closed_at)
    select ${companyId}::int, w, (now() - (${FINISHED_BIDS}::int - w + 1) * interval '7 days')::timestamp(0),
           'finished', 'Arena', now()
    from generate_series(1, ${FINISHED_BIDS}::int) w`)
  await db.execute(sql`
    insert into bid_players (company_id, bid_day_id, company_player_id, type_player, status,
                             player_position, skill_level, quantity_of_goals, assist_goals,
                             ball_recoveries, goal_keeper_defender, weekly_team)
    select bd.company_id, bd.id, cp.id, cp.type_player,
           case when (cp.id + bd.id) % 6 = 0 then 'absent' else 'confirmed' end,
           cp.player_position, cp.skill_level, (cp.id * 13 + bd.id * 7) % 4, (cp.id + bd.id) % 3,
           (cp.id * 3 + bd.id) % 5, (cp.id + bd.id * 5) % 4, (cp.id + bd.id) % 11 = 0
    from bid_days bd
    join company_players cp on cp.company_id = bd.company_id and (cp.id + bd.number) % 5 <> 0
    where bd.company_id = ${companyId}::int`)
  const [open] = await query<{ id: number }>(
    db,
    sql`insert into bid_days (company_id, number, day_of_match, location)
        values (${companyId}::int, ${FINISHED_BIDS + 1}::int,
                (now() + interval '2 days')::timestamp(0), 'Arena')
        returning id`,
  )
  const bidDayId = Number(open!.id)
  await db.execute(sql`
    insert into bid_players (company_id, bid_day_id, company_player_id, type_player, status,
                             player_position, skill_level)
    select company_id, ${bidDayId}::int, id, type_player, 'waiting', player_position, skill_level
    from company_players
    where company_id = ${companyId}::int and type_player in ('monthly', 'goalkeeper')`)
  const members = await query<{ id: number; player_id: number; role: BenchMember['role'] }>(
    db,
    sql`select id, player_id, role from company_players where company_id = ${companyId}::int
        order by id`,
  )
  return {
    companyId,
    bidDayId,
    members: members.map((m) => ({
      id: Number(m.id),
      playerId: Number(m.player_id),
      role: m.role,
    })),
  }
}
