import { eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakePushService } from '../test/fake-push-service.ts'
import { startFakeSmtp } from '../test/fake-smtp.ts'
import { startTcpProxy } from '../test/tcp-proxy.ts'
import { companyPlayers, emailOutbox, pushOutbox } from './db/schema.ts'
import { createBidsTestApp } from './modules/bids/bids.test-kit.ts'

// docs/operations.md, 'When an outside service is down': a push service or the SMTP server away
// costs the request nothing (no 500), and what it queued waits, is tried again with backoff, and
// goes out exactly once when the service is back. SMTP sits behind a proxy the test cuts; the
// fake push service drops every connection while down.
const smtp = await startFakeSmtp()
const smtpProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) })
const push = await startFakePushService()
afterAll(async () => {
  await smtpProxy.close()
  await push.close()
})
const kit = await createBidsTestApp({
  SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}`,
  PUSH_SERVICE_ALLOWLIST: push.origin,
})
const { app, db, call } = kit

/** Time passes: every row waiting for its next attempt is due. */
async function makeDue() {
  await db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) })
  await db.update(pushOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) })
}

describe('a push service and the SMTP server down', () => {
  it('cost the request nothing, and their messages go out once each when they are back', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada do Apagão')
    const player = team.member
    await db
      .update(companyPlayers)
      .set({ email: 'apagao@teste.com' })
      .where(eq(companyPlayers.id, player.member.id))
    const device = push.newDevice()
    const subscribed = await call('PUT', '/push/subscriptions', player.token, {
      ...device.subscription,
      kinds: ['bid-changed'],
    })
    expect(subscribed.statusCode, subscribed.body).toBe(200)
    await kit.putStatus(team.bidDayId, player.member.id, player.token, 'confirmed')
    await app.jobs.idle('push')
    push.reset()

    await smtpProxy.cut()
    push.setDown(true)
    const cancelled = await call('DELETE', `/bids/delete-bid/${team.bidDayId}`, team.manager.token)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    // The request nudged both workers: their attempt ends before the rows are read.
    await app.jobs.idle('email')
    await app.jobs.idle('push')
    const emailRows = () =>
      db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, `%:${team.bidDayId}:${player.member.id}%`))
    const pushRows = () =>
      db
        .select()
        .from(pushOutbox)
        .where(like(pushOutbox.dedupeKey, `%${team.bidDayId}%`))
    // Nothing lost: each waits with its attempt and error, for a later try.
    for (const row of [...(await emailRows()), ...(await pushRows())]) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 })
      expect(row.lastError).toBeTruthy()
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    }
    expect(await emailRows()).toHaveLength(1)
    expect(await pushRows()).toHaveLength(1)
    expect(smtp.received).toEqual([])
    expect(push.received).toEqual([])

    await smtpProxy.restore()
    push.setDown(false)
    await makeDue()
    await app.jobs.run('email')
    await app.jobs.run('push')
    // Nothing doubled: more drains, even with every row due, send nothing again.
    await makeDue()
    await app.jobs.run('email')
    await app.jobs.run('push')
    expect(smtp.received.filter((mail) => mail.to.includes('apagao@teste.com'))).toHaveLength(1)
    expect(push.received.map((received) => received.deviceId)).toEqual([device.id])
    for (const row of [...(await emailRows()), ...(await pushRows())]) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1 })
    }
  })
})
