import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  startFakeWhatsAppCloud,
  whatsappEnv,
  type SentMessage,
} from '../../../test/fake-whatsapp-cloud.ts'
import { bidPlayers } from '../../db/schema/bids.ts'
import { createBidsTestApp } from '../bids/bids.test-kit.ts'

let sequence = 0
/** A Brazilian mobile no other test uses: '(11) 9xxxx-xxxx'. */
export const newMobile = () => {
  sequence += 1
  // After the ninth digit a mobile starts with 6-9, as every Brazilian mobile did before it.
  const digits = String(1_000_000 + sequence * 7919 + Math.floor(Math.random() * 1000)).slice(-7)
  return `(11) 98${digits.slice(0, 3)}-${digits.slice(3)}`
}
/** Its E.164 form, as the consent keeps it and the Cloud API's `to` (without the +). */
export const e164 = (mobile: string) => `+55${mobile.replace(/\D/g, '')}`

/** The bids test app with the WhatsApp channel on, against a fake Cloud API. */
export async function createWhatsAppTestApp(env: Record<string, string> = {}) {
  const fake = await startFakeWhatsAppCloud()
  const kit = await createBidsTestApp(whatsappEnv(fake.url, env))
  const { app, call } = kit

  async function optIn(token: string, phone = newMobile(), extra: Record<string, unknown> = {}) {
    const res = await call('PUT', '/profile/whatsapp', token, { optIn: true, phone, ...extra })
    expect(res.statusCode, res.body).toBe(200)
    return { phone, e164: e164(phone) }
  }

  /** Meta posts a webhook delivery: the raw body, as signed. */
  const postWebhook = (webhook: { body: string; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/v1/webhooks/whatsapp',
      headers: webhook.headers,
      payload: webhook.body,
    })

  /** The outbox drained to the fake, the webhook's events worked, and their replies sent. */
  async function settle() {
    await app.jobs.run('whatsapp')
    await app.jobs.run('whatsapp-events')
    await app.jobs.run('whatsapp')
  }

  const sentTo = (phone: string): SentMessage[] =>
    fake.sent.filter((message) => `+${message.to}` === phone)

  /** A member's status in a BID, as a button left it. */
  async function statusOf(bidDayId: number, companyPlayerId: number) {
    const [row] = await kit.db
      .select({ status: bidPlayers.status })
      .from(bidPlayers)
      .where(
        and(eq(bidPlayers.bidDayId, bidDayId), eq(bidPlayers.companyPlayerId, companyPlayerId)),
      )
    return row?.status
  }

  /** The group's Agenda on, with a game every Thursday at 20:00 (ADR 036). */
  async function thursdaysAgenda(administratorToken: string) {
    const on = await call('PUT', '/groups/schedule', administratorToken, {
      enabled: true,
      monthlyWindowHours: null,
    })
    expect(on.statusCode, on.body).toBe(200)
    const weekly = await call('POST', '/groups/schedules', administratorToken, {
      weekdays: [4],
      time: '20:00',
      location: 'Arena Central',
      opensDaysBefore: 6,
    })
    expect(weekly.statusCode, weekly.body).toBe(200)
  }

  return { ...kit, fake, optIn, postWebhook, settle, sentTo, statusOf, thursdaysAgenda }
}
