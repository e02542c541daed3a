import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakePushService, type FakeDevice } from '../../../test/fake-push-service.ts'
import { pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import { PUSH_ATTEMPTS } from '../../jobs/jobs.ts'
import { deleteExpiredData } from '../../jobs/retention-cleanup.ts'
import { createBidsTestApp, inDays } from '../bids/bids.test-kit.ts'
import { upsertSubscription } from './push.repo.ts'

// A subscription whose keys cannot be encrypted to, and a push service that refuses,
// are attempts with their error and backoff until the last one; then the row is dead, kept a
// week, and nothing stays pending for ever. Read through the rows and the fake push service only.
const fake = await startFakePushService()
afterAll(() => fake.close())
const METRICS_TOKEN = 'push-metrics-token-0123'
const kit = await createBidsTestApp({ PUSH_SERVICE_ALLOWLIST: fake.origin, METRICS_TOKEN })
const { app, db, call } = kit

/** Push attempts by outcome, as /metrics counts them (ADR 050). */
async function pushSends() {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  const line = /^bidfut_sends_total\{channel="push",outcome="(\w+)"\} (\d+)$/gm
  const counts = { sent: 0, failed: 0, dead: 0, gone: 0 }
  for (const [, outcome, value] of res.body.matchAll(line)) {
    counts[outcome as keyof typeof counts] = Number(value)
  }
  return counts
}

beforeEach(async () => {
  await app.jobs.idle('push')
  fake.reset()
})

const rowsOf = (endpoint: string) =>
  db
    .select({
      status: pushOutbox.status,
      attempts: pushOutbox.attempts,
      lastError: pushOutbox.lastError,
      next: pushOutbox.nextAttemptAt,
    })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, endpoint))

/** Time passes: every pending row is due again. */
const makeDue = () => db.update(pushOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) })

describe('PUT /push/subscriptions refuses keys no push can be encrypted to', () => {
  const point = (first: number, length = 65) => {
    const bytes = Buffer.alloc(length, 7)
    bytes[0] = first
    return bytes.toString('base64url')
  }

  it.each([
    ['the issue’s AAAA', { p256dh: 'AAAA' }, 'keys.p256dh'],
    ['a compressed point (33 bytes)', { p256dh: point(2, 33) }, 'keys.p256dh'],
    ['65 bytes not starting with 0x04', { p256dh: point(3) }, 'keys.p256dh'],
    ['an uncompressed point off the curve', { p256dh: point(4) }, 'keys.p256dh'],
    ['not base64url', { p256dh: `${point(4).slice(0, -2)}+/` }, 'keys.p256dh'],
    ['an auth secret of 8 bytes', { auth: Buffer.alloc(8).toString('base64url') }, 'keys.auth'],
    ['an auth secret of 17 bytes', { auth: Buffer.alloc(17).toString('base64url') }, 'keys.auth'],
    ['an empty auth secret', { auth: '' }, 'keys.auth'],
  ])('refuses %s, naming the field', async (_, keys, field) => {
    const { member } = await kit.createTeam()
    const device = fake.newDevice()
    const res = await call('PUT', '/push/subscriptions', member.token, {
      endpoint: device.subscription.endpoint,
      keys: { ...device.subscription.keys, ...keys },
      kinds: ['reminder'],
    })
    expect(res.statusCode, res.body).toBe(400)
    const body = res.json() as { message: string; errors: Record<string, string> }
    expect(Object.keys(body.errors)).toEqual([field])
    expect(body.message).toContain(`(${field})`)
    expect(body.message).toMatch(/^Chave de notificação inválida/)
    const stored = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
    expect(stored).toEqual([])
  })

  it('takes a real browser’s keys, padded or not', async () => {
    const { member } = await kit.createTeam()
    const device = fake.newDevice()
    const { p256dh, auth } = device.subscription.keys
    const res = await call('PUT', '/push/subscriptions', member.token, {
      endpoint: device.subscription.endpoint,
      keys: { p256dh: `${p256dh}=`, auth: `${auth}==` },
      kinds: ['reminder'],
    })
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('a push that fails', () => {
  it('ends a bad subscription’s row: each send that throws is an attempt, then the row is dead and kept 7 days', async () => {
    const team = await kit.createTeam()
    const device = fake.newDevice()
    // A row stored before the contract checked keys (the route refuses these now).
    const endpoint = device.subscription.endpoint
    await upsertSubscription(db, {
      playerId: team.member.member.playerId!,
      endpoint,
      p256dh: 'AAAA',
      auth: device.subscription.keys.auth,
      kinds: ['bid-opened'],
    })
    const before = Date.now()
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(res.statusCode, res.body).toBe(201)
    await app.jobs.idle('push')

    const [first] = await rowsOf(endpoint)
    expect(first).toMatchObject({ status: 'pending', attempts: 1 })
    expect(first!.lastError).toMatch(/p256dh/)
    expect(first!.next.getTime() - before).toBeGreaterThanOrEqual(14_000)

    for (let attempt = 2; attempt <= PUSH_ATTEMPTS; attempt++) {
      await makeDue()
      await app.jobs.run('push')
      expect((await rowsOf(endpoint))[0]).toMatchObject({ attempts: attempt })
    }
    const [dead] = await rowsOf(endpoint)
    expect(dead).toMatchObject({ status: 'failed', attempts: PUSH_ATTEMPTS })
    expect(dead!.lastError).toMatch(/p256dh/)
    // Dead rows are not claimed again.
    await makeDue()
    await app.jobs.run('push')
    expect((await rowsOf(endpoint))[0]).toMatchObject({ attempts: PUSH_ATTEMPTS })
    expect(fake.received).toEqual([])

    const day = 24 * 60 * 60 * 1000
    await deleteExpiredData(db, new Date(Date.now() + 6 * day))
    expect(await rowsOf(endpoint)).toHaveLength(1)
    await deleteExpiredData(db, new Date(Date.now() + 8 * day))
    expect(await rowsOf(endpoint)).toEqual([])
  })

  it('counts an answered refusal (400, 403) as an attempt with its error and backoff, and delivers after', async () => {
    const team = await kit.createTeam()
    const [refused, forbidden] = [fake.newDevice(), fake.newDevice()] as FakeDevice[]
    for (const device of [refused!, forbidden!]) {
      const put = await call('PUT', '/push/subscriptions', team.member.token, {
        ...device.subscription,
        kinds: ['bid-opened'],
      })
      expect(put.statusCode, put.body).toBe(200)
    }
    fake.answerNext(refused!.id, { status: 400 })
    fake.answerNext(forbidden!.id, { status: 403 })
    const sendsBefore = await pushSends()
    const before = Date.now()
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3) })
    await app.jobs.idle('push')
    for (const [device, status] of [
      [refused!, 400],
      [forbidden!, 403],
    ] as const) {
      const [row] = await rowsOf(device.subscription.endpoint)
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: `push service answered ${status}`,
      })
      expect(row!.next.getTime() - before).toBeGreaterThanOrEqual(14_000)
    }
    await makeDue()
    await app.jobs.run('push')
    expect(fake.received.map((push) => push.deviceId).sort()).toEqual(
      [refused!.id, forbidden!.id].sort(),
    )
    const sendsAfter = await pushSends()
    expect(sendsAfter.failed - sendsBefore.failed).toBe(2)
    expect(sendsAfter.sent - sendsBefore.sent).toBe(2)
  })

  it('gives up on a push service that keeps answering 503 after the last attempt', async () => {
    const team = await kit.createTeam()
    const device = fake.newDevice()
    const put = await call('PUT', '/push/subscriptions', team.member.token, {
      ...device.subscription,
      kinds: ['bid-opened'],
    })
    expect(put.statusCode).toBe(200)
    fake.answerNext(device.id, ...Array.from({ length: PUSH_ATTEMPTS }, () => ({ status: 503 })))
    const sendsBefore = await pushSends()
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3) })
    await app.jobs.idle('push')
    for (let attempt = 2; attempt <= PUSH_ATTEMPTS; attempt++) {
      await makeDue()
      await app.jobs.run('push')
    }
    expect(await rowsOf(device.subscription.endpoint)).toMatchObject([
      { status: 'failed', attempts: PUSH_ATTEMPTS, lastError: 'push service answered 503' },
    ])
    expect(fake.received).toEqual([])
    const sendsAfter = await pushSends()
    expect(sendsAfter.failed - sendsBefore.failed).toBe(PUSH_ATTEMPTS - 1)
    expect(sendsAfter.dead - sendsBefore.dead).toBe(1)
  })
})
