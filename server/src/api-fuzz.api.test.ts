import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startFakeOpenMeteo } from '../test/fake-open-meteo.ts'
import { createGroup, createMember } from '../test/factories.ts'
import { apiRoutesOf } from '../test/fuzz/openapi-routes.ts'
import { requestArbitrary, type FuzzRequest } from '../test/fuzz/request-arbitraries.ts'
import { signedInMember } from '../test/sessions.ts'
import { REQUEST_ID } from '../test/error-body.ts'
import { createTestApp } from '../test/test-app.ts'
import { bidDays, bidPlayers } from './db/schema/bids.ts'

// Property-based proof of ADR 010: over every route's request schema, valid-looking and
// hostile requests alike, the API never answers 5xx and every error has the house body.
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

const fake = await startFakeOpenMeteo()
afterAll(() => fake.close())
const { app, db } = await createTestApp({
  WEATHER_API_URL: fake.forecastUrl,
  GEOCODING_API_URL: fake.geocodingUrl,
})

// Another group first: the small ids fast-check likes best name rows the caller may not touch.
const otherGroup = await createGroup(db, 'Outra pelada')
const otherIds = [otherGroup.id]
for (let i = 0; i < 8; i++) otherIds.push((await createMember(db, otherGroup.id)).member.id)

const group = await createGroup(db, 'Pelada do Fuzz')
const organiser = await signedInMember(app, db, group.id, { role: 'administrator' })
const member = await signedInMember(app, db, group.id, { role: 'member' })
const pending = await createMember(db, group.id, { activated: false })
const sporadic = await createMember(db, group.id, { typePlayer: 'sporadic' })
const dayOfMatch = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) + 'T20:00:00'
const openBid = await app.inject({
  method: 'POST',
  url: '/v1/bids/create-bid',
  headers: organiser.headers,
  payload: { dayOfMatch, location: 'Arena do Fuzz' },
})
const [finishedBid] = await db
  .insert(bidDays)
  .values({
    companyId: group.id,
    number: 90,
    dayOfMatch: '2025-06-05T20:00:00',
    status: 'finished',
    closedAt: new Date(),
  })
  .returning()
await db.insert(bidPlayers).values({
  companyId: group.id,
  bidDayId: finishedBid!.id,
  companyPlayerId: member.member.id,
  typePlayer: 'monthly',
  status: 'confirmed',
  quantityOfGoals: 3,
})

const world = {
  bidIds: [openBid.json().bidDayId as number, finishedBid!.id],
  // The organiser's own ids stay out: a run that removed its only organiser would test nothing.
  memberIds: [member.member.id, pending.member.id, sporadic.member.id],
  otherIds,
  headers: { organiser: organiser.headers, member: member.headers },
}

const houseErrorBody = z.strictObject({
  success: z.literal(false),
  message: z
    .string()
    .min(1)
    .refine((message) => !/fastify|FST_|Error:|stack|postgres|SQL/i.test(message)),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().regex(REQUEST_ID),
})

const routes = await apiRoutesOf(app)
const statuses = new Map<number, number>()
let sent = 0

async function send(request: FuzzRequest) {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  })
  sent += 1
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
  const summary = `${request.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`
  expect(res.statusCode, summary).toBeLessThan(500)
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], summary).toMatch(/^application\/json/)
    expect(houseErrorBody.safeParse(JSON.parse(res.body)).success, summary).toBe(true)
  }
}

describe('the API under fuzzing', () => {
  it(`answers ${RUNS} generated requests over every route without a 5xx or an off-shape error`, async () => {
    expect(routes.length).toBeGreaterThan(50)
    const arbitraries = routes.map((route) => requestArbitrary(route, world))
    const started = performance.now()
    // Every route once before the random mix: 1,500 draws over 171 routes miss one 3 % of the time.
    for (const [i, arbitrary] of arbitraries.entries()) {
      const [request] = fc.sample(arbitrary, { numRuns: 1, seed: (SEED ?? 0) + i })
      await send(request!)
    }
    const requests = fc.oneof(...arbitraries)
    await fc.assert(fc.asyncProperty(requests, send), { numRuns: RUNS, seed: SEED })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`)
    console.info(
      `fuzz: ${sent} requests over ${routes.length} routes in ${seconds} s, 0 ≥ 500, 0 off-shape; ${byStatus.join(' ')}`,
    )
    // The generated requests must reach the handlers, not stop at the door.
    const succeeded = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0)
    expect(succeeded).toBeGreaterThan(RUNS * 0.05)
  }, 120_000)
})
