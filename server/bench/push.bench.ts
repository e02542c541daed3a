/**
 * Push notifications (ADR 041) against the local fake push service, which decrypts every payload
 * and checks every VAPID JWT as a browser's push service would:
 * - event → push service: 'Criar Novo BID' in a group with one subscribed device, on an idle
 *   server, until the fake has received and decrypted the push (target ≤ 1 s);
 * - fan-out: 'Criar Novo BID' in a group of 1,000 members with one device each, until all 1,000
 *   pushes are received (target ≤ 5 s).
 * On PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. A report:
 * prints a table with PASS/FAIL and exits 0.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { localDateTimeInDays } from '@bidfut/domain/rules/local-time'
import { pushKinds } from '@bidfut/domain/contracts/push'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase, type Database, type Db } from '../src/db/client.ts'
import { companies, companyPlayers, players, pushSubscriptions } from '../src/db/schema.ts'
import { createAccessTokens } from '../src/lib/access-token.ts'
import { startFakePushService, type FakePushService } from '../test/fake-push-service.ts'
import { withScratchPostgres } from './scratch-postgres.ts'

const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 1000)
const LATENCY_RUNS = 5
const FAN_OUT_TARGET_MS = 5000
const LATENCY_TARGET_MS = 1000

type Row = { backend: string; name: string; ms: number; target: number }

/** A group of `size` members with accounts, an administrator first, and one device each. */
async function seedGroup(db: Db, fake: FakePushService, name: string, size: number) {
  const [group] = await db.insert(companies).values({ name }).returning()
  const tag = randomBytes(3).toString('hex')
  const accounts = await db
    .insert(players)
    .values(
      Array.from({ length: size }, (_, i) => ({
        email: `p${i}-${tag}@bench.test`,
        fullName: `Pessoa ${i}`,
        passwordHash: 'x',
        activatedAt: new Date(),
      })),
    )
    .returning({ id: players.id })
  const members = await db
    .insert(companyPlayers)
    .values(
      accounts.map((account, i) => ({
        companyId: group!.id,
        playerId: account.id,
        fullName: `Pessoa ${i}`,
        role: i === 0 ? ('administrator' as const) : ('member' as const),
        typePlayer: 'sporadic' as const,
      })),
    )
    .returning()
  await db.insert(pushSubscriptions).values(
    accounts.map((account) => {
      const { endpoint, keys } = fake.newDevice().subscription
      return { playerId: account.id, endpoint, ...keys, kinds: [...pushKinds] }
    }),
  )
  return { group: group!, admin: members[0]! }
}

async function benchBackend(
  backend: string,
  open: (dataDir: string) => Promise<Database>,
): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-push-bench-'))
  const fake = await startFakePushService()
  const database = await open(dataDir)
  await database.migrate()
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'https://bidfut.example',
    PUSH_SERVICE_ALLOWLIST: fake.origin,
  })
  const app = await buildApp({ config, database })
  const tokens = createAccessTokens(config.jwtSecret, 15 * 60)
  const rows: Row[] = []
  try {
    const openBid = async (admin: typeof companyPlayers.$inferSelect) => {
      const token = await tokens.sign({
        companyId: admin.companyId,
        companyPlayerId: admin.id,
        playerId: admin.playerId!,
        role: admin.role,
        sessionId: 'bench',
      })
      const started = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: '/v1/bids/create-bid',
        headers: { authorization: `Bearer ${token}` },
        payload: { dayOfMatch: localDateTimeInDays(3, '20:00:00', 'America/Sao_Paulo') },
      })
      if (res.statusCode !== 201) throw new Error(`create-bid: ${res.statusCode} ${res.body}`)
      return started
    }

    for (let run = 0; run < LATENCY_RUNS; run++) {
      const { admin } = await seedGroup(database.db, fake, `Pequena ${run}`, 1)
      await app.jobs.idle('push')
      fake.reset()
      const started = await openBid(admin)
      await fake.waitFor(1)
      rows.push({
        backend,
        name: `event → push service (run ${run + 1})`,
        ms: fake.received[0]!.at - started,
        target: LATENCY_TARGET_MS,
      })
    }

    const { admin } = await seedGroup(database.db, fake, 'Grande', DEVICES)
    await app.jobs.idle('push')
    fake.reset()
    const started = await openBid(admin)
    await fake.waitFor(DEVICES)
    if (fake.refused.length > 0) throw new Error(`refused: ${fake.refused[0]!.reason}`)
    rows.push({
      backend,
      name: `fan-out to ${DEVICES} devices (all received)`,
      ms: fake.received.at(-1)!.at - started,
      target: FAN_OUT_TARGET_MS,
    })
  } finally {
    await app.close()
    await database.close()
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}

const rows = await benchBackend('PGlite', (dataDir) => openDatabase({ dataDir }))
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (postgresUrl) {
  rows.push(
    ...(await withScratchPostgres(postgresUrl, (databaseUrl) =>
      benchBackend('PostgreSQL', () => openDatabase({ databaseUrl })),
    )),
  )
} else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.')

console.log('\n| backend | measure | ms | target | |\n| --- | --- | ---: | ---: | --- |')
for (const row of rows) {
  const verdict = row.ms <= row.target ? 'PASS' : 'FAIL'
  console.log(
    `| ${row.backend} | ${row.name} | ${row.ms.toFixed(0)} | ≤ ${row.target} | ${verdict} |`,
  )
}
