/**
 * The soak's groups: GROUPS × MEMBERS members with accounts (an administrator first,
 * 17 monthly, 2 goalkeepers, the rest sporadic), some with a push device on the fake push service.
 * The first half of the groups has this week's BID open, four days ahead, its regulars enrolled;
 * the second half has a weekly schedule whose BID (tomorrow, 20:00) opens during the soak, so the
 * scheduler opens it, emails 'BID aberto' and, the game being two days off or less, the reminders.
 */
import { sql } from 'drizzle-orm'
import { pushKinds } from '@bidfut/domain/contracts/push'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db } from '../src/db/client.ts'
import { pushSubscriptions } from '../src/db/schema/messages.ts'
import type { FakeDevice } from '../test/fake-push-service.ts'
import { query } from './statistics-seed.ts'

const SP = 'America/Sao_Paulo'
const DEVICES_PER_GROUP = 5

export type SoakMember = {
  id: number
  playerId: number
  companyId: number
  organiser: boolean
  /** A monthly player or goalkeeper: in every BID from its opening. */
  regular: boolean
}
export type SoakGroup = { companyId: number; scheduled: boolean; members: SoakMember[] }

/** Weekday (0–6) of the local date `days` from now in São Paulo. */
function weekdayIn(days: number) {
  const date = toLocalDateTime(new Date(Date.now() + days * 86_400_000), SP).slice(0, 10)
  return new Date(`${date}T12:00:00Z`).getUTCDay()
}

/** Seeds the groups; the scheduled ones open a day from now until scheduleOpenings says when. */
export async function seedSoak(
  db: Db,
  options: { groups: number; members: number },
  newDevice: () => FakeDevice,
): Promise<SoakGroup[]> {
  const { groups, members } = options
  const half = Math.floor(groups / 2)
  await db.execute(sql`insert into companies (id, name, time_zone)
    select g, 'Pelada do Soak ' || g, ${SP} from generate_series(1, ${groups}::int) g`)
  await db.execute(sql`select setval('companies_id_seq', ${groups}::int)`)
  await db.execute(sql`insert into players (email, password_hash, full_name, activated_at)
    select 's' || g || '-' || m || '@soak.bidfut.test', 'unused', 'Jogador ' || g || '-' || m, now()
    from generate_series(1, ${groups}::int) g, generate_series(1, ${members}::int) m`)
  await db.execute(sql`insert into company_players (company_id, player_id, full_name, email,
      nickname, role, type_player, player_position, skill_level)
    select g, p.id, p.full_name, p.email, 'J' || g || '-' || m,
      case when m = 1 then 'administrator' else 'member' end,
      case when m <= 18 then 'monthly' when m <= 20 then 'goalkeeper' else 'sporadic' end,
      case when m in (19, 20) then 'goalkeeper' else 'midfielder' end, 1 + m % 10
    from generate_series(1, ${groups}::int) g cross join generate_series(1, ${members}::int) m
    join players p on p.email = 's' || g || '-' || m || '@soak.bidfut.test'`)
  await db.execute(sql`insert into bid_days (company_id, number, day_of_match, location, status)
    select g, 1, date_trunc('day', now() at time zone ${SP}) + interval '4 days 20 hours',
      'Quadra ' || g, 'open'
    from generate_series(1, ${half}::int) g`)
  await db.execute(sql`insert into bid_players (company_id, bid_day_id, company_player_id,
      type_player, status, player_position, skill_level)
    select b.company_id, b.id, m.id, m.type_player, 'waiting', m.player_position, m.skill_level
    from bid_days b join company_players m on m.company_id = b.company_id
    where m.type_player <> 'sporadic'`)
  const tomorrow = weekdayIn(1)
  for (let g = half + 1; g <= groups; g++) {
    await db.execute(sql`insert into bid_schedules (company_id, enabled) values (${g}::int, true)`)
    await db.execute(sql`insert into game_schedules (company_id, weekdays, game_time,
        opens_days_before, next_opens_at)
      values (${g}::int, array[${tomorrow}::int]::smallint[], '20:00', 6, now() + interval '1 day')`)
  }
  const rows = await query<{
    id: number
    player_id: number
    company_id: number
    role: string
    type_player: string
  }>(
    db,
    sql`select id, player_id, company_id, role, type_player from company_players
      order by company_id, id`,
  )
  const all = rows.map((r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    companyId: Number(r.company_id),
    organiser: r.role === 'administrator',
    regular: r.type_player !== 'sporadic',
  }))
  const seeded = Array.from({ length: groups }, (_, i) => ({
    companyId: i + 1,
    scheduled: i >= half,
    members: all.filter((m) => m.companyId === i + 1),
  }))
  const devices = seeded.flatMap((group) =>
    group.members.slice(0, DEVICES_PER_GROUP).map((member) => {
      const { endpoint, keys } = newDevice().subscription
      return { playerId: member.playerId, endpoint, ...keys, kinds: [...pushKinds] }
    }),
  )
  await db.insert(pushSubscriptions).values(devices)
  await db.execute(sql`analyze`)
  return seeded
}

/** The scheduled groups' openings, spread from 5 % to 80 % of the soak that starts now. */
export async function scheduleOpenings(db: Db, soakMs: number) {
  await db.execute(sql`with due as (
      select company_id, row_number() over (order by company_id) - 1 as i, count(*) over () as n
      from game_schedules)
    update game_schedules s set next_opens_at = now()
      + (0.05 + 0.75 * due.i / greatest(due.n - 1, 1)) * ${soakMs}::int * interval '1 millisecond'
    from due where due.company_id = s.company_id`)
}
