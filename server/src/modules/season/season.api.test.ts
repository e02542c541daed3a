import { and, asc, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bidDays } from '../../db/schema/bids.ts'
import { emailOutbox, pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import { bidScheduleDates, bidSchedules, gameSchedules } from '../../db/schema/season.ts'
import { seasonOn } from '../../jobs/jobs.test-kit.ts'
import { clock } from '../../lib/clock.ts'
import { createBidsTestApp, PUBLIC_URL } from '../bids/bids.test-kit.ts'
import { upsertSubscription } from '../push/push.repo.ts'
import { tokenIn } from '../reminders/reminders.test-kit.ts'

const kit = await createBidsTestApp()
const { db, call } = kit

const utc = (iso: string) => new Date(`${iso}Z`)
/** Thursday 28/11/2030 20:00 in São Paulo (UTC−3): its BID opens six days before, 22/11 20:00. */
const GAME_DATE = '2030-11-28'
const OPENS_AT = utc('2030-11-22T23:00:00')
const KICK_OFF = utc('2030-11-28T23:00:00')
const minute = 60_000
const at = (instant: Date, ms = 0) => new Date(instant.getTime() + ms)

const THURSDAYS = {
  weekdays: [4],
  time: '20:00',
  location: 'Arena Central',
  opensDaysBefore: 6,
}

afterEach(async () => {
  vi.restoreAllMocks()
  // Each test's ticks see only its own group's schedule.
  await db.update(bidSchedules).set({ enabled: false })
})

/** The group's activity log as organisers read it (ADR 040). */
const logTexts = async (token: string) =>
  (await call('GET', '/activity', token))
    .json<{ entries: { text: string }[] }>()
    .entries.map((e) => e.text)

const pinClock = (instant: Date) => vi.spyOn(clock, 'now').mockReturnValue(instant)

const scheduler = (pushOutboxTrigger = vi.fn(async () => ({}))) =>
  seasonOn(db, PUBLIC_URL, pushOutboxTrigger)

/** A group with one member of each role, its agenda on with Thursday's game, saved at `savedAt`. */
async function scheduledTeam(
  name: string,
  savedAt: Date,
  monthlyWindowHours: number | null = null,
) {
  const team = await kit.createTeam(name)
  pinClock(savedAt)
  const on = await call('PUT', '/groups/schedule', team.administrator.token, {
    enabled: true,
    monthlyWindowHours,
  })
  expect(on.statusCode, on.body).toBe(200)
  const res = await call('POST', '/groups/schedules', team.administrator.token, THURSDAYS)
  expect(res.statusCode, res.body).toBe(200)
  vi.restoreAllMocks()
  return team
}

async function bidsOf(companyId: number) {
  return db.select().from(bidDays).where(eq(bidDays.companyId, companyId)).orderBy(asc(bidDays.id))
}

async function openedEmails(bidDayId: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `bid-opened:${bidDayId}:%`))
    .orderBy(asc(emailOutbox.id))
}

/** The skip notices' and corrections' emails of a group's date (ADR 061). */
const skipEmails = (companyId: number, localDate: string, kind = 'date-skipped') =>
  db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${kind}:${companyId}:${localDate}:%`))
    .orderBy(asc(emailOutbox.id))

describe('a skipped date told to the members (ADR 061)', () => {
  it('tells each member who wants it, once per skip; taken back before it is told, tells nobody', async () => {
    const team = await scheduledTeam('Pelada do Aviso', utc('2030-11-20T00:00:00'))
    const ana = await kit.addMember(team.group.id, { fullName: 'Ana Souza', email: 'ana@x.com' })
    const bia = await kit.addMember(team.group.id, { fullName: 'Bia Lima', email: 'bia@x.com' })
    // Bia turned the pelada's emails off herself: she hears nothing by email.
    const off = await call('PUT', '/profile/reminder-emails', bia.token, {
      receiveReminderEmails: false,
    })
    expect(off.statusCode).toBe(200)
    await upsertSubscription(db, {
      playerId: ana.member.playerId!,
      // An allowed push service: a failed send is retried, never drops the device.
      endpoint: 'https://fcm.googleapis.com/fcm/send/skip-phone',
      p256dh: 'p256dh',
      auth: 'auth',
      kinds: ['bid-changed'],
    })
    pinClock(utc('2030-11-21T12:00:00'))
    const skip = () =>
      call('POST', '/groups/schedule/skips', team.manager.token, {
        localDate: GAME_DATE,
        reason: 'feriado de Ação de Graças',
      })
    expect((await skip()).statusCode).toBe(200)
    const all = await skipEmails(team.group.id, GAME_DATE)
    expect(all).toHaveLength(5) // the four roles' members and Ana
    expect(all.map((row) => row.toAddress)).not.toContain('bia@x.com')
    const first = all.filter((row) => row.toAddress === 'ana@x.com')
    expect(first[0]!.subject).toBe('Pelada do Aviso: não vai ter jogo na quinta, 28/11')
    expect(first[0]!.textBody).toContain(
      'Não vai ter jogo na quinta, 28/11: feriado de Ação de Graças',
    )
    // Held a few minutes, so a mistaken tap can be taken back before anyone hears of it.
    expect(first[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 4 * minute)
    const key = first[0]!.dedupeKey.replace(/:\d+$/, '')
    const pushes = () => db.select().from(pushOutbox).where(like(pushOutbox.dedupeKey, 'date-%'))
    expect((await pushes()).map((row) => row.dedupeKey)).toEqual([key])

    // The same skip again (a double tap, a new reason) is the same notice.
    expect((await skip()).statusCode).toBe(200)
    expect(await skipEmails(team.group.id, GAME_DATE)).toHaveLength(5)

    // Taken back while held: nothing goes, and there is nothing to correct.
    const unskip = () => call('DELETE', `/groups/schedule/skips/${GAME_DATE}`, team.manager.token)
    expect((await unskip()).statusCode).toBe(200)
    expect(await skipEmails(team.group.id, GAME_DATE)).toEqual([])
    expect(await skipEmails(team.group.id, GAME_DATE, 'date-unskipped')).toEqual([])
    expect(await pushes()).toEqual([])

    // Skipped again, told to Ana (the outbox sent hers), then taken back: she hears the
    // correction; the others' emails, still held, are dropped.
    expect((await skip()).statusCode).toBe(200)
    const again = (await skipEmails(team.group.id, GAME_DATE)).filter(
      (row) => row.toAddress === 'ana@x.com',
    )
    expect(again[0]!.dedupeKey).not.toBe(first[0]!.dedupeKey)
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(emailOutbox.id, again[0]!.id))
    await db
      .update(pushOutbox)
      .set({ status: 'sent' })
      .where(like(pushOutbox.dedupeKey, 'date-skipped:%'))
    expect((await unskip()).statusCode).toBe(200)
    const corrected = await skipEmails(team.group.id, GAME_DATE, 'date-unskipped')
    expect(corrected.map((row) => [row.toAddress, row.subject])).toEqual([
      ['ana@x.com', 'Pelada do Aviso: vai ter jogo na quinta, 28/11, sim'],
    ])
    expect(corrected[0]!.textBody).toContain('Esqueça o aviso anterior')
    expect((await pushes()).map((row) => row.dedupeKey.split(':')[0])).toEqual([
      'date-skipped',
      'date-unskipped',
    ])
  })
})

describe('the schedule in /configuracoes', () => {
  it('is off by default, and on it names itself and shows the next three openings', async () => {
    const team = await kit.createTeam('Pelada da Agenda')
    pinClock(utc('2030-11-22T00:00:00'))
    const before = await call('GET', '/groups/schedule', team.manager.token)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toMatchObject({ enabled: false, nextOpenings: [], schedules: [] })

    const game = await call('POST', '/groups/schedules', team.manager.token, THURSDAYS)
    expect(game.statusCode, game.body).toBe(200)
    expect(game.json()).toMatchObject({ enabled: false, nextOpenings: [] })
    const res = await call('PUT', '/groups/schedule', team.manager.token, {
      enabled: true,
      monthlyWindowHours: null,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      enabled: true,
      schedules: [
        {
          label: 'Quinta 20:00 — Arena Central',
          description: 'Toda quinta às 20:00, abre 6 dias antes',
        },
      ],
      nextOpenings: [
        {
          localDate: GAME_DATE,
          gameAt: '2030-11-28T20:00:00',
          opensAt: '2030-11-22T20:00:00',
          label: 'Quinta 20:00 — Arena Central',
        },
        { localDate: '2030-12-05' },
        { localDate: '2030-12-12' },
      ],
    })
  })

  it('is only for administrators and managers', async () => {
    const team = await kit.createTeam('Pelada Restrita')
    for (const role of ['editor', 'member'] as const) {
      const token = team.byRole[role].token
      expect((await call('GET', '/groups/schedule', token)).statusCode).toBe(403)
      const on = { enabled: true, monthlyWindowHours: null }
      expect((await call('PUT', '/groups/schedule', token, on)).statusCode).toBe(403)
      expect((await call('GET', '/groups/schedules', token)).statusCode).toBe(403)
      expect((await call('POST', '/groups/schedules', token, THURSDAYS)).statusCode).toBe(403)
      const skip = await call('POST', '/groups/schedule/skips', token, { localDate: GAME_DATE })
      expect(skip.statusCode).toBe(403)
    }
  })

  it('refuses a schedule that cannot happen, naming the field', async () => {
    const team = await kit.createTeam('Pelada Impossível')
    const post = (changes: object) =>
      call('POST', '/groups/schedules', team.administrator.token, { ...THURSDAYS, ...changes })
    const refused = async (changes: object, field: string, message: RegExp) => {
      const res =
        field === 'monthlyWindowHours'
          ? await call('PUT', '/groups/schedule', team.administrator.token, {
              enabled: true,
              ...changes,
            })
          : await post(changes)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors[field]).toMatch(message)
    }
    await refused({ weekdays: [] }, 'weekdays', /^Dias da semana: escolha pelo menos um dia/)
    await refused({ opensDaysBefore: 0 }, 'opensDaysBefore', /antes do jogo/)
    await refused({ opensDaysBefore: 7 }, 'opensDaysBefore', /no máximo 6 dias antes/)
    await refused({ weekdays: [1, 4], opensDaysBefore: 3 }, 'opensDaysBefore', /no máximo 2/)
    await refused({ time: '24:00' }, 'time', /^Horário inválido/)
    await refused({ monthlyWindowHours: 0 }, 'monthlyWindowHours', /de 1 a 168 horas/)
    // In 2018 São Paulo moved its clocks forward at midnight on Sunday 4 November.
    pinClock(utc('2018-10-01T12:00:00'))
    await refused({ weekdays: [0], time: '00:30' }, 'time', /00:30 não existe em 04\/11\/2018/)
  })
})

describe('the scheduled opening', () => {
  it('opens the BID at its time, once, and emails the members the one-tap answers', async () => {
    const team = await scheduledTeam('Pelada Automática', utc('2030-11-22T00:00:00'))
    const noEmail = await kit.addMember(team.group.id, {
      fullName: 'Sem Email',
      activated: false,
      email: null,
    })
    // A member's phone with 'BID aberto' on: the opening queues its push in the same transaction.
    const phone = await upsertSubscription(db, {
      playerId: team.member.member.playerId!,
      endpoint: 'https://push.example/season-phone',
      p256dh: 'p256dh',
      auth: 'auth',
      kinds: ['bid-opened'],
    })
    expect(phone.kinds).toEqual(['bid-opened'])
    const pushTrigger = vi.fn(async () => ({}))
    const season = scheduler(pushTrigger)

    expect(await season.runOnce(at(OPENS_AT, -1))).toMatchObject({ openings: 0 })
    expect(await bidsOf(team.group.id)).toEqual([])
    expect(pushTrigger).not.toHaveBeenCalled()

    const run = await season.runOnce(OPENS_AT)
    expect(run).toMatchObject({ openings: 1 })
    const [bid] = await bidsOf(team.group.id)
    expect(bid).toMatchObject({
      number: 1,
      status: 'open',
      dayOfMatch: '2030-11-28T20:00:00',
      location: 'Arena Central',
    })
    // The regulars are in, as with a BID created by hand.
    expect(await kit.entryOf(bid!.id, team.member.member.id)).toMatchObject({ status: 'waiting' })
    expect(await logTexts(team.administrator.token)).toContain(
      'O Bidfut abriu o BID #1 pela agenda',
    )

    // A restart at the same minute, and a second instance's tick, open nothing more.
    expect(await scheduler().runOnce(at(OPENS_AT, 20_000))).toMatchObject({ openings: 0 })
    expect(await season.runOnce(at(OPENS_AT, minute))).toMatchObject({ openings: 0 })
    expect(await bidsOf(team.group.id)).toHaveLength(1)

    // One 'BID aberto' push for the subscribed phone, and the push outbox was nudged.
    const pushes = await db
      .select({ dedupeKey: pushOutbox.dedupeKey, payload: pushOutbox.payload })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, 'https://push.example/season-phone'))
    expect(pushes).toEqual([
      {
        dedupeKey: `bid-opened:${bid!.id}`,
        payload: expect.objectContaining({ title: 'Pelada Automática: BID #1 aberto' }),
      },
    ])
    expect(pushTrigger).toHaveBeenCalledTimes(1)

    const emails = await openedEmails(bid!.id)
    expect(emails.map((e) => e.subject)).toEqual(
      Array(4).fill('BID #1 aberto — confirme sua presença'),
    )
    expect(emails.some((e) => e.dedupeKey.endsWith(`:${noEmail.member.id}`))).toBe(false)

    // The email's 'Vou jogar' opens the reminder page; the tap answers.
    const mine = emails.find((e) => e.dedupeKey.endsWith(`:${team.member.member.id}`))!
    const token = tokenIn(mine)
    pinClock(at(OPENS_AT, 2 * minute))
    const page = await call('GET', `/reminders/${token}`)
    expect(page.statusCode).toBe(200)
    expect(await kit.entryOf(bid!.id, team.member.member.id)).toMatchObject({ status: 'waiting' })
    const tap = await call('POST', `/reminders/${token}/answer`, undefined, { answer: 'vou' })
    expect(tap.statusCode, tap.body).toBe(200)
    expect(await kit.entryOf(bid!.id, team.member.member.id)).toMatchObject({ status: 'confirmed' })
  })

  it('catches up after a server that was down, while the game is still ahead', async () => {
    const team = await scheduledTeam('Pelada Atrasada', utc('2030-11-22T00:00:00'))
    // Down from before the opening until the day of the game.
    expect(await scheduler().runOnce(utc('2030-11-28T15:00:00'))).toMatchObject({ openings: 1 })
    expect(await bidsOf(team.group.id)).toMatchObject([{ dayOfMatch: '2030-11-28T20:00:00' }])
  })

  it('lets a game that started while the server was down go, and opens the next one', async () => {
    const team = await scheduledTeam('Pelada Perdida', utc('2030-11-22T00:00:00'))
    const season = scheduler()
    expect(await season.runOnce(at(KICK_OFF, minute))).toMatchObject({ openings: 0 })
    // Back a day later: next Thursday's opening (29/11 20:00) passed too, its game is ahead.
    expect(await season.runOnce(utc('2030-11-30T00:00:00'))).toMatchObject({ openings: 1 })
    expect(await bidsOf(team.group.id)).toMatchObject([{ dayOfMatch: '2030-12-05T20:00:00' }])
  })

  it('takes a BID created by hand for the scheduled date as the scheduled one', async () => {
    const team = await scheduledTeam('Pelada Manual', utc('2030-11-22T00:00:00'))
    pinClock(utc('2030-11-21T12:00:00'))
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: '2030-11-28T19:30',
    })
    expect(created.statusCode).toBe(201)
    vi.restoreAllMocks()
    expect(await scheduler().runOnce(OPENS_AT)).toMatchObject({ openings: 0, emails: 0 })
    const bids = await bidsOf(team.group.id)
    expect(bids).toHaveLength(1)
    const [date] = await db
      .select()
      .from(bidScheduleDates)
      .where(eq(bidScheduleDates.companyId, team.group.id))
    expect(date).toMatchObject({ localDate: GAME_DATE, status: 'opened', bidDayId: bids[0]!.id })
  })

  it('finishes last week’s BID once its game was played, then opens the next', async () => {
    const team = await scheduledTeam('Pelada Semanal', utc('2030-11-22T00:00:00'))
    const last = await kit.insertBid(team.group.id, { dayOfMatch: '2030-11-21T20:00:00' })
    expect(await scheduler().runOnce(OPENS_AT)).toMatchObject({ openings: 1 })
    const bids = await bidsOf(team.group.id)
    expect(bids.map((b) => [b.id === last.id, b.status, b.number])).toEqual([
      [true, 'finished', 1],
      [false, 'open', 2],
    ])
  })

  it('opens while another BID’s game is still ahead, and leaves that one open (ADR 059)', async () => {
    const team = await scheduledTeam('Pelada Ocupada', utc('2030-11-22T00:00:00'))
    // Last week's game, played and still open, is finished; Sunday's, ahead, stays open.
    await kit.insertBid(team.group.id, { dayOfMatch: '2030-11-21T20:00:00', number: 1 })
    await kit.insertBid(team.group.id, { dayOfMatch: '2030-11-24T10:00:00', number: 2 })
    const season = scheduler()
    expect(await season.runOnce(OPENS_AT)).toMatchObject({ openings: 1 })
    expect((await bidsOf(team.group.id)).map((b) => [b.dayOfMatch, b.status, b.number])).toEqual([
      ['2030-11-21T20:00:00', 'finished', 1],
      ['2030-11-24T10:00:00', 'open', 2],
      ['2030-11-28T20:00:00', 'open', 3],
    ])
  })

  it('adopts a BID made by hand for the date while another BID is open (ADR 059)', async () => {
    const team = await scheduledTeam('Pelada Adotada', utc('2030-11-22T00:00:00'))
    await kit.insertBid(team.group.id, { dayOfMatch: '2030-11-24T10:00:00', number: 1 })
    const mine = await kit.insertBid(team.group.id, {
      dayOfMatch: '2030-11-28T19:30:00',
      number: 2,
    })
    expect(await scheduler().runOnce(OPENS_AT)).toMatchObject({ openings: 0 })
    expect((await bidsOf(team.group.id)).map((b) => b.status)).toEqual(['open', 'open'])
    const [date] = await db
      .select()
      .from(bidScheduleDates)
      .where(eq(bidScheduleDates.companyId, team.group.id))
    expect(date).toMatchObject({ localDate: GAME_DATE, status: 'opened', bidDayId: mine.id })
  })

  it('skips a date, and a skipped date whose BID is open cancels it and tells the confirmed', async () => {
    const team = await scheduledTeam('Pelada Feriado', utc('2030-11-22T00:00:00'))
    pinClock(utc('2030-11-22T00:00:00'))
    const skip = await call('POST', '/groups/schedule/skips', team.manager.token, {
      localDate: GAME_DATE,
      reason: 'feriado',
    })
    expect(skip.statusCode, skip.body).toBe(200)
    expect(skip.json()).toMatchObject({
      skipped: [{ localDate: GAME_DATE, reason: 'feriado' }],
      nextOpenings: [{ localDate: '2030-12-05' }, { localDate: '2030-12-12' }, {}],
    })
    const wrongDay = await call('POST', '/groups/schedule/skips', team.manager.token, {
      localDate: '2030-11-27',
    })
    expect(wrongDay.statusCode).toBe(400)
    expect(wrongDay.json().errors.localDate).toBe('Essa data não é um dia de jogo da agenda.')
    vi.restoreAllMocks()

    const season = scheduler()
    expect(await season.runOnce(OPENS_AT)).toMatchObject({ openings: 0 })
    expect(await season.runOnce(utc('2030-11-29T23:00:00'))).toMatchObject({ openings: 1 })
    const [bid] = await bidsOf(team.group.id)
    expect(bid!.dayOfMatch).toBe('2030-12-05T20:00:00')

    await kit.putInBid(
      bid!.id,
      (await kit.addMember(team.group.id, { email: 'c@x.com' })).member,
      'confirmed',
    )
    pinClock(utc('2030-11-30T12:00:00'))
    const skipOpen = await call('POST', '/groups/schedule/skips', team.manager.token, {
      localDate: '2030-12-05',
    })
    expect(skipOpen.statusCode).toBe(200)
    expect((await kit.bidRow(bid!.id)).status).toBe('cancelled')
    const told = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `bid-cancelled:${bid!.id}:%`))
    expect(told).toHaveLength(1)
    // 'BID cancelado' told the confirmed player: the skip's notice leaves them out (ADR 061).
    const skipRows = await skipEmails(team.group.id, '2030-12-05')
    expect(skipRows.map((row) => row.toAddress)).not.toContain('c@x.com')
  })

  it('keeps the open BID when the schedule changes; the next openings follow the new one', async () => {
    const team = await scheduledTeam('Pelada Mudou', utc('2030-11-22T00:00:00'))
    const season = scheduler()
    await season.runOnce(OPENS_AT)
    pinClock(at(OPENS_AT, minute))
    const [thursdays] = (await call('GET', '/groups/schedules', team.manager.token)).json<{
      schedules: { id: number }[]
    }>().schedules
    const res = await call('PUT', `/groups/schedules/${thursdays!.id}`, team.administrator.token, {
      ...THURSDAYS,
      weekdays: [2],
      time: '21:00',
      opensDaysBefore: 3,
    })
    // Tuesday 26/11 would open on 23/11, before this change was made.
    expect(res.json().nextOpenings[0]).toMatchObject({
      localDate: '2030-11-26',
      opensAt: '2030-11-23T21:00:00',
    })
    vi.restoreAllMocks()
    expect(await bidsOf(team.group.id)).toMatchObject([{ dayOfMatch: '2030-11-28T20:00:00' }])
    expect(await season.runOnce(utc('2030-12-01T00:00:00'))).toMatchObject({ openings: 1 })
    expect((await bidsOf(team.group.id)).map((b) => [b.dayOfMatch, b.status])).toEqual([
      ['2030-11-28T20:00:00', 'finished'],
      ['2030-12-03T21:00:00', 'open'],
    ])
    const [row] = await db
      .select()
      .from(gameSchedules)
      .where(eq(gameSchedules.companyId, team.group.id))
    expect(row!.nextOpensAt).toEqual(utc('2030-12-08T00:00:00'))
  })
})

describe('the mensalistas’ window', () => {
  it('holds the places of the monthly players who have not answered, until it closes', async () => {
    const team = await scheduledTeam('Pelada Mensal', utc('2030-11-22T00:00:00'), 48)
    // 4 regulars come with the team; 16 more make 20 places held.
    for (let i = 0; i < 16; i++) await kit.addMember(team.group.id, { fullName: `Mensal ${i}` })
    const avulsos: Awaited<ReturnType<typeof kit.addMember>>[] = []
    for (let i = 0; i < 6; i++) {
      avulsos.push(
        await kit.addMember(team.group.id, {
          fullName: `Avulso ${i}`,
          typePlayer: 'sporadic',
          email: `avulso${i}@x.com`,
        }),
      )
    }
    const season = scheduler()
    await season.runOnce(OPENS_AT)
    const [bid] = await bidsOf(team.group.id)
    const checkIn = (who: (typeof avulsos)[number], status = 'confirmed') =>
      kit.putStatus(bid!.id, who.member.id, who.token, status)

    pinClock(utc('2030-11-23T12:00:00'))
    // /check-in and /bid-atual show the window and the places it holds.
    const shown = async () => {
      const checkInInfo = await call('GET', '/bids/get-information-check-in-bid', avulsos[0]!.token)
      const live = await call('GET', '/bids/current-bid', team.administrator.token)
      expect(live.json().monthlyWindow).toEqual(checkInInfo.json().monthlyWindow)
      return checkInInfo.json().monthlyWindow
    }
    expect(await shown()).toEqual({
      until: '26/11 20:00',
      closesAt: '2030-11-26T20:00:00',
      heldPlaces: 20,
    })
    for (const avulso of avulsos.slice(0, 4)) expect((await checkIn(avulso)).statusCode).toBe(200)
    const fifth = await checkIn(avulsos[4]!)
    expect(fifth.json()).toMatchObject({
      status: 'waitlisted',
      message:
        'Vagas reservadas para mensalistas até 26/11 20:00. Você entrou na lista de espera (1º lugar).',
    })
    // A mensalista's 'Não vou' releases their place at once: the first in line gets it.
    const noShow = await kit.putStatus(bid!.id, team.member.member.id, team.member.token, 'absent')
    expect(noShow.statusCode).toBe(200)
    expect(await kit.entryOf(bid!.id, avulsos[4]!.member.id)).toMatchObject({ status: 'confirmed' })
    expect((await checkIn(avulsos[5]!)).json()).toMatchObject({ status: 'waitlisted' })
    expect(await shown()).toMatchObject({ heldPlaces: 19 })

    // Still open a minute before it closes; closed, the place nobody took goes to the line.
    vi.restoreAllMocks()
    expect(await season.runOnce(utc('2030-11-26T22:59:00'))).toMatchObject({ released: 0 })
    expect(await season.runOnce(utc('2030-11-26T23:00:00'))).toMatchObject({ released: 1 })
    expect(await kit.entryOf(bid!.id, avulsos[5]!.member.id)).toMatchObject({ status: 'confirmed' })
    // Nobody tapped either promotion: the log says the Bidfut filled the slots, by nickname.
    const filled = (await logTexts(team.administrator.token)).filter((text) =>
      /^O Bidfut confirmou Apelido\d+ da lista de espera no BID #1: abriu uma vaga$/u.test(text),
    )
    expect(filled).toHaveLength(2)
    const promoted = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          like(emailOutbox.dedupeKey, `waitlist-promoted:${bid!.id}:%`),
          eq(emailOutbox.toAddress, 'avulso5@x.com'),
        ),
      )
    expect(promoted).toHaveLength(1)
    expect(await season.runOnce(utc('2030-11-26T23:01:00'))).toMatchObject({ released: 0 })
    pinClock(utc('2030-11-26T23:02:00'))
    expect(await shown()).toBeNull()
    vi.restoreAllMocks()

    // Closed, an avulso gets any free slot.
    pinClock(utc('2030-11-27T12:00:00'))
    const late = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    expect((await checkIn(late)).json()).toMatchObject({ status: 'confirmed' })
  })
})
