import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { buttonTap, statusUpdate } from '../../../test/fake-whatsapp-cloud.ts'
import { bidPlayers } from '../../db/schema/bids.ts'
import { charges } from '../../db/schema/finance.ts'
import { emailOutbox, pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import { craquePolls, craqueVotes } from '../../db/schema/results.ts'
import { whatsappOutbox } from '../../db/schema/whatsapp.ts'
import { inDays } from '../bids/bids.test-kit.ts'
import { buildApp } from '../../app.ts'
import { createNotices } from '../notices/notices.ts'
import { CRAQUE_PAGE } from '../notices/kinds/craque-elected.ts'
import { fakeWeather, forecastWith, GAME, REMINDER_DUE } from '../reminders/reminders.test-kit.ts'
import { createReminderPlanner } from '../reminders/reminder-planner.ts'
import { REPLIES } from './inbound.ts'
import { createWhatsAppTestApp } from './whatsapp.test-kit.ts'

// Every notice kind that goes by WhatsApp, there instead of (not beside) its email and push.
const kit = await createWhatsAppTestApp()
const { app, db, call, fake, optIn, postWebhook, settle, sentTo, statusOf } = kit
afterAll(() => fake.close())

beforeEach(async () => {
  await app.jobs.idle('whatsapp')
  await app.jobs.idle('whatsapp-events')
  fake.reset()
})

const emailsKeyed = (prefix: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${prefix}%`))

let sequence = 0
/** A team, with one member who opted in to WhatsApp and one who did not, both with an email. */
async function teamWithOptIn() {
  const team = await kit.createTeam()
  sequence += 1
  const add = (fullName: string, email: string) =>
    kit.addMember(team.group.id, { fullName, email: `${email}.${sequence}@teste.com` })
  const onWhatsApp = await add('Wagner Zap', 'zap')
  const byEmail = await add('Elisa Email', 'email')
  const { e164: phone } = await optIn(onWhatsApp.token)
  const device = await deviceOf(onWhatsApp.member.playerId!)
  return { ...team, onWhatsApp: onWhatsApp.member, byEmail: byEmail.member, phone, device }
}

/** A device of the account that wants every kind of push. */
async function deviceOf(playerId: number) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      playerId,
      endpoint: `https://fcm.googleapis.com/fcm/send/wa-${playerId}-${Math.random()}`,
      p256dh: 'p256dh',
      auth: 'auth',
      kinds: ['bid-opened', 'reminder', 'bid-changed', 'charge', 'craque-vote'],
    })
    .returning()
  return row!
}
const pushesTo = (subscriptionId: number) =>
  db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId))

describe('the lembrete with the weather', () => {
  it("goes by WhatsApp with the forecast, its 'Vou jogar' confirms, and no email or push goes", async () => {
    const team = await teamWithOptIn()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: GAME, number: 12 })
    await kit.putInBid(bid.id, team.onWhatsApp)
    await kit.putInBid(bid.id, team.byEmail)
    const planner = createReminderPlanner({
      db,
      weather: fakeWeather(forecastWith(30)),
      publicUrl: 'https://bidfut.example',
      notices: createNotices({ whatsapp: true }),
    })
    expect(await planner.queueDueReminders(REMINDER_DUE)).toBe(2)
    expect(await planner.queueDueReminders(REMINDER_DUE)).toBe(0)
    await app.jobs.run('whatsapp')
    expect(fake.violations).toEqual([])
    const [message] = sentTo(team.phone)
    expect(message!.template).toBe('bidfut_lembrete')
    expect(message!.params.slice(0, 2)).toEqual(['Pelada de Teste', '12'])
    expect(message!.params[4]).toBe('23 °C, Parcialmente nublado, chuva 30 %')
    expect(Object.keys(message!.payloads)).toEqual(['Vou jogar', 'Não vou'])
    // Once, on WhatsApp: that member's email and push are left out; the other's email goes.
    const reminders = await emailsKeyed(`reminder:${bid.id}:`)
    expect(reminders.map((e) => e.toAddress)).toEqual([team.byEmail.email])
    expect(await pushesTo(team.device.id)).toEqual([])

    await postWebhook(buttonTap(message!, 'Vou jogar'))
    await settle()
    expect(await statusOf(bid.id, team.onWhatsApp.id)).toBe('confirmed')
    expect(sentTo(team.phone).at(-1)!.text).toMatch(/^Confirmado no BID #12 — /)
  })
})

describe('the cobrança', () => {
  it("carries the Pix code, and 'Já paguei' reports the charge as the app's button does", async () => {
    const team = await teamWithOptIn()
    const { phone } = team
    const settings = await call('PUT', '/finance/settings', team.administrator.token, {
      pixKeyType: 'cpf',
      pixKey: '529.982.247-25',
      receiverName: 'Tesouraria da Pelada',
      receiverCity: 'São Paulo',
      monthlyFeeCents: null,
      gameFeeCents: null,
      dueDay: 10,
      courtCostCents: null,
    })
    expect(settings.statusCode, settings.body).toBe(200)
    const [charge] = await db
      .insert(charges)
      .values({
        companyId: team.group.id,
        companyPlayerId: team.onWhatsApp.id,
        kind: 'one_off',
        description: 'Camisas novas',
        amountCents: 4550,
        dueDate: '2020-01-10',
      })
      .returning()
    const remind = await call('POST', '/finance/remind', team.administrator.token)
    expect(remind.statusCode, remind.body).toBe(200)
    expect(remind.json()).toMatchObject({ byWhatsApp: 1, emailed: 0, notReminded: 0 })
    expect(await emailsKeyed(`charge-reminder:${charge!.id}:`)).toEqual([])
    expect(await pushesTo(team.device.id)).toEqual([])
    await app.jobs.run('whatsapp')
    expect(fake.violations).toEqual([])
    const [message] = sentTo(phone)
    expect(message!.template).toBe('bidfut_cobranca')
    expect(message!.params.slice(0, 4)).toEqual([
      'Pelada de Teste',
      'Camisas novas',
      '45,50',
      '10/01',
    ])
    expect(message!.params[4]).toMatch(/^000201.*br\.gov\.bcb\.pix.*BIDFUT/)

    await postWebhook(buttonTap(message!, 'Já paguei'))
    await settle()
    const [reported] = await db.select().from(charges).where(eq(charges.id, charge!.id))
    expect(reported).toMatchObject({ status: 'reported' })
    expect(sentTo(phone).at(-1)!.text).toBe(
      'Pagamento informado: Camisas novas, R$ 45,50. A organização vai conferir e confirmar.',
    )
    // Paid meanwhile: the button says so and changes nothing.
    await db.update(charges).set({ status: 'paid' }).where(eq(charges.id, charge!.id))
    await postWebhook(buttonTap(message!, 'Já paguei'))
    await settle()
    expect(sentTo(phone).at(-1)!.text).toBe('Esta cobrança já está paga.')
  })
})

describe('the craque', () => {
  it("tells the BID's confirmed players who opted in, with a URL button to its page", async () => {
    const team = await teamWithOptIn()
    const { phone } = team
    const bid = await kit.insertBid(team.group.id, {
      dayOfMatch: inDays(-1),
      number: 9,
      status: 'finished',
    })
    await kit.putInBid(bid.id, team.onWhatsApp, 'confirmed')
    await kit.putInBid(bid.id, team.byEmail, 'confirmed')
    await db.insert(craquePolls).values({
      bidDayId: bid.id,
      companyId: team.group.id,
      closesAt: new Date(Date.now() - 60_000),
    })
    await db.insert(craqueVotes).values({
      bidDayId: bid.id,
      companyId: team.group.id,
      voterId: team.onWhatsApp.id,
      candidateId: team.byEmail.id,
    })
    expect(await app.jobs.run('craque-closing', new Date())).toMatchObject({ closed: 1 })
    await app.jobs.run('whatsapp')
    expect(fake.violations).toEqual([])
    const [message] = sentTo(phone)
    expect(message!.template).toBe('bidfut_craque')
    expect(message!.params).toEqual([
      'Pelada de Teste',
      '9',
      team.byEmail.nickname || team.byEmail.fullName,
    ])
    expect(fake.sent.filter((m) => m.template === 'bidfut_craque')).toHaveLength(1)
    expect(message!.urlParam).toBe(CRAQUE_PAGE)
  })
})

describe("the BID's opening for the mensalistas (ADR 060)", () => {
  it("confirmed automatically: its 'Não vou' answers that BID; the furão hears why; each once", async () => {
    const team = await teamWithOptIn()
    const group = team.group.id
    const furao = await kit.addMember(group, { fullName: 'Fura Zap', email: `fura.${group}@t.com` })
    const { e164: furaoPhone } = await optIn(furao.token)
    // Chose WhatsApp but turned this kind off: the email, as before.
    const quiet = await kit.addMember(group, { fullName: 'Quieto', email: `q.${group}@t.com` })
    const { e164: quietPhone } = await optIn(quiet.token, undefined, {
      kindsOff: ['auto-confirmed'],
    })
    const played = await kit.insertBid(group, { dayOfMatch: inDays(-3), status: 'finished' })
    await kit.putInBid(played.id, furao.member, 'absent')
    await db
      .update(bidPlayers)
      .set({ missed: 'no_show' })
      .where(eq(bidPlayers.companyPlayerId, furao.member.id))
    const saved = await kit.changeSettings(team.administrator.token, {
      autoConfirmMonthly: true,
      furaoRule: { absences: 1, weeks: 4 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const open = async (days: number) => {
      const res = await call('POST', '/bids/create-bid', team.administrator.token, {
        dayOfMatch: inDays(days),
      })
      expect(res.statusCode, res.body).toBe(201)
      return res.json() as { bidDayId: number; number: number }
    }
    const first = await open(3)
    const second = await open(4)
    expect(await statusOf(first.bidDayId, team.onWhatsApp.id)).toBe('confirmed')
    // On WhatsApp, not by email nor push: the opening's own push leaves that account out too.
    const autoEmails = (await emailsKeyed(`auto-confirmed:${first.bidDayId}:`)).map(
      (e) => e.toAddress,
    )
    expect(autoEmails).toEqual(expect.arrayContaining([team.byEmail.email, quiet.member.email]))
    expect(autoEmails).not.toContain(team.onWhatsApp.email)
    expect(await emailsKeyed(`guarantee-lost:`)).toEqual([])
    expect(await pushesTo(team.device.id)).toEqual([])

    await app.jobs.run('whatsapp')
    await app.jobs.run('whatsapp')
    expect(fake.violations).toEqual([])
    const mine = sentTo(team.phone)
    expect(mine.map((m) => m.template)).toEqual([
      'bidfut_confirmado_automaticamente',
      'bidfut_confirmado_automaticamente',
    ])
    expect(mine[0]!.params.slice(0, 2)).toEqual(['Pelada de Teste', String(first.number)])
    expect(Object.keys(mine[0]!.payloads)).toEqual(['Não vou'])
    // The furão: why, and the opening's 'Vai jogar?' like any other member; once per BID.
    const furaoGot = sentTo(furaoPhone).map((m) => m.template)
    expect(furaoGot.sort()).toEqual(
      [
        'bidfut_bid_aberto',
        'bidfut_bid_aberto',
        'bidfut_sem_vaga_garantida',
        'bidfut_sem_vaga_garantida',
      ].sort(),
    )
    const why = sentTo(furaoPhone).find((m) => m.template === 'bidfut_sem_vaga_garantida')!
    expect(why.params[3]).toMatch(/^1 falta sem avisar nas últimas 4 semanas \(BID #\d+\)$/)
    expect(sentTo(quietPhone).map((m) => m.template)).toEqual([
      'bidfut_bid_aberto',
      'bidfut_bid_aberto',
    ])

    // 'Não vou' on the first BID's message answers that BID, not the other.
    await postWebhook(buttonTap(mine[0]!, 'Não vou'))
    await settle()
    expect(await statusOf(first.bidDayId, team.onWhatsApp.id)).toBe('absent')
    expect(await statusOf(second.bidDayId, team.onWhatsApp.id)).toBe('confirmed')
    await postWebhook(buttonTap(mine[0]!, 'Não vou'))
    await settle()
    expect(sentTo(team.phone).at(-1)!.text).toBe(REPLIES.used)
  })
})

describe('a skipped date (ADR 061)', () => {
  const GAME_DATE = '2030-11-28'
  it('goes after its hold, once, to whoever chose it; taken back later, they hear the correction', async () => {
    const team = await teamWithOptIn()
    await kit.thursdaysAgenda(team.administrator.token)
    // Confirmed in the date's open BID: 'BID cancelado' tells them, the skip's notice does not.
    const cancelled = await kit.addMember(team.group.id, { fullName: 'Confirmado Zap' })
    const { e164: cancelledPhone } = await optIn(cancelled.token)
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: `${GAME_DATE}T20:00:00` })
    await kit.putInBid(bid.id, cancelled.member, 'confirmed')
    const skip = () =>
      call('POST', '/groups/schedule/skips', team.manager.token, {
        localDate: GAME_DATE,
        reason: 'feriado    nacional',
      })
    const unskip = () => call('DELETE', `/groups/schedule/skips/${GAME_DATE}`, team.manager.token)
    const skipRows = () =>
      db.select().from(whatsappOutbox).where(like(whatsappOutbox.dedupeKey, 'date-%'))
    const release = () =>
      db
        .update(whatsappOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(like(whatsappOutbox.dedupeKey, 'date-%'))

    const skipped = await skip()
    expect(skipped.statusCode, skipped.body).toBe(200)
    expect(await skip().then((res) => res.statusCode)).toBe(200)
    const rows = await skipRows()
    expect(rows.map((row) => row.companyPlayerId)).toEqual([team.onWhatsApp.id])
    expect(rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000)
    const emailed = await emailsKeyed(`date-skipped:${team.group.id}:`)
    expect(emailed.map((e) => e.toAddress)).toContain(team.byEmail.email)
    expect(emailed.map((e) => e.toAddress)).not.toContain(team.onWhatsApp.email)
    expect(await pushesTo(team.device.id)).toEqual([])
    await app.jobs.run('whatsapp')
    expect(sentTo(team.phone)).toEqual([])
    expect(sentTo(cancelledPhone).map((m) => m.template)).toEqual(['bidfut_bid_cancelado'])

    // Taken back within the hold: nobody hears anything.
    expect((await unskip()).statusCode).toBe(200)
    expect(await skipRows()).toEqual([])
    await app.jobs.run('whatsapp')
    expect(sentTo(team.phone)).toEqual([])

    // Skipped again and told after the hold; taken back then, the correction follows.
    expect((await skip()).statusCode).toBe(200)
    await release()
    await app.jobs.run('whatsapp')
    expect(fake.violations).toEqual([])
    const [told] = sentTo(team.phone)
    expect(told!.template).toBe('bidfut_sem_jogo')
    expect(told!.params).toEqual([
      'Pelada de Teste',
      'na quinta, 28/11 às 20:00',
      'Motivo: feriado nacional.',
    ])
    expect(Object.keys(told!.payloads)).toEqual([])
    expect((await unskip()).statusCode).toBe(200)
    await release()
    await app.jobs.run('whatsapp')
    expect(fake.violations).toEqual([])
    expect(sentTo(team.phone).map((m) => m.template)).toEqual([
      'bidfut_sem_jogo',
      'bidfut_jogo_de_volta',
    ])
    expect(sentTo(team.phone)[1]!.params).toEqual(['Pelada de Teste', 'na quinta, 28/11 às 20:00'])
    expect(await emailsKeyed(`date-unskipped:${team.group.id}:`)).toEqual([])
    expect(sentTo(cancelledPhone)).toHaveLength(1)
  })
})

describe('WhatsApp instead of email and push', () => {
  it('falls back to email and push when a message fails for good, once, whoever reports it', async () => {
    const team = await teamWithOptIn()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(3), number: 4 })
    await kit.putInBid(bid.id, team.onWhatsApp, 'confirmed')
    await kit.putInBid(bid.id, team.byEmail, 'confirmed')
    const cancel = await call('DELETE', `/bids/delete-bid/${bid.id}`, team.administrator.token)
    expect(cancel.statusCode, cancel.body).toBe(200)
    // Queued: WhatsApp for the one who chose it, email for the other; no push to the first.
    const cancelled = await emailsKeyed(`bid-cancelled:${bid.id}:`)
    expect(cancelled.map((e) => e.toAddress)).toEqual([team.byEmail.email])
    expect(await pushesTo(team.device.id)).toEqual([])

    fake.failNext({ status: 400, code: 131026 })
    await app.jobs.run('whatsapp')
    const [row] = await db
      .select()
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.phone, team.phone), eq(whatsappOutbox.bidDayId, bid.id)))
    expect(row).toMatchObject({ status: 'failed' })
    const fallback = await emailsKeyed(`whatsapp-fallback:${row!.id}`)
    expect(fallback.map((e) => e.toAddress)).toEqual([team.onWhatsApp.email])
    expect(fallback[0]!.textBody).toMatch(/o BID #4 de .* foi cancelado/)
    const pushed = await pushesTo(team.device.id)
    expect(pushed.map((p) => p.dedupeKey)).toEqual([`whatsapp-fallback:${row!.id}`])
  })

  it("falls back when Meta reports a sent message 'failed', and a second report adds nothing", async () => {
    const team = await teamWithOptIn()
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(res.statusCode).toBe(201)
    await app.jobs.run('whatsapp')
    const [message] = sentTo(team.phone)
    for (let i = 0; i < 2; i++) {
      await postWebhook(statusUpdate(message!, 'failed'))
      await settle()
    }
    const [row] = await db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.wamid, message!.wamid))
    expect(await emailsKeyed(`whatsapp-fallback:${row!.id}`)).toHaveLength(1)
    expect(await pushesTo(team.device.id)).toHaveLength(1)
  })

  it('keeps email and push as they were in an app without the channel, beside one with it', async () => {
    const team = await teamWithOptIn()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(3) })
    const other = await kit.insertBid(team.group.id, { dayOfMatch: inDays(4), number: 2 })
    await kit.putInBid(bid.id, team.onWhatsApp, 'confirmed')
    await kit.putInBid(other.id, team.onWhatsApp, 'confirmed')
    // A second app in this process, on the same database, configured without WhatsApp.
    const off = await buildApp({
      config: { ...kit.config, whatsapp: undefined },
      database: kit.database,
    })
    try {
      const cancel = await off.inject({
        method: 'DELETE',
        url: `/v1/bids/delete-bid/${bid.id}`,
        headers: { authorization: `Bearer ${team.administrator.token}` },
      })
      expect(cancel.statusCode, cancel.body).toBe(200)
    } finally {
      await off.close()
    }
    const cancelled = await emailsKeyed(`bid-cancelled:${bid.id}:`)
    expect(cancelled.map((e) => e.toAddress)).toEqual([team.onWhatsApp.email])
    expect(await pushesTo(team.device.id)).toHaveLength(1)
    expect(
      await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.bidDayId, bid.id)),
    ).toEqual([])
    // This app, meanwhile, still sends it by WhatsApp.
    const cancel = await call('DELETE', `/bids/delete-bid/${other.id}`, team.administrator.token)
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await emailsKeyed(`bid-cancelled:${other.id}:`)).toEqual([])
    const rows = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.bidDayId, other.id))
    expect(rows.map((row) => row.template)).toEqual(['bidfut_bid_cancelado'])
  })
})

describe("'Receber avisos pelo WhatsApp' at join", () => {
  it('is offered by the invite where the server sends WhatsApp; the tap is the same PUT', async () => {
    const team = await kit.createTeam()
    const link = await call('GET', '/company-players/invite-link', team.administrator.token)
    const convite = new URL(link.json().url as string).pathname.split('/').at(-1)!
    const invite = await app.inject({ url: `/v1/accounts/invite/${convite}` })
    expect(invite.json()).toMatchObject({ whatsappAvailable: true })
    // Joined, the person's own tick: /perfil's PUT with the join as its source.
    const joined = await kit.addMember(team.group.id, { fullName: 'Nova Jogadora' })
    const res = await call('PUT', '/profile/whatsapp', joined.token, {
      optIn: true,
      phone: '(21) 99876-5432',
      source: 'entrada',
    })
    expect(res.json()).toMatchObject({ optIn: true, phone: '+5521998765432', source: 'entrada' })
  })
})
