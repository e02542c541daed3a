import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bidDays, reminderLinks } from '../../db/schema/bids.ts'
import { clock } from '../../lib/clock.ts'
import { hashToken } from '../../lib/tokens.ts'
import { createRemindersTestApp, GAME, KICK_OFF, schedulerFor, utc } from './reminders.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createRemindersTestApp()
const { app, db, call, reminded, answer } = kit

const UNSUBSCRIBED = 'Pronto: você não vai mais receber lembretes desta pelada.'
const TUESDAY_AFTERNOON = utc('2030-11-26T18:00:00')

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(TUESDAY_AFTERNOON)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const landing = (token: string) => app.inject({ method: 'GET', url: `/v1/reminders/${token}` })
const unknownToken = 'A'.repeat(43)

describe('GET /v1/reminders/:token', () => {
  it('shows the landing page what the link is about, without changing anything', async () => {
    const team = await reminded('Pelada da Página')
    const res = await landing(team.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      groupName: 'Pelada da Página',
      playerName: team.member.member.nickname,
      bidNumber: 7,
      dayOfMatch: GAME,
      location: 'Campo',
      status: 'waiting',
      confirmedCount: 0,
      slots: 24,
      usable: true,
      checkInBlock: null,
      severalOpen: false,
    })
    const [link] = await kit.linksOf(team.bid.id)
    expect(link!.usedAt).toBeNull()
  })

  it('answers 404 to an unknown token and 400 to a malformed one', async () => {
    const unknown = await landing(unknownToken)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual(errorBody({ message: 'Link inválido ou expirado.' }))
    const malformed = await landing('curto')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('Link inválido.')
  })

  it('says the link is no longer usable once the game started', async () => {
    const team = await reminded('Pelada Começada')
    vi.spyOn(clock, 'now').mockReturnValue(KICK_OFF)
    expect((await landing(team.token)).json().usable).toBe(false)
  })
})

describe('POST /v1/reminders/:token/answer', () => {
  it("'vou' checks the member in with the check-in screen's words, once", async () => {
    const team = await reminded('Pelada do Vou')
    const before = await kit.bidRow(team.bid.id)
    const res = await answer(team.token, 'vou')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Check-in realizado com sucesso!',
      status: 'confirmed',
      remindersEnabled: true,
    })
    expect((await team.entry())?.status).toBe('confirmed')
    expect((await kit.bidRow(team.bid.id)).version).toBe(before.version + 1)
    const [link] = await kit.linksOf(team.bid.id)
    expect(link!.usedAt).toEqual(TUESDAY_AFTERNOON)
    expect(await (await landing(team.token)).json()).toMatchObject({
      status: 'confirmed',
      confirmedCount: 1,
      usable: false,
    })

    for (const again of ['vou', 'nao-vou']) {
      const second = await answer(team.token, again)
      expect(second.statusCode).toBe(409)
      expect(second.json()).toEqual(errorBody({ message: 'Este link já foi usado.' }))
    }
    expect((await team.entry())?.status).toBe('confirmed')
  })

  it("'nao-vou' records the absence, even for someone who had checked in", async () => {
    const team = await reminded('Pelada do Não Vou', 'confirmed')
    const res = await answer(team.token, 'nao-vou')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Ausência registrada.', status: 'absent' })
    expect(await team.entry()).toMatchObject({ status: 'absent', confirmedAt: null })
  })

  it('refuses the answer already given, as check-in does, and keeps the link', async () => {
    const team = await reminded('Pelada Repetida', 'confirmed')
    const res = await answer(team.token, 'vou')
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Você já fez check-in neste BID.')
    expect((await answer(team.token, 'nao-vou')).statusCode).toBe(200)
  })

  it('shows the live BID the change at once', async () => {
    const team = await reminded('Pelada ao Vivo')
    const first = await call('GET', '/bids/current-bid', team.administrator.token)
    const etag = first.headers.etag as string
    expect((await answer(team.token, 'vou')).statusCode).toBe(200)
    const next = await call('GET', '/bids/current-bid', team.administrator.token, undefined, {
      'if-none-match': etag,
    })
    expect(next.statusCode).toBe(200)
    expect(next.json().totalConfirmed).toBe(1)
    expect(next.json().monthly).toEqual([
      expect.objectContaining({ companyPlayerId: team.member.member.id, status: 'confirmed' }),
    ])
  })

  it("puts 'vou' on a full BID in the waiting list, by the check-in's rule", async () => {
    const team = await reminded('Pelada Lotada')
    const craques = []
    for (let i = 0; i < 24; i++) {
      const craque = await kit.addMember(team.group.id, { fullName: `Craque ${i}` })
      await kit.putInBid(team.bid.id, craque.member, 'confirmed')
      craques.push(craque)
    }
    const late = await kit.addMember(team.group.id, { fullName: 'Atrasado' })
    await kit.putInBid(team.bid.id, late.member, 'waiting')
    const checkIn = await call(
      'PUT',
      `/bids/update-status-player/${team.bid.id}/${late.member.id}`,
      late.token,
      { status: 'confirmed' },
    )
    expect(checkIn.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 })

    const res = await answer(team.token, 'vou')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'BID lotado: você entrou na lista de espera (2º lugar).',
      status: 'waitlisted',
    })
    expect((await team.entry())?.status).toBe('waitlisted')

    // The first in line, not the reminder's answer, takes the slot that opens.
    const leaver = craques[0]!
    const leave = await call(
      'PUT',
      `/bids/update-status-player/${team.bid.id}/${leaver.member.id}`,
      leaver.token,
      { status: 'waiting' },
    )
    expect(leave.statusCode).toBe(200)
    expect((await kit.entryOf(team.bid.id, late.member.id))?.status).toBe('confirmed')
    expect((await team.entry())?.status).toBe('waitlisted')
  })

  it('refuses after kick-off', async () => {
    const team = await reminded('Pelada Passada')
    vi.spyOn(clock, 'now').mockReturnValue(KICK_OFF)
    const res = await answer(team.token, 'vou')
    expect(res.statusCode).toBe(410)
    expect(res.json()).toEqual(
      errorBody({ message: 'O prazo para responder terminou: o jogo já começou.' }),
    )
    expect((await team.entry())?.status).toBe('waiting')
  })

  it('refuses when the BID moved to an earlier kick-off that has passed', async () => {
    const team = await reminded('Pelada Antecipada')
    await db
      .update(bidDays)
      .set({ dayOfMatch: '2030-11-26T14:00:00' })
      .where(eq(bidDays.id, team.bid.id))
    expect((await answer(team.token, 'vou')).statusCode).toBe(410)
  })

  it('refuses once the BID is no longer open', async () => {
    const team = await reminded('Pelada Fechada')
    await db.update(bidDays).set({ status: 'finished' }).where(eq(bidDays.id, team.bid.id))
    const res = await answer(team.token, 'vou')
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Este BID não está mais aberto.')
  })

  it("'sair' stops reminders for that pelada, even after the link was used or expired", async () => {
    const team = await reminded('Pelada do Sair')
    await answer(team.token, 'vou')
    vi.spyOn(clock, 'now').mockReturnValue(new Date(KICK_OFF.getTime() + 86_400_000))
    const res = await answer(team.token, 'sair')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: UNSUBSCRIBED,
      status: 'confirmed',
      remindersEnabled: false,
    })
    expect((await kit.membership(team.member.member.id)).reminderEmails).toBe(false)
    const setting = await call('GET', '/profile/reminder-emails', team.member.token)
    expect(setting.json()).toEqual({ receiveReminderEmails: false })
  })

  it('refuses an unknown answer or token', async () => {
    const team = await reminded('Pelada Confusa')
    const bad = await answer(team.token, 'talvez')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Resposta inválida')
    expect((await answer(unknownToken, 'vou')).statusCode).toBe(404)
  })
})

describe('POST /v1/reminders/:token/unsubscribe (RFC 8058 one-click)', () => {
  it('accepts the form post mail apps send and stops reminders', async () => {
    const team = await reminded('Pelada do Clique')
    const res = await app.inject({
      method: 'POST',
      url: `/v1/reminders/${team.token}/unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: UNSUBSCRIBED })
    expect((await kit.membership(team.member.member.id)).reminderEmails).toBe(false)

    // The next BID's reminders skip the member.
    await db.update(bidDays).set({ status: 'finished' }).where(eq(bidDays.id, team.bid.id))
    const next = await kit.insertBid(team.group.id, {
      dayOfMatch: '2030-12-05T20:00:00',
      number: 8,
    })
    await kit.putInBid(next.id, team.member.member, 'waiting')
    await schedulerFor(db).scheduler.runOnce(utc('2030-12-03T12:00:00'))
    expect(await kit.queued(`reminder:${next.id}:`)).toEqual([])
  })

  it("shows on the member's own screen at once, though no signed-in caller made it", async () => {
    const team = await reminded('Pelada do Ajuste')
    const setting = async () =>
      (await call('GET', '/profile/reminder-emails', team.member.token)).json()
    // The second read is the member read cache's (ADR 013); the clock stands still here.
    expect(await setting()).toEqual({ receiveReminderEmails: true })
    expect(await setting()).toEqual({ receiveReminderEmails: true })
    const res = await app.inject({ method: 'POST', url: `/v1/reminders/${team.token}/unsubscribe` })
    expect(res.statusCode).toBe(200)
    expect(await setting()).toEqual({ receiveReminderEmails: false })
  })

  it('also takes multipart and empty bodies, and 404s an unknown token', async () => {
    const team = await reminded('Pelada Multipart')
    const boundary = 'x-bidfut'
    const multipart = await app.inject({
      method: 'POST',
      url: `/v1/reminders/${team.token}/unsubscribe`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(multipart.statusCode).toBe(200)
    const empty = await app.inject({
      method: 'POST',
      url: `/v1/reminders/${team.token}/unsubscribe`,
    })
    expect(empty.statusCode).toBe(200)
    const unknown = await app.inject({
      method: 'POST',
      url: `/v1/reminders/${unknownToken}/unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('never stores the token itself', async () => {
    const team = await reminded('Pelada Segura')
    const rows = await db
      .select()
      .from(reminderLinks)
      .where(eq(reminderLinks.bidDayId, team.bid.id))
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(team.token)])
  })
})

describe('GET|PUT /v1/profile/reminder-emails', () => {
  it("is each member's own choice for the pelada they are signed in to", async () => {
    const team = await kit.createTeam('Pelada das Preferências')
    const url = '/profile/reminder-emails'
    expect((await call('GET', url, team.member.token)).json()).toEqual({
      receiveReminderEmails: true,
    })
    const off = await call('PUT', url, team.member.token, { receiveReminderEmails: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ receiveReminderEmails: false })
    expect((await kit.membership(team.member.member.id)).reminderEmails).toBe(false)
    expect((await kit.membership(team.administrator.member.id)).reminderEmails).toBe(true)
    expect((await call('GET', url, team.member.token)).json()).toEqual({
      receiveReminderEmails: false,
    })
    const on = await call('PUT', url, team.editor.token, { receiveReminderEmails: true })
    expect(on.json()).toEqual({ receiveReminderEmails: true })

    const bad = await call('PUT', url, team.member.token, { receiveReminderEmails: 'sim' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Informe se deseja receber lembretes')
    expect((await call('GET', url)).statusCode).toBe(401)
  })
})
