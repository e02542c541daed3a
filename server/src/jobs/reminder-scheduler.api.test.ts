import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { startFakeOpenMeteo } from '../../test/fake-open-meteo.ts'
import { bidDays } from '../db/schema/bids.ts'
import { companies } from '../db/schema/groups.ts'
import { companyPlayers } from '../db/schema/memberships.ts'
import { clock } from '../lib/clock.ts'
import { hashToken } from '../lib/tokens.ts'
import { createWeatherService } from '../modules/weather/weather.service.ts'
import {
  createRemindersTestApp,
  fakeWeather,
  forecastWith,
  GAME,
  KICK_OFF,
  PUBLIC_URL,
  RAIN_CHECK_DUE,
  REMINDER_DUE,
  schedulerFor,
  tokenIn,
  utc,
} from '../modules/reminders/reminders.test-kit.ts'

const kit = await createRemindersTestApp()
const { db } = kit
const minute = 60_000
const before = (instant: Date, ms: number) => new Date(instant.getTime() - ms)
const after = (instant: Date, ms: number) => new Date(instant.getTime() + ms)

afterEach(() => {
  vi.restoreAllMocks()
})

/** A BID on GAME with one waiting member who can be reminded. */
async function bidWithOnePlayer(name: string, dayOfMatch = GAME) {
  const team = await kit.groupWithBid(name, 7, dayOfMatch)
  await kit.putInBid(team.bid.id, team.member.member, 'waiting')
  return team
}

describe('the reminder two days before the game', () => {
  it('goes at 09:00 São Paulo time, not a minute earlier, to every member who can go', async () => {
    const team = await kit.groupWithBid('Pelada das Nove')
    const add = (options: Parameters<typeof kit.addMember>[1]) =>
      kit.addMember(team.group.id, options)
    const waiting = team.member.member
    const confirmed = (await add({ fullName: 'Confirmado' })).member
    const absent = (await add({ fullName: 'Ausente' })).member
    const hurt = (await add({ fullName: 'Lesionado' })).member
    const optedOut = (await add({ fullName: 'Sem Lembretes' })).member
    const inactive = (await add({ fullName: 'Inativo', status: 0 })).member
    const removed = (await add({ fullName: 'Removido' })).member
    const noEmail = (await add({ fullName: 'Sem Email', activated: false, email: null })).member
    await add({ fullName: 'Fora do BID' })
    await kit.putInBid(team.bid.id, waiting, 'waiting')
    await kit.putInBid(team.bid.id, confirmed, 'confirmed')
    await kit.putInBid(team.bid.id, absent, 'absent')
    await kit.putInBid(team.bid.id, hurt, 'hurt')
    for (const member of [optedOut, inactive, removed, noEmail]) {
      await kit.putInBid(team.bid.id, member, 'waiting')
    }
    await db
      .update(companyPlayers)
      .set({ reminderEmails: false })
      .where(eq(companyPlayers.id, optedOut.id))
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, removed.id))
    const { scheduler, emailOutboxTrigger, weather } = schedulerFor(db)

    expect(await scheduler.runOnce(before(REMINDER_DUE, minute))).toMatchObject({
      reminders: 0,
      rainAlerts: 0,
    })
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toEqual([])
    expect(emailOutboxTrigger).not.toHaveBeenCalled()

    expect(await scheduler.runOnce(REMINDER_DUE)).toMatchObject({ reminders: 2, rainAlerts: 0 })
    const rows = await kit.queued(`reminder:${team.bid.id}:`)
    expect(rows.map((r) => r.dedupeKey)).toEqual([
      `reminder:${team.bid.id}:${waiting.id}:${GAME}`,
      `reminder:${team.bid.id}:${confirmed.id}:${GAME}`,
    ])
    expect(rows.map((r) => r.toAddress)).toEqual([waiting.email, confirmed.email])
    expect(rows[0]).toMatchObject({
      subject: 'Lembrete: BID #7 na quinta, 28/11 às 20:00',
      companyId: team.group.id,
      status: 'pending',
    })
    expect(rows[0]!.textBody).toContain('Seu status: Pendente')
    expect(rows[1]!.textBody).toContain('Seu status: Confirmado')
    expect(rows[0]!.textBody).toContain('Confirmados: 1/24')
    expect(emailOutboxTrigger).toHaveBeenCalledTimes(1)
    expect(weather.forecastForGame).toHaveBeenCalledWith({
      companyId: team.group.id,
      dayOfMatch: GAME,
    })

    // Each email carries its own link; the database keeps only the hash, valid until kick-off.
    const links = await kit.linksOf(team.bid.id)
    expect(links).toHaveLength(2)
    for (const row of rows) {
      const token = tokenIn(row)
      expect(row.headers).toEqual({
        'List-Unsubscribe': `<${PUBLIC_URL}/v1/reminders/${token}/unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      const link = links.find((l) => l.tokenHash === hashToken(token))
      expect(link).toMatchObject({ expiresAt: KICK_OFF, usedAt: null })
      expect(links.some((l) => l.tokenHash === token)).toBe(false)
    }
  })

  it("follows each group's own time zone", async () => {
    const team = await bidWithOnePlayer('Pelada de Manaus')
    await db
      .update(companies)
      .set({ timeZone: 'America/Manaus' })
      .where(eq(companies.id, team.group.id))
    const { scheduler } = schedulerFor(db)
    // 09:00 in São Paulo is 08:00 in Manaus (UTC−4): not yet.
    await scheduler.runOnce(REMINDER_DUE)
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(0)
    await scheduler.runOnce(after(REMINDER_DUE, 60 * minute))
    const [row] = await kit.queued(`reminder:${team.bid.id}:`)
    expect(row!.subject).toBe('Lembrete: BID #7 na quinta, 28/11 às 20:00')
    const [link] = await kit.linksOf(team.bid.id)
    expect(link!.expiresAt).toEqual(utc('2030-11-29T00:00:00'))
  })

  it('is queued once however often the scheduler runs', async () => {
    const team = await bidWithOnePlayer('Pelada Idempotente')
    const { scheduler, emailOutboxTrigger } = schedulerFor(db)
    expect((await scheduler.runOnce(REMINDER_DUE)).reminders).toBe(1)
    expect((await scheduler.runOnce(REMINDER_DUE)).reminders).toBe(0)
    expect((await scheduler.runOnce(after(REMINDER_DUE, 6 * 60 * minute))).reminders).toBe(0)
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(1)
    expect(await kit.linksOf(team.bid.id)).toHaveLength(1)
    expect(emailOutboxTrigger).toHaveBeenCalledTimes(1)
  })

  it('catches up after downtime while kick-off is more than 3 hours away', async () => {
    const team = await bidWithOnePlayer('Pelada Atrasada')
    const { scheduler } = schedulerFor(db)
    // The server was down from Monday until Thursday at 16:30 local, 3h30 before kick-off.
    await scheduler.runOnce(utc('2030-11-28T19:30:00'))
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(1)
  })

  it('stops exactly 3 hours before kick-off', async () => {
    const team = await bidWithOnePlayer('Pelada em Cima da Hora')
    const { scheduler } = schedulerFor(db)
    await scheduler.runOnce(before(KICK_OFF, 3 * 60 * minute))
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(0)
    await scheduler.runOnce(before(KICK_OFF, 3 * 60 * minute + 1000))
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(1)
  })

  it('reaches a BID created less than two days ahead at the next tick', async () => {
    // Created on Wednesday afternoon for Thursday's game: its 09:00 on Tuesday is long gone.
    const team = await bidWithOnePlayer('Pelada de Última Hora')
    const { scheduler } = schedulerFor(db)
    expect((await scheduler.runOnce(utc('2030-11-27T19:00:00'))).reminders).toBeGreaterThan(0)
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(1)
  })

  it('is never sent when the group turned reminders off', async () => {
    const team = await bidWithOnePlayer('Pelada Silenciosa')
    await db
      .update(companies)
      .set({ remindersEnabled: false })
      .where(eq(companies.id, team.group.id))
    const { scheduler } = schedulerFor(db)
    await scheduler.runOnce(REMINDER_DUE)
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(0)
  })

  it('is never sent for a cancelled or finished BID', async () => {
    const cancelled = await bidWithOnePlayer('Pelada Cancelada')
    const finished = await bidWithOnePlayer('Pelada Finalizada')
    await db.update(bidDays).set({ status: 'cancelled' }).where(eq(bidDays.id, cancelled.bid.id))
    await db.update(bidDays).set({ status: 'finished' }).where(eq(bidDays.id, finished.bid.id))
    const { scheduler } = schedulerFor(db)
    await scheduler.runOnce(REMINDER_DUE)
    expect(await kit.queued(`reminder:${cancelled.bid.id}:`)).toHaveLength(0)
    expect(await kit.queued(`reminder:${finished.bid.id}:`)).toHaveLength(0)
  })

  it('is planned again for the new date when a BID moves', async () => {
    const team = await bidWithOnePlayer('Pelada Remarcada')
    const { scheduler } = schedulerFor(db)
    await scheduler.runOnce(REMINDER_DUE)
    const moved = '2030-12-05T19:00:00'
    await db.update(bidDays).set({ dayOfMatch: moved }).where(eq(bidDays.id, team.bid.id))

    // The old date's reminder does not count for the new date, which is not due yet.
    await scheduler.runOnce(after(REMINDER_DUE, minute))
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(1)
    await scheduler.runOnce(utc('2030-12-03T11:59:00'))
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(1)

    await scheduler.runOnce(utc('2030-12-03T12:00:00'))
    const rows = await kit.queued(`reminder:${team.bid.id}:`)
    expect(rows.map((r) => r.dedupeKey)).toEqual([
      `reminder:${team.bid.id}:${team.member.member.id}:${GAME}`,
      `reminder:${team.bid.id}:${team.member.member.id}:${moved}`,
    ])
    expect(rows[1]!.subject).toBe('Lembrete: BID #7 na quinta, 05/12 às 19:00')
    const links = await kit.linksOf(team.bid.id)
    expect(links.map((l) => l.expiresAt).sort((a, b) => +a - +b)).toEqual([
      KICK_OFF,
      utc('2030-12-05T22:00:00'),
    ])
  })

  it('carries the forecast when there is one and leaves it out otherwise', async () => {
    const withForecast = await bidWithOnePlayer('Pelada com Previsão')
    await schedulerFor(db, fakeWeather(forecastWith(30))).scheduler.runOnce(REMINDER_DUE)
    const [row] = await kit.queued(`reminder:${withForecast.bid.id}:`)
    expect(row!.textBody).toContain('Previsão do tempo em São Paulo: Parcialmente nublado, 23 °C')
    expect(row!.textBody).toContain('Chance de chuva 30 %')
    expect(row!.htmlBody).toContain(`src="${PUBLIC_URL}/weather-icons/partly.png"`)

    const without = await bidWithOnePlayer('Pelada sem Previsão')
    await schedulerFor(db, fakeWeather(null)).scheduler.runOnce(REMINDER_DUE)
    const [bare] = await kit.queued(`reminder:${without.bid.id}:`)
    expect(bare!.textBody).not.toContain('Previsão do tempo')
    expect(bare!.htmlBody).not.toContain('weather-icons')
  })

  it('carries each open game’s own forecast when a group has two (ADR 059)', async () => {
    // The weather module itself, asking a local Open-Meteo: each game is asked for its own day.
    const openMeteo = await startFakeOpenMeteo()
    onTestFinished(() => openMeteo.close())
    openMeteo.setScenario({
      hours: { 7: { temperature: 12 }, 20: { temperature: 31, precipitationProbability: 70 } },
    })
    const weather = createWeatherService({
      db,
      config: {
        weatherApiUrl: openMeteo.forecastUrl,
        geocodingApiUrl: openMeteo.geocodingUrl,
        weatherApiKey: undefined,
      },
    })
    vi.spyOn(clock, 'now').mockReturnValue(REMINDER_DUE)
    const team = await bidWithOnePlayer('Pelada de Duas Previsões')
    await db
      .update(companies)
      .set({ forecastCity: 'Sorocaba', forecastLatitude: -23.5, forecastLongitude: -47.46 })
      .where(eq(companies.id, team.group.id))
    // Wednesday at 07:00, its reminder due the day before: caught up at Thursday's tick.
    const wednesday = await kit.insertBid(team.group.id, {
      dayOfMatch: '2030-11-27T07:00:00',
      number: 8,
    })
    await kit.putInBid(wednesday.id, team.member.member, 'waiting')

    expect(await schedulerFor(db, weather).scheduler.runOnce(REMINDER_DUE)).toMatchObject({
      reminders: 2,
    })
    const [thursdayMail] = await kit.queued(`reminder:${team.bid.id}:`)
    const [wednesdayMail] = await kit.queued(`reminder:${wednesday.id}:`)
    expect(thursdayMail!.textBody).toMatch(/Previsão do tempo em Sorocaba: .+, 31 °C/)
    expect(thursdayMail!.textBody).toContain('Chance de chuva 70 %')
    expect(wednesdayMail!.subject).toBe('Lembrete: BID #8 na quarta, 27/11 às 07:00')
    expect(wednesdayMail!.textBody).toMatch(/Previsão do tempo em Sorocaba: .+, 12 °C/)
    expect(wednesdayMail!.textBody).toContain('Chance de chuva 10 %')
    expect(
      openMeteo
        .requests('/v1/forecast')
        .map((r) => r.query.start_date)
        .sort(),
    ).toEqual(['2030-11-27', '2030-11-28'])
  })

  it('runs once at start, then on its interval, and stops cleanly', async () => {
    const team = await bidWithOnePlayer('Pelada do Início')
    vi.spyOn(clock, 'now').mockReturnValue(REMINDER_DUE)
    const { scheduler } = schedulerFor(db)
    scheduler.start()
    await scheduler.stop()
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toHaveLength(1)
  })
})

describe('the rain alert the day before', () => {
  it('tells each organiser with an email at 09:00 when rain is above 50 %', async () => {
    const team = await bidWithOnePlayer('Pelada Chuvosa')
    const weather = fakeWeather(forecastWith(70))
    const { scheduler } = schedulerFor(db, weather)
    await scheduler.runOnce(before(RAIN_CHECK_DUE, minute))
    expect(await kit.queued(`rain-alert:${team.bid.id}:`)).toHaveLength(0)

    expect((await scheduler.runOnce(RAIN_CHECK_DUE)).rainAlerts).toBeGreaterThanOrEqual(3)
    const rows = await kit.queued(`rain-alert:${team.bid.id}:`)
    const organisers = [team.administrator, team.manager, team.editor].map((o) => o.member)
    expect(rows.map((r) => r.dedupeKey)).toEqual(
      organisers.map((o) => `rain-alert:${team.bid.id}:${o.id}:${GAME}`),
    )
    expect(rows.map((r) => r.toAddress)).toEqual(organisers.map((o) => o.email))
    expect(rows[0]!.subject).toBe('Alto risco de chuva para o BID #7')
    expect(rows[0]!.textBody).toContain('70 % de chance de chuva')
    expect(rows[0]!.textBody).toContain('Chuva forte')

    expect((await scheduler.runOnce(after(RAIN_CHECK_DUE, minute))).rainAlerts).toBe(0)
    expect(await kit.queued(`rain-alert:${team.bid.id}:`)).toHaveLength(3)
  })

  it('stays quiet at 50 % or less', async () => {
    const team = await bidWithOnePlayer('Pelada Nublada')
    const { scheduler } = schedulerFor(db, fakeWeather(forecastWith(50)))
    await scheduler.runOnce(RAIN_CHECK_DUE)
    expect(await kit.queued(`rain-alert:${team.bid.id}:`)).toHaveLength(0)
  })

  it('asks again every tick while the forecast is unavailable, until kick-off', async () => {
    const team = await bidWithOnePlayer('Pelada sem Sinal')
    const weather = fakeWeather(null)
    const { scheduler } = schedulerFor(db, weather)
    await scheduler.runOnce(RAIN_CHECK_DUE)
    expect(await kit.queued(`rain-alert:${team.bid.id}:`)).toHaveLength(0)

    weather.set(forecastWith(85))
    await scheduler.runOnce(KICK_OFF)
    expect(await kit.queued(`rain-alert:${team.bid.id}:`)).toHaveLength(0)
    await scheduler.runOnce(before(KICK_OFF, minute))
    expect(await kit.queued(`rain-alert:${team.bid.id}:`)).toHaveLength(3)
  })

  it('leaves out organisers who turned reminders off, and groups with reminders off', async () => {
    const team = await bidWithOnePlayer('Pelada sem Alerta')
    await db
      .update(companyPlayers)
      .set({ reminderEmails: false })
      .where(eq(companyPlayers.id, team.manager.member.id))
    const off = await bidWithOnePlayer('Pelada Desligada')
    await db
      .update(companies)
      .set({ remindersEnabled: false })
      .where(eq(companies.id, off.group.id))
    const { scheduler } = schedulerFor(db, fakeWeather(forecastWith(90)))
    await scheduler.runOnce(RAIN_CHECK_DUE)
    const rows = await kit.queued(`rain-alert:${team.bid.id}:`)
    expect(rows.map((r) => r.toAddress)).toEqual([
      team.administrator.member.email,
      team.editor.member.email,
    ])
    expect(await kit.queued(`rain-alert:${off.bid.id}:`)).toHaveLength(0)
  })
})
