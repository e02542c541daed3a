/**
 * The WhatsApp channel (ADR 051) against the local fake Cloud API, which checks every request
 * against the documented shapes and the repository's templates:
 * - outbox: 2,000 BIDs opening in one minute × 25 opted-in members (50,000 'BID aberto' template
 *   messages), queued in one statement, then drained by two instances at the configured rate
 *   (BENCH_WHATSAPP_RATE, default 1,000/s: Meta's highest throughput tier; at the default
 *   WHATSAPP_MAX_PER_SECOND of 20 the drain is 50,000 / 20 = 2,500 s by construction), one of
 *   them killed mid-drain: drain time, lost and doubled messages;
 * - webhook intake: signed status webhooks at 200 requests/s for 10 s against the listening
 *   server, p50/p99 of the answer (target p99 ≤ 50 ms).
 * On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), else PGlite. A report: prints the
 * figures with PASS/FAIL and exits 0.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { localDateTimeInDays } from '@bidfut/domain/rules/local-time'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase, type Database, type Db } from '../src/db/client.ts'
import { whatsappOutbox } from '../src/db/schema/whatsapp.ts'
import { createJobRuntime } from '../src/jobs/runtime.ts'
import { whatsappJob } from '../src/jobs/whatsapp-jobs.ts'
import { createNotices } from '../src/modules/notices/notices.ts'
import { queueBidsOpenedWhatsApp } from '../src/modules/notices/kinds/bid-opened.ts'
import { createWhatsAppClient } from '../src/modules/whatsapp/whatsapp-client.ts'
import {
  createWhatsAppDelivery,
  type WhatsAppDelivery,
} from '../src/modules/whatsapp/whatsapp-delivery.ts'
import {
  FAKE_WHATSAPP,
  signedWebhook,
  startFakeWhatsAppCloud,
  whatsappEnv,
} from '../test/fake-whatsapp-cloud.ts'
import { withScratchPostgres } from './scratch-postgres.ts'

const BIDS = Number(process.env.BENCH_WHATSAPP_BIDS ?? 2000)
const MEMBERS = 25
const RATE = Number(process.env.BENCH_WHATSAPP_RATE ?? 1000)
const INTAKE_RPS = 200
const INTAKE_SECONDS = 10
const INTAKE_TARGET_MS = 50

/** 2,000 groups of 25 opted-in members, each with an open BID: one statement per table. */
async function seed(db: Db) {
  const day = localDateTimeInDays(6, '20:00:00', 'America/Sao_Paulo')
  await db.execute(sql`
    insert into companies (name) select 'Pelada ' || g from generate_series(1, ${BIDS}) g`)
  await db.execute(sql`
    insert into players (email, full_name, password_hash, activated_at)
    select 'p' || g || '@bench.test', 'Pessoa ' || g, 'x', now()
    from generate_series(1, ${BIDS * MEMBERS}) g`)
  await db.execute(sql`
    insert into company_players (company_id, player_id, full_name, role, type_player)
    select c.id, p.id, p.full_name, 'member', 'monthly'
    from (select id, row_number() over (order by id) - 1 as n from companies) c
    join (select id, full_name, row_number() over (order by id) - 1 as n from players) p
      on p.n / ${MEMBERS} = c.n`)
  await db.execute(sql`
    insert into whatsapp_consents (player_id, opt_in, phone, opted_in_at, source)
    select id, true, '+55119' || lpad(id::text, 8, '0'), now(), 'perfil' from players`)
  const { rows } = (await db.execute(sql`
    insert into bid_days (company_id, number, day_of_match, location)
    select id, 1, ${day}::timestamp, 'Arena ' || id from companies
    returning id, company_id, number, day_of_match::text`)) as {
    rows: { id: number; company_id: number; number: number; day_of_match: string }[]
  }
  return rows.map((row) => ({
    companyId: row.company_id,
    bidDayId: row.id,
    game: {
      groupName: `Pelada ${row.company_id}`,
      bidNumber: row.number,
      dayOfMatch: row.day_of_match.replace(' ', 'T'),
      location: `Arena ${row.company_id}`,
    },
    publicUrl: 'https://bidfut.example',
  }))
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function benchOutbox(
  db: Db,
  fakeUrl: string,
  sent: { to: string; template: string | null }[],
) {
  const bids = await seed(db)
  // As a server configured for WhatsApp builds its notices (app-services.ts).
  const notices = createNotices({ whatsapp: true })
  let started = performance.now()
  const queued = await db.transaction((tx) => queueBidsOpenedWhatsApp(tx, notices, bids))
  const queueMs = performance.now() - started
  const delivery = () =>
    createWhatsAppDelivery({
      db,
      client: createWhatsAppClient({ ...FAKE_WHATSAPP, apiUrl: fakeUrl }),
      maxPerSecond: RATE,
      monthlyCapPerGroup: 600,
      publicUrl: 'https://bidfut.example',
    })
  const worker = (d: WhatsAppDelivery) =>
    createJobRuntime({ whatsapp: whatsappJob({ delivery: d }) })
  // Instance A is killed 3 s in: its sends in flight never answer, its leased rows wait.
  const a = delivery()
  let killed = false
  const hang = new Promise<never>(() => {})
  setTimeout(() => (killed = true), 3000)
  const dying = worker({
    ...a,
    load: (ids) => (killed ? hang : a.load(ids)),
    deliver: (row) => (killed ? hang : a.deliver(row)),
  })
  started = performance.now()
  void dying.run('whatsapp')
  await worker(delivery()).run('whatsapp')
  const beforeLeaseMs = performance.now() - started
  // A is dead by now (killed at 3 s, or at B's end if sooner), its last sends settled…
  killed = true
  await new Promise((resolve) => setTimeout(resolve, 1000))
  // …and its lease runs out (150 s in production, set to now here): B takes what A held.
  const leased = await db
    .update(whatsappOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(sql`${whatsappOutbox.status} = 'pending'`)
    .returning({ id: whatsappOutbox.id })
  await worker(delivery()).run('whatsapp')
  const drainMs = performance.now() - started
  const to = sent.filter((m) => m.template === 'bidfut_bid_aberto').map((m) => m.to)
  const distinct = new Set(to).size
  return {
    queued,
    queueMs,
    drainMs,
    beforeLeaseMs,
    heldByKilled: leased.length,
    lost: BIDS * MEMBERS - distinct,
    doubled: to.length - distinct,
  }
}

async function benchIntake(url: string, tag: string, seconds = INTAKE_SECONDS) {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const total = INTAKE_RPS * seconds
  const start = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / INTAKE_RPS
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const webhook = signedWebhook({
      statuses: [
        { id: `wamid.bench${tag}${i}`, status: 'delivered', timestamp: '1', recipient_id: '1' },
      ],
    })
    const sentAt = performance.now()
    inFlight.push(
      fetch(url, { method: 'POST', headers: webhook.headers, body: webhook.body }).then(
        async (res) => {
          await res.arrayBuffer()
          latencies.push(performance.now() - sentAt)
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        },
      ),
    )
  }
  await Promise.all(inFlight)
  latencies.sort((x, y) => x - y)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), statuses }
}

async function benchBackend(name: string, open: (dataDir: string) => Promise<Database>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-bench-whatsapp-'))
  const fake = await startFakeWhatsAppCloud()
  const database = await open(dataDir)
  await database.migrate()
  try {
    const outbox = await benchOutbox(database.db, fake.url, fake.sent)
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...whatsappEnv(fake.url),
    })
    const app = await buildApp({ config, database })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    // First the intake alone (the events wait), then with the job working them as they come.
    const trigger = app.jobs.trigger
    app.jobs.trigger = () => {}
    await benchIntake(`${address}/v1/webhooks/whatsapp`, 'warm', 3) // connections, JIT
    const alone = await benchIntake(`${address}/v1/webhooks/whatsapp`, 'a')
    app.jobs.trigger = trigger
    const intake = await benchIntake(`${address}/v1/webhooks/whatsapp`, 'b')
    await app.close()
    console.log(`\n${name}`)
    console.log(
      `  outbox: ${outbox.queued} messages queued in ${Math.round(outbox.queueMs)} ms; ` +
        `drained by 2 instances at ${RATE}/s in ${(outbox.drainMs / 1000).toFixed(1)} s ` +
        `(${(outbox.beforeLeaseMs / 1000).toFixed(1)} s before the killed one's lease ran out, ` +
        `${outbox.heldByKilled} held by it); lost ${outbox.lost}, doubled ${outbox.doubled}; ` +
        `fake's violations ${fake.violations.length} ${outbox.queued === BIDS * MEMBERS && outbox.lost === 0 && outbox.doubled === 0 && fake.violations.length === 0 ? 'PASS' : 'FAIL'}`,
    )
    for (const [label, run] of [
      ['alone', alone],
      ['while the job works them', intake],
    ] as const) {
      console.log(
        `  webhook intake at ${INTAKE_RPS} requests/s × ${INTAKE_SECONDS} s, ${label}: p50 ${run.p50.toFixed(1)} ms, ` +
          `p99 ${run.p99.toFixed(1)} ms (target ≤ ${INTAKE_TARGET_MS}) ` +
          `${run.p99 <= INTAKE_TARGET_MS ? 'PASS' : 'FAIL'}; statuses ${JSON.stringify(Object.fromEntries(run.statuses))}`,
      )
    }
  } finally {
    await database.close()
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (postgresUrl) {
  await withScratchPostgres(postgresUrl, (databaseUrl) =>
    benchBackend('PostgreSQL', () => openDatabase({ databaseUrl })),
  )
} else {
  await benchBackend('PGlite', (dataDir) => openDatabase({ dataDir }))
}
process.exit(0)
