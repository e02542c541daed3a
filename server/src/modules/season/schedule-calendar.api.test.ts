import ICAL from 'ical.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../lib/clock.ts'
import { createBidsTestApp, PUBLIC_URL } from '../bids/bids.test-kit.ts'
import { seasonOn } from '../../jobs/jobs.test-kit.ts'

// A group's schedule in its members' calendar feed (ADR 036, 037): the coming games before
// their BIDs open, a skipped date cancelled, and the opened BID replacing its date in place.
const kit = await createBidsTestApp()
const { db, call } = kit

/** Monday 25/11/2030 in São Paulo; Thursdays at 20:00 (23:00 UTC), opening six days before. */
const NOW = new Date('2030-11-25T12:00:00Z')
const pinClock = (instant: Date) => vi.spyOn(clock, 'now').mockReturnValue(instant)
afterEach(() => vi.restoreAllMocks())

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      local: event.startDate.toString(),
      location: event.location,
    }
  })
}

describe("a group's schedule in the calendar feed", () => {
  it('lists the coming games, cancels a skipped date and gives way to the BID opened for it', async () => {
    const team = await kit.createTeam('Pelada do Calendário')
    pinClock(NOW)
    const on = await call('PUT', '/groups/schedule', team.administrator.token, {
      enabled: true,
      monthlyWindowHours: null,
    })
    expect(on.statusCode, on.body).toBe(200)
    const saved = await call('POST', '/groups/schedules', team.administrator.token, {
      weekdays: [4],
      time: '20:00',
      location: 'Arena Central',
      opensDaysBefore: 6,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const links = (await call('GET', '/profile/calendar', team.member.token)).json() as {
      feedUrl: string
    }
    const feed = async () => {
      const res = await call('GET', links.feedUrl.slice(`${PUBLIC_URL}/v1`.length))
      expect(res.statusCode).toBe(200)
      return parseFeed(res.body)
    }

    const coming = await feed()
    expect(coming.map((event) => event.local)).toEqual([
      '2030-11-28T20:00:00',
      '2030-12-05T20:00:00',
      '2030-12-12T20:00:00',
      '2030-12-19T20:00:00',
    ])
    expect(coming[0]).toMatchObject({
      summary: 'Pelada do Calendário — jogo da semana',
      status: 'CONFIRMED',
      tzid: 'America/Sao_Paulo',
    })

    pinClock(new Date(NOW.getTime() + 60_000))
    const skip = await call('POST', '/groups/schedule/skips', team.manager.token, {
      localDate: '2030-12-05',
      reason: 'feriado',
    })
    expect(skip.statusCode, skip.body).toBe(200)
    const skipped = (await feed()).find((event) => event.local === '2030-12-05T20:00:00')!
    expect(skipped).toMatchObject({ status: 'CANCELLED', uid: coming[1]!.uid })
    expect(skipped.sequence).toBeGreaterThan(coming[1]!.sequence)

    // The scheduler opens the 28/11 BID (its opening, 22/11 20:00, has passed).
    const scheduler = seasonOn(db, PUBLIC_URL)
    expect((await scheduler.runOnce(new Date(NOW.getTime() + 120_000))).openings).toBe(1)
    const opened = (await feed()).filter((event) => event.uid === coming[0]!.uid)
    expect(opened).toHaveLength(1)
    expect(opened[0]!.summary).toMatch(/^Pelada do Calendário — BID #\d+$/)
    expect(opened[0]!.sequence).toBeGreaterThan(coming[0]!.sequence)
  })

  it('lists each weekly game at its own time and place (ADR 057)', async () => {
    const team = await kit.createTeam('Pelada Dupla do Calendário')
    pinClock(NOW)
    const token = team.administrator.token
    await call('PUT', '/groups/schedule', token, { enabled: true, monthlyWindowHours: null })
    for (const game of [
      { weekdays: [2], time: '21:00', location: 'Quadra Coberta', opensDaysBefore: 1 },
      { weekdays: [4], time: '20:00', location: 'Campo do Zé', opensDaysBefore: 1 },
    ]) {
      expect((await call('POST', '/groups/schedules', token, game)).statusCode).toBe(200)
    }
    const links = (await call('GET', '/profile/calendar', team.member.token)).json() as {
      feedUrl: string
    }
    const res = await call('GET', links.feedUrl.slice(`${PUBLIC_URL}/v1`.length))
    const events = parseFeed(res.body).sort((a, b) => a.local.localeCompare(b.local))
    expect(events.slice(0, 3).map((e) => [e.local, e.location])).toEqual([
      ['2030-11-26T21:00:00', 'Quadra Coberta'],
      ['2030-11-28T20:00:00', 'Campo do Zé'],
      ['2030-12-03T21:00:00', 'Quadra Coberta'],
    ])
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
  })
})
