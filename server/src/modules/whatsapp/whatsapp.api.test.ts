import { and, eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  buttonTap,
  FAKE_WHATSAPP,
  signedWebhook,
  statusUpdate,
  textMessage,
} from '../../../test/fake-whatsapp-cloud.ts'
import { emailOutbox, pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import { whatsappConsents, whatsappEvents, whatsappOutbox } from '../../db/schema/whatsapp.ts'
import { inDays } from '../bids/bids.test-kit.ts'
import { REPLIES } from './inbound.ts'
import { createWhatsAppTestApp, e164, newMobile } from './whatsapp.test-kit.ts'

const kit = await createWhatsAppTestApp({ WHATSAPP_MONTHLY_CAP_PER_GROUP: '3' })
const { app, db, call, fake, optIn, postWebhook, settle, sentTo, statusOf } = kit
afterAll(() => fake.close())
const URL = 'https://bidfut.example'

beforeEach(async () => {
  await app.jobs.idle('whatsapp')
  await app.jobs.idle('whatsapp-events')
  fake.reset()
})

/** A team whose member opted in, and the BID opened by hand afterwards. */
async function openedWithOptIn() {
  const team = await kit.createTeam()
  const member = await optIn(team.member.token)
  const res = await call('POST', '/bids/create-bid', team.administrator.token, {
    dayOfMatch: inDays(3),
    location: 'Arena Central',
  })
  expect(res.statusCode).toBe(201)
  const { bidDayId, number } = res.json() as { bidDayId: number; number: number }
  await app.jobs.run('whatsapp')
  const [message] = sentTo(member.e164)
  expect(message, 'BID aberto by WhatsApp').toBeDefined()
  return { ...team, bidDayId, number, phone: member.e164, message: message! }
}

describe("'Receber avisos pelo WhatsApp': the person's own consent", () => {
  it('keeps the number in E.164 with the date and source, and the GET answers it', async () => {
    const { member } = await kit.createTeam()
    const before = await call('GET', '/profile/whatsapp', member.token)
    expect(before.json()).toMatchObject({ optIn: false, phone: null, available: true })
    const res = await call('PUT', '/profile/whatsapp', member.token, {
      optIn: true,
      phone: '(21) 99876-5432',
      source: 'entrada',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      optIn: true,
      phone: '+5521998765432',
      source: 'entrada',
      kindsOff: [],
    })
    expect(res.json().optedInAt).toEqual(expect.any(String))
    const read = await call('GET', '/profile/whatsapp', member.token)
    expect(read.json()).toEqual(res.json())
  })

  it('refuses a bad number, a missing one, unknown kinds and fields naming someone else', async () => {
    const { member, administrator } = await kit.createTeam()
    for (const body of [
      { optIn: true, phone: '1234' },
      { optIn: true, phone: 'x'.repeat(40) },
      { optIn: true },
      { optIn: true, phone: newMobile(), kindsOff: ['spam'] },
      { optIn: true, phone: newMobile(), playerId: member.member.playerId },
      { optIn: 'sim' },
    ]) {
      const res = await call('PUT', '/profile/whatsapp', administrator.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    // The organiser's tries opted nobody in, not even the organiser.
    expect(
      await db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.playerId, member.member.playerId!)),
    ).toEqual([])
  })
})

describe('BID aberto by WhatsApp, answered with one button', () => {
  it('sends the template to members who opted in, fitting its definition', async () => {
    const team = await kit.createTeam()
    await optIn(team.member.token)
    const off = await optIn(team.editor.token, newMobile(), { kindsOff: ['bid-opened'] })
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(res.statusCode).toBe(201)
    await app.jobs.run('whatsapp')
    expect(fake.violations).toEqual([])
    expect(fake.sent).toHaveLength(1)
    const [message] = fake.sent
    expect(message!.template).toBe('bidfut_bid_aberto')
    expect(message!.params.slice(0, 2)).toEqual(['Pelada de Teste', '1'])
    expect(message!.params[3]).toBe('Quadra do Teste')
    expect(Object.keys(message!.payloads)).toEqual(['Vou jogar', 'Não vou'])
    expect(sentTo(off.e164)).toEqual([])
    // Opaque and single-purpose: nothing in a payload names the BID or the person.
    for (const payload of Object.values(message!.payloads)) {
      expect(payload).not.toMatch(/\b1\b|bid|vou/i)
    }
  })

  it("'Vou jogar' confirms the person the message went to and replies with the outcome", async () => {
    const team = await openedWithOptIn()
    const tap = buttonTap(team.message, 'Vou jogar')
    const res = await postWebhook(tap)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true })
    // Meta retries the same delivery: kept once.
    expect((await postWebhook(tap)).statusCode).toBe(200)
    await settle()
    expect(await statusOf(team.bidDayId, team.member.member.id)).toBe('confirmed')
    const replies = sentTo(team.phone).filter((m) => m.text !== null)
    expect(replies).toHaveLength(1)
    expect(replies[0]!.text).toMatch(new RegExp(`^Confirmado no BID #${team.number} — `))
    // The other button of the same message is spent too: one answer per message.
    await postWebhook(buttonTap(team.message, 'Não vou'))
    await settle()
    expect(await statusOf(team.bidDayId, team.member.member.id)).toBe('confirmed')
    expect(sentTo(team.phone).at(-1)!.text).toBe(REPLIES.used)
    expect(fake.violations).toEqual([])
  })

  it('matches a Brazilian mobile arriving without its ninth digit', async () => {
    const team = await openedWithOptIn()
    const withoutNinth = team.phone.replace(/^\+55(\d{2})9/, '55$1')
    await postWebhook(buttonTap(team.message, 'Não vou', withoutNinth))
    await settle()
    expect(await statusOf(team.bidDayId, team.member.member.id)).toBe('absent')
  })

  it("refuses another number's tap, a stale payload and a BID that is over, changing nothing", async () => {
    const team = await openedWithOptIn()
    const stranger = e164(newMobile()).slice(1)
    await postWebhook(buttonTap(team.message, 'Vou jogar', stranger))
    await postWebhook(
      buttonTap({ ...team.message, payloads: { 'Vou jogar': 'forjado' } }, 'Vou jogar'),
    )
    await settle()
    expect(await statusOf(team.bidDayId, team.member.member.id)).toBe('waiting')
    const replies = fake.sent.filter((m) => m.text !== null).map((m) => m.text)
    expect(replies).toContain(REPLIES.foreignButton)
    expect(replies).toContain(REPLIES.staleButton)

    const cancel = await call(
      'DELETE',
      `/bids/delete-bid/${team.bidDayId}`,
      team.administrator.token,
    )
    expect(cancel.statusCode, cancel.body).toBe(200)
    await postWebhook(buttonTap(team.message, 'Vou jogar'))
    await settle()
    expect(sentTo(team.phone).at(-1)!.text).toBe('Este BID não está mais aberto.')
  })
})

describe('the other notices on WhatsApp', () => {
  it("'BID cancelado' goes to the confirmed players who opted in, no one else", async () => {
    const team = await openedWithOptIn()
    const editor = await optIn(team.editor.token)
    await postWebhook(buttonTap(team.message, 'Vou jogar'))
    await settle()
    const cancel = await call(
      'DELETE',
      `/bids/delete-bid/${team.bidDayId}`,
      team.administrator.token,
    )
    expect(cancel.statusCode, cancel.body).toBe(200)
    await app.jobs.run('whatsapp')
    const cancelled = fake.sent.filter((m) => m.template === 'bidfut_bid_cancelado')
    expect(cancelled.map((m) => `+${m.to}`)).toEqual([team.phone])
    expect(cancelled[0]!.params.slice(0, 2)).toEqual(['Pelada de Teste', String(team.number)])
    expect(sentTo(editor.e164).filter((m) => m.template === 'bidfut_bid_cancelado')).toEqual([])
    expect(fake.violations).toEqual([])
  })
})

describe('the webhook', () => {
  it("answers Meta's verification only with the verify token", async () => {
    const ok = await app.inject({
      url: `/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=12345`,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('12345')
    const wrong = await app.inject({
      url: '/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1',
    })
    expect(wrong.statusCode).toBe(403)
  })

  it('refuses unsigned, wrongly signed, malformed and oversized bodies, keeping nothing', async () => {
    const before = (await db.select().from(whatsappEvents)).length
    const good = textMessage('5511912345678', 'AJUDA')
    const cases = [
      { ...good, headers: { 'content-type': 'application/json' } },
      signedWebhook({ messages: [] }, 'outro-segredo'),
      { ...good, headers: { ...good.headers, 'x-hub-signature-256': 'sha256=zz' } },
      { body: good.body.replace('AJUDA', 'SAIR!'), headers: good.headers },
    ]
    for (const webhook of cases) expect((await postWebhook(webhook)).statusCode).toBe(401)
    const malformed = signedWebhook({ messages: [{ from: 'x', id: 1 }] })
    expect((await postWebhook(malformed)).statusCode).toBe(400)
    const huge = signedWebhook({ filler: 'x'.repeat(300 * 1024) })
    expect((await postWebhook(huge)).statusCode).toBe(413)
    const notJson = await app.inject({
      method: 'POST',
      url: '/v1/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
      payload: '{',
    })
    expect(notJson.statusCode).toBe(401)
    expect(await db.select().from(whatsappEvents)).toHaveLength(before)
  })

  it("answers SAIR (opting out at once), AJUDA, anything else, and numbers that are nobody's", async () => {
    const { member } = await kit.createTeam()
    const { e164: phone } = await optIn(member.token)
    const from = phone.slice(1)
    await postWebhook(textMessage(from, 'ajuda'))
    await postWebhook(textMessage(from, 'oi, tudo bem?'))
    await settle()
    await postWebhook(textMessage(from, 'Sair'))
    await settle()
    const stranger = e164(newMobile()).slice(1)
    await postWebhook(textMessage(stranger, 'oi'))
    await settle()
    const texts = fake.sent.map((m) => m.text)
    expect(texts).toEqual(
      expect.arrayContaining([
        REPLIES.help(URL),
        REPLIES.pointer(URL),
        REPLIES.optedOut(URL),
        REPLIES.unknownNumber(URL),
      ]),
    )
    const setting = await call('GET', '/profile/whatsapp', member.token)
    expect(setting.json()).toMatchObject({ optIn: false, source: 'whatsapp' })
  })

  it("keeps delivery statuses per message and sums them per notice for the BID's organisers", async () => {
    const team = await openedWithOptIn()
    await postWebhook(statusUpdate(team.message, 'read'))
    await postWebhook(statusUpdate(team.message, 'delivered'))
    await settle()
    const res = await call('GET', `/bids/${team.bidDayId}/whatsapp`, team.administrator.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().deliveries).toEqual([
      expect.objectContaining({ notice: 'bid-opened', delivered: 1, read: 1, failed: 0 }),
    ])
    expect(res.json().deliveries[0].summary).toBe('WhatsApp: 1 entregue, 1 lida')
    expect(
      (await call('GET', `/bids/${team.bidDayId}/whatsapp`, team.member.token)).statusCode,
    ).toBe(403)
    const other = await kit.createTeam('Outra Pelada')
    const foreign = await call('GET', `/bids/${team.bidDayId}/whatsapp`, other.administrator.token)
    expect(foreign.statusCode).toBe(404)
  })
})

describe('the outbox', () => {
  it("waits on 429 and Meta's rate codes, and gives up on undeliverable ones for the email", async () => {
    const team = await kit.createTeam()
    const member = await optIn(team.member.token)
    fake.failNext({ status: 429, code: 130429, retryAfter: 60 })
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3) })
    await app.jobs.run('whatsapp')
    const [row] = await db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.phone, member.e164))
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000)

    await db
      .update(whatsappOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(whatsappOutbox.id, row!.id))
    fake.failNext({ status: 400, code: 131026 })
    await app.jobs.run('whatsapp')
    const [dead] = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, row!.id))
    expect(dead).toMatchObject({ status: 'failed', delivery: 'failed' })
    const fallback = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `whatsapp-fallback:${row!.id}`))
    expect(fallback).toHaveLength(1)
    expect(fallback[0]!.textBody).toMatch(/o BID #1 está aberto/)
  })

  it('counts the month per group and stops at the cap, telling each organiser once', async () => {
    const team = await kit.createTeam()
    for (const who of [team.member, team.editor, team.manager, team.administrator]) {
      await optIn(who.token)
      await db.insert(pushSubscriptions).values({
        playerId: who.member.playerId!,
        endpoint: `https://fcm.googleapis.com/fcm/send/cap-${who.member.id}`,
        p256dh: 'p256dh',
        auth: 'auth',
        kinds: ['bid-opened'],
      })
    }
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3) })
    await app.jobs.run('whatsapp')
    // The file's cap is 3 (createWhatsAppTestApp's env below): the fourth went by email and push.
    const usage = await call('GET', '/group-settings/whatsapp-usage', team.administrator.token)
    expect(usage.json()).toMatchObject({ available: true, messages: 3, cap: 3 })
    const told = (await db.select().from(emailOutbox)).filter(
      (e) => e.companyId === team.group.id && e.subject.startsWith('Limite mensal'),
    )
    // Each organiser once (administrator, manager, editor), however many messages stopped.
    expect(new Set(told.map((e) => e.toAddress)).size).toBe(3)
    expect(told).toHaveLength(3)
    // The stopped one's notice went by push instead (no email on these memberships).
    const capped = await db
      .select()
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.companyId, team.group.id), eq(whatsappOutbox.status, 'failed')))
    expect(capped).toHaveLength(1)
    const fallback = await db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.dedupeKey, `whatsapp-fallback:${capped[0]!.id}`))
    expect(fallback).toHaveLength(1)
  })
})
