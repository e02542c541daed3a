/**
 * bench:scale (ADR 036, 057): 10,000 groups with schedules (30 % play twice a week) and 25
 * members each on PostgreSQL (a scratch database on BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * dropped afterwards).
 * - One scheduler tick (scheduled openings, window closings and the reminders' tick) with nothing
 *   due, and at a busy evening minute; target ≤ 1 s.
 * - A burst of BENCH_OPENINGS (2,000) openings at one minute: how fast they open.
 * - Their emails (× 25 members) leave through the outbox to a real SMTP server process (smtp-server
 *   as a sink) with two worker processes, one killed mid-batch: the rate, none lost, and how many
 *   went twice (at most the killed worker's messages in flight, with the same Message-ID).
 * Prints a table; it is a report, so it exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { openDatabase, type Db } from '../src/db/client.ts'
import { remindersJob, seasonJob } from '../src/jobs/jobs.ts'
import { createJobRuntime } from '../src/jobs/runtime.ts'
import { createChanges } from '../src/lib/changes.ts'
import { SMTP_POOL_SIZE } from '../src/modules/mail/mailer.ts'
import { createSeasonOpenings } from '../src/modules/season/season-openings.ts'
import { withScratchPostgres } from './scratch-postgres.ts'
import { createNotices } from '../src/modules/notices/notices.ts'

const GROUPS = Number(process.env.BENCH_GROUPS ?? 10_000)
const MEMBERS = 25
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 2000)
const BUSY_MINUTE = Number(process.env.BENCH_BUSY_MINUTE ?? 200)
/** Groups that play twice a week, in tenths (3: 30 %). */
const TWICE_A_WEEK_TENTHS = 3
const TICK_TARGET_MS = 1000
const SP = 'America/Sao_Paulo'
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2599)
const server = path.resolve(import.meta.dirname, '..')

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!url) {
  console.error(
    'bench:scale precisa de PostgreSQL: defina BENCH_DATABASE_URL ou TEST_DATABASE_URL.',
  )
  process.exit(1)
}

const rows: [string, string, string][] = []
const report = (what: string, value: string, verdict = '') => {
  rows.push([what, value, verdict])
  console.log(`${what}: ${value} ${verdict}`)
}
const ms = (value: number) => `${Math.round(value)} ms`
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

/** The weekday (0–6) of the local date `days` from now in São Paulo. */
function weekdayIn(days: number) {
  const date = toLocalDateTime(new Date(Date.now() + days * 86_400_000), SP).slice(0, 10)
  return new Date(`${date}T12:00:00Z`).getUTCDay()
}

async function seed(db: Db) {
  const started = performance.now()
  const run = (query: ReturnType<typeof sql>) => db.execute(query)
  await run(sql`insert into companies (id, name, time_zone)
    select g, 'Pelada ' || g, ${SP} from generate_series(1, ${GROUPS}::int) g`)
  await run(sql`select setval('companies_id_seq', ${GROUPS}::int)`)
  await run(sql`insert into company_players (company_id, full_name, email, type_player, role)
    select g, 'Jogador ' || g || '-' || m, 'j' || g || '-' || m || '@bench.test',
      case when m <= 18 then 'monthly' when m <= 20 then 'goalkeeper' else 'sporadic' end,
      case when m = 1 then 'administrator' else 'member' end
    from generate_series(1, ${GROUPS}::int) g, generate_series(1, ${MEMBERS}::int) m`)
  // Every group plays once a week in the evening, 30 % twice (ADR 057: a second game three days
  // later, both opening 2 days before); half hold places for the mensalistas for 48 h. Their
  // next opening is in the days ahead: nothing is due until the bench says so.
  await run(sql`insert into bid_schedules (company_id, enabled, monthly_window_hours)
    select g, true, case when g % 2 = 0 then 48 end from generate_series(1, ${GROUPS}::int) g`)
  await run(sql`insert into game_schedules (id, company_id, weekdays, game_time, opens_days_before,
      next_opens_at)
    select g, g, array[g % 7]::smallint[],
      lpad((18 + g % 5)::text, 2, '0') || case when g % 2 = 0 then ':00' else ':30' end,
      case when g % 10 < ${TWICE_A_WEEK_TENTHS} then 2 else 6 end,
      now() + make_interval(hours => 1 + g % 140)
    from generate_series(1, ${GROUPS}::int) g`)
  // A group's first game has the group's id: the bench makes those due.
  await run(sql`select setval('game_schedules_id_seq', ${GROUPS}::int)`)
  await run(sql`insert into game_schedules (company_id, weekdays, game_time, opens_days_before,
      next_opens_at)
    select g, array[(g + 3) % 7]::smallint[], '21:00', 2,
      now() + make_interval(hours => 1 + (g * 7) % 140)
    from generate_series(1, ${GROUPS}::int) g where g % 10 < ${TWICE_A_WEEK_TENTHS}`)
  // The groups outside the burst have this week's BID open, four days ahead, regulars enrolled.
  await run(sql`insert into bid_days (company_id, number, day_of_match, location, status)
    select g, 1, date_trunc('day', now() at time zone ${SP}) + interval '4 days 20 hours',
      'Quadra ' || g, 'open'
    from generate_series(${OPENINGS + 1}::int, ${GROUPS}::int) g`)
  await run(sql`insert into bid_players (company_id, bid_day_id, company_player_id, type_player, status)
    select b.company_id, b.id, m.id, m.type_player,
      case when m.id % 3 = 0 then 'confirmed' else 'waiting' end
    from bid_days b join company_players m on m.company_id = b.company_id
    where m.type_player <> 'sporadic'`)
  await run(sql`analyze`)
  return performance.now() - started
}

function startChild(script: string, env: Record<string, string>, args: string[] = []) {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: server,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.on('exit', () => resolve()),
  )

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const { rows: result } = (await db.execute(query)) as { rows: { n: number }[] }
  return Number(result[0]!.n)
}

await withScratchPostgres(url, async (databaseUrl) => {
  const database = await openDatabase({ databaseUrl })
  await database.migrate()
  const { db } = database
  const seeded = await seed(db)
  const members = await count(db, sql`select count(*) as n from company_players`)
  report(
    'Semeadura',
    `${GROUPS} grupos × ${MEMBERS} = ${members} membros em ${(seeded / 1000).toFixed(1)} s`,
  )

  const notices = createNotices({ whatsapp: false })
  const openings = createSeasonOpenings({
    db,
    changes: createChanges(db),
    publicUrl: 'https://bidfut.example',
    notices,
  })
  const jobs = createJobRuntime({
    season: seasonJob({ openings }),
    reminders: remindersJob({
      db,
      weather: { forecastForGame: async () => null },
      publicUrl: 'https://bidfut.example',
      notices,
    }),
  })
  /** The whole scheduler tick: openings, window closings, reminders and rain alerts. */
  async function tick(now = new Date()) {
    const started = performance.now()
    const run = await jobs.run('season', now)
    const seasonMs = performance.now() - started
    await jobs.run('reminders', now)
    return { ms: performance.now() - started, seasonMs, ...run }
  }

  // The first tick releases the windows of the groups without one (once), as after a deploy.
  const first = await tick()
  report(
    '1º tick após o deploy (libera BIDs sem janela)',
    `${ms(first.ms)}, ${first.released} BIDs`,
  )
  const idle: number[] = []
  for (let i = 0; i < 5; i++) idle.push((await tick()).ms)
  const idleMax = Math.max(...idle)
  report('Tick sem nada a fazer (máx. de 5)', ms(idleMax), pass(idleMax <= TICK_TARGET_MS))

  // A busy evening minute: this many groups reach their opening at once.
  const burstDay = weekdayIn(3)
  const makeDue = (from: number, to: number) =>
    db.execute(sql`update game_schedules set weekdays = array[${burstDay}]::smallint[],
        game_time = '20:00', opens_days_before = 6, next_opens_at = now() - interval '1 minute'
      where id between ${from} and ${to}`)
  await makeDue(1, BUSY_MINUTE)
  const busy = await tick()
  report(
    `Tick num minuto cheio (${busy.openings} aberturas, ${busy.emails} emails)`,
    `${ms(busy.ms)} (temporada ${ms(busy.seasonMs)}, lembretes ${ms(busy.ms - busy.seasonMs)})`,
    pass(busy.ms <= TICK_TARGET_MS),
  )

  // The burst: the rest of the OPENINGS groups at the same minute; ticks run until none is due.
  await makeDue(BUSY_MINUTE + 1, OPENINGS)
  const burstStart = performance.now()
  let opened = busy.openings
  let ticks = 0
  let longest = 0
  for (;;) {
    const run = await tick()
    ticks += 1
    longest = Math.max(longest, run.ms)
    opened += run.openings
    if (run.openings === 0) break
  }
  const burstMs = performance.now() - burstStart
  report(
    `Rajada: ${opened} aberturas no mesmo minuto`,
    `${(burstMs / 1000).toFixed(1)} s em ${ticks} ticks (${Math.round(((opened - busy.openings) / burstMs) * 1000)} aberturas/s, tick mais longo ${ms(longest)})`,
  )
  const bids = await count(
    db,
    sql`select count(*) as n from bid_days where company_id <= ${OPENINGS}`,
  )
  report('BIDs abertos na rajada (um por grupo)', String(bids), pass(bids === OPENINGS))

  // The emails: two outbox workers (two instances) to a real SMTP server; one is killed mid-batch.
  const queued = await count(
    db,
    sql`select count(*) as n from email_outbox where status = 'pending'`,
  )
  const dir = mkdtempSync(path.join(tmpdir(), 'bidfut-sink-'))
  const sinkLog = path.join(dir, 'received.log')
  const sink = startChild('bench/smtp-sink.ts', {}, [String(SMTP_PORT), sinkLog])
  await new Promise<void>((resolve) =>
    sink.stdout!.on('data', (c) => String(c).includes('listening') && resolve()),
  )
  const env = { DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }
  const sendStart = performance.now()
  const a = startChild('bench/season-outbox-worker.ts', env)
  const b = startChild('bench/season-outbox-worker.ts', env)
  const sent = () => count(db, sql`select count(*) as n from email_outbox where status = 'sent'`)
  while ((await sent()) < queued * 0.3) await new Promise((r) => setTimeout(r, 200))
  a.kill('SIGKILL')
  const sentAtKill = await sent()
  await exited(b)
  // The killed instance's claimed rows come back when their lease ends (10 minutes): the bench
  // ends the lease now instead of waiting, and a restarted worker sends them.
  await db.execute(sql`update email_outbox set next_attempt_at = now() where status = 'pending'`)
  const restarted = startChild('bench/season-outbox-worker.ts', env)
  await exited(restarted)
  const sendMs = performance.now() - sendStart
  sink.kill('SIGTERM')
  await exited(sink)

  const lines = readFileSync(sinkLog, 'utf8').trim().split('\n').filter(Boolean)
  // One message is a recipient and a subject; a copy sent again carries its Message-ID.
  const idsOf = new Map<string, Set<string>>()
  for (const line of lines) {
    const [to, subject, messageId = ''] = line.split('\t')
    const key = `${to}\t${subject}`
    idsOf.set(key, (idsOf.get(key) ?? new Set()).add(messageId))
  }
  const unique = idsOf.size
  const doubled = lines.length - unique
  const foldable = [...idsOf.values()].every((ids) => ids.size === 1 && !ids.has(''))
  const expected = await count(
    db,
    sql`select count(*) as n from email_outbox where dedupe_key like 'bid-opened:%'`,
  )
  const notSent = await count(
    db,
    sql`select count(*) as n from email_outbox where status <> 'sent'`,
  )
  report(
    `Emails pela outbox → SMTP (${queued}, 2 workers com pool de ${SMTP_POOL_SIZE} conexões, um morto com ${sentAtKill} enviados)`,
    `${(sendMs / 1000).toFixed(1)} s, ${Math.round((queued / sendMs) * 1000)} emails/s`,
  )
  report(
    'Perdidos no servidor SMTP',
    `${expected - unique} (não enviados na outbox: ${notSent})`,
    pass(unique === expected && notSent === 0),
  )
  // SMTP has no exactly-once: a message the server took just before the kill, whose 'sent' the
  // worker never wrote, goes again. At most the worker's connections in flight; same Message-ID.
  report(
    'Em dobro no servidor SMTP (em voo no kill; mesmo Message-ID)',
    doubled === 0
      ? '0'
      : `${doubled}${foldable ? ', com o Message-ID da 1ª cópia' : ', Message-ID diferente!'}`,
    pass(doubled <= SMTP_POOL_SIZE && foldable),
  )
  rmSync(dir, { recursive: true, force: true })
  await database.close()
})

console.log('\n| Medida | Resultado | Meta |\n|---|---|---|')
for (const [what, value, verdict] of rows) console.log(`| ${what} | ${value} | ${verdict} |`)
