import { describe, expect, it } from 'vitest'
import { calendarUid, mergeCalendarEvents, type CalendarEvent } from './calendar-events.ts'

const at = (iso: string) => new Date(iso)

function event(overrides: Partial<CalendarEvent>): CalendarEvent {
  return {
    uid: calendarUid(7, '2026-12-03', 'bidfut.example'),
    start: '2026-12-03T20:00:00',
    durationMinutes: 90,
    timeZone: 'America/Sao_Paulo',
    summary: 'Pelada — BID #3',
    location: 'Arena',
    url: 'https://bidfut.example/check-in',
    status: 'CONFIRMED',
    sequence: 0,
    lastModified: at('2026-11-27T10:00:00Z'),
    ...overrides,
  }
}

describe('calendarUid', () => {
  it('names the group and the local game date, so a scheduled date and its BID share it', () => {
    expect(calendarUid(7, '2026-12-03', 'bidfut.example')).toBe('bid-7-20261203@bidfut.example')
  })
})

describe('mergeCalendarEvents', () => {
  it('keeps one event per UID, sorted by start', () => {
    const late = event({ uid: 'b', start: '2026-12-10T20:00:00' })
    const early = event({ uid: 'a', start: '2026-12-03T20:00:00' })
    expect(mergeCalendarEvents([late, early]).map((e) => e.uid)).toEqual(['a', 'b'])
  })

  it('prefers a BID over the scheduled date it was opened for, even a cancelled BID', () => {
    const scheduled = event({ summary: 'agendado', precedence: 0 })
    const bid = event({ summary: 'BID', precedence: 1, status: 'CANCELLED', sequence: 1 })
    expect(mergeCalendarEvents([scheduled, bid])).toEqual([{ ...bid, sequence: 2 }])
  })

  it('prefers a game that happens over a cancelled one of the same rank, then the newer', () => {
    const cancelled = event({ status: 'CANCELLED', sequence: 2, precedence: 1 })
    const reopened = event({
      summary: 'novo',
      precedence: 1,
      lastModified: at('2026-11-20T00:00:00Z'),
    })
    const [kept] = mergeCalendarEvents([cancelled, reopened])
    expect(kept).toMatchObject({ summary: 'novo', status: 'CONFIRMED' })
    // Higher than the cancelled event's, and it grows when the new BID moves.
    expect(kept!.sequence).toBe(3)
    const moved = { ...reopened, sequence: 1 }
    expect(mergeCalendarEvents([cancelled, moved])[0]!.sequence).toBe(4)

    const older = event({ summary: 'velho', lastModified: at('2026-11-01T00:00:00Z') })
    const newer = event({ summary: 'novo', lastModified: at('2026-11-02T00:00:00Z') })
    expect(mergeCalendarEvents([newer, older])[0]!.summary).toBe('novo')
  })
})
