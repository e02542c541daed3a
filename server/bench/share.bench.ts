/**
 * How fast the shared pictures answer (ADR 048): a group of 24 with a season of 40 finished BIDs,
 * each with drawn teams, a scored match, goals and assists and a craque, fetched one request at a
 * time over HTTP by a member. Cold: a picture nobody asked for yet, so it is drawn (every BID's
 * teams, result and craque, the ranking and each member's season, square and story). Cached: the
 * same pictures again, from the instance's memory (200), and revalidated (304 If-None-Match).
 * Targets: p95 ≤ 150 ms cold, ≤ 5 ms cached. PGlite. A report: it exits 0.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app.ts'
import { openDatabase, type Db } from '../src/db/client.ts'
import { createAccessTokens } from '../src/lib/access-token.ts'
import { benchConfig } from './bench-config.ts'

const BIDS = 40
const MEMBERS = 24
const TARGETS = { cold: 150, cached: 5 }
const NAMES = ['João', 'Zé', 'Ítalo', 'Conceição', 'Ânderson', 'Léo', 'Çico', 'Márcia']

/** One group, its members, and a season of finished BIDs with teams, a match, numbers, a craque. */
async function seed(db: Db) {
  const year = new Date().getUTCFullYear()
  await db.execute(sql`
    INSERT INTO companies (name, time_zone) VALUES ('Pelada da Conceição', 'America/Sao_Paulo')`)
  await db.execute(sql`
    INSERT INTO players (email, password_hash, full_name, activated_at)
    SELECT 'jogador' || p || '@bench.test', 'x', 'Jogador ' || p, now()
      FROM generate_series(1, ${MEMBERS}) p`)
  await db.execute(sql`
    INSERT INTO company_players (company_id, player_id, full_name, nickname, type_player, player_position, joined_at)
    SELECT 1, p, 'Jogador ' || p, ${sql.raw(`(ARRAY['${NAMES.join("','")}'])`)}[1 + p % 8] || ' ' || p,
           CASE WHEN p <= 2 THEN 'goalkeeper' ELSE 'monthly' END,
           (ARRAY['goalkeeper','defender','fullback','midfielder','striker'])[1 + p % 5], now()
      FROM generate_series(1, ${MEMBERS}) p`)
  const teams = [0, 1, 2, 3].map((t) => ({
    teamId: t + 1,
    totalSkill: 30,
    players: Array.from({ length: 6 }, (_, i) => ({
      companyPlayerId: t * 6 + i + 1,
      name: `${NAMES[(t * 6 + i + 1) % 8]} ${t * 6 + i + 1}`,
      position: i === 0 ? 'goalkeeper' : 'midfielder',
      skillLevel: 5,
      typePlayer: i === 0 ? 'goalkeeper' : 'monthly',
    })),
  }))
  const draw = {
    success: true,
    message: 'Times gerados',
    bidDayId: 0,
    quantityOfPlayersEachTeam: 5,
    sporadicPlayerEspecial: false,
    drawnAt: new Date().toISOString(),
    teams,
    reserves: [],
  }
  await db.execute(sql`
    INSERT INTO bid_days (company_id, number, day_of_match, location, status, closed_at, drawn_teams)
    SELECT 1, b,
           ${`${year}-01-01`}::date + b * 7 + time '20:00',
           'Campo do Zé', 'finished', now(), ${JSON.stringify(draw)}::jsonb
      FROM generate_series(1, ${BIDS}) b`)
  await db.execute(sql`
    INSERT INTO bid_players (company_id, bid_day_id, company_player_id, type_player, status,
                             quantity_of_goals, assist_goals)
    SELECT 1, b.id, p, 'monthly', 'confirmed', (b.id + p) % 4, (b.id * p) % 3
      FROM bid_days b, generate_series(1, ${MEMBERS}) p`)
  await db.execute(sql`
    INSERT INTO bid_matches (company_id, bid_day_id, home_team_id, away_team_id, home_goals,
                             away_goals, home_players, away_players)
    SELECT 1, b.id, 1, 2, b.id % 5, b.id % 3, ARRAY[1,2,3,4,5,6], ARRAY[7,8,9,10,11,12]
      FROM bid_days b`)
  await db.execute(sql`
    INSERT INTO craque_polls (company_id, bid_day_id, closes_at, closed_at, winner_ids,
                              winner_votes, votes_counted)
    SELECT 1, b.id, now(), now(), ARRAY[1 + b.id % ${MEMBERS}], 7, 12 FROM bid_days b`)
  await db.execute(sql`ANALYZE`)
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

type Row = {
  kind: string
  n: number
  p50: number
  p95: number
  max: number
  cpuMs: number
  target: number
}

async function timed(
  kind: string,
  requests: { url: string; headers: Record<string, string> }[],
  status: number,
  target: number,
): Promise<Row> {
  const times: number[] = []
  const cpu = process.cpuUsage()
  for (const [i, { url, headers }] of requests.entries()) {
    // Each request from its own address too, as the phones are.
    const from = { 'x-forwarded-for': `198.51.${(i >> 8) & 255}.${i & 255}` }
    const start = performance.now()
    const res = await fetch(url, { headers: { ...headers, ...from } })
    await res.arrayBuffer()
    times.push(performance.now() - start)
    if (res.status !== status) throw new Error(`${url}: expected ${status}, got ${res.status}`)
  }
  const spent = process.cpuUsage(cpu)
  times.sort((a, b) => a - b)
  return {
    // Server, client and PGlite share this process: an upper bound a busy machine hardly moves.
    cpuMs: (spent.user + spent.system) / 1000 / times.length,
    kind,
    n: times.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times.at(-1)!,
    target,
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-share-bench-'))
const database = await openDatabase({ dataDir })
const load = loadavg()[0]!.toFixed(1)
try {
  await database.migrate()
  await seed(database.db)
  const config = benchConfig(dataDir, { TRUST_PROXY: 'true' })
  const app = await buildApp({ config, database })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  try {
    // The pictures' limit is per account (ADR 042): the requests go round the members, as a
    // group's phones would.
    const tokens = createAccessTokens(config.jwtSecret, 3600)
    const members = await Promise.all(
      Array.from({ length: MEMBERS - 1 }, async (_, i) => ({
        authorization: `Bearer ${await tokens.sign({
          companyId: 1,
          companyPlayerId: i + 2,
          playerId: i + 2,
          role: 'member',
          sessionId: 'bench-session',
        })}`,
      })),
    )
    const authOf = (i: number) => members[i % members.length]!
    const auth = authOf(1)
    const paths = [
      ...Array.from({ length: BIDS }, (_, i) =>
        ['teams', 'result', 'craque'].map((kind) => `/v1/share/bids/${i + 1}/${kind}.png`),
      ).flat(),
      '/v1/share/ranking.png',
      ...Array.from({ length: MEMBERS }, (_, i) => `/v1/share/players/${i + 1}/season.png`),
    ]
    const urls = paths.flatMap((p) => [`${address}${p}`, `${address}${p}?formato=story`])
    // The process's first drawing loads the fonts and the layout engine: not a picture's cost.
    await fetch(`${address}/v1/share/ranking.png?formato=story`, { headers: auth })
    const cold = await timed(
      'cold (drawn)',
      urls.map((url, i) => ({ url, headers: authOf(i) })),
      200,
      TARGETS.cold,
    )
    const cached = await timed(
      'cached (200 from memory)',
      urls.map((url, i) => ({ url, headers: authOf(i) })),
      200,
      TARGETS.cached,
    )
    const etags = await Promise.all(
      urls.map(async (url, i) => (await fetch(url, { headers: authOf(i) })).headers.get('etag')!),
    )
    const revalidated = await timed(
      'revalidated (304)',
      urls.map((url, i) => ({ url, headers: { ...authOf(i), 'if-none-match': etags[i]! } })),
      304,
      TARGETS.cached,
    )
    const ms = (value: number) => value.toFixed(1)
    console.log(
      `\nGET /v1/share/…png, ${urls.length} pictures (${BIDS} BIDs × teams, result, craque; ranking; ${MEMBERS} seasons; square and story), one request at a time, PGlite, load ${load} → ${loadavg()[0]!.toFixed(1)}`,
    )
    console.log('| answer | requests | p50 ms | p95 ms | max ms | CPU ms/req | target p95 |')
    console.log('| --- | --- | --- | --- | --- | --- | --- |')
    for (const row of [cold, cached, revalidated]) {
      const verdict = row.p95 <= row.target ? 'PASS' : 'FAIL'
      console.log(
        `| ${row.kind} | ${row.n} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${ms(row.cpuMs)} | ≤ ${row.target} ms ${verdict} |`,
      )
    }
  } finally {
    await app.close()
  }
} finally {
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
