import { describe, expect, it } from 'vitest'
import {
  describeSchedule,
  firstMissingGameTime,
  heldPlacesMessage,
  localInstant,
  localTimeExists,
  scheduleLabel,
  shortestGapDays,
  upcomingGames,
  type BidSchedule,
} from './bid-schedule.ts'

const thursdays: BidSchedule = {
  weekdays: [4],
  time: '20:00',
  opensDaysBefore: 6,
  timeZone: 'America/Sao_Paulo',
}

describe('the upcoming games of a schedule', () => {
  it('lists the next Thursdays at 20:00 São Paulo time, opening six days before', () => {
    // Thursday 26/11/2026 at 21:00 in São Paulo: that evening's game has started.
    const games = upcomingGames(thursdays, new Date('2026-11-27T00:00:00Z'), 3)
    expect(games.map((g) => g.localDate)).toEqual(['2026-12-03', '2026-12-10', '2026-12-17'])
    expect(games[0]!.gameAt.toISOString()).toBe('2026-12-03T23:00:00.000Z')
    expect(games[0]!.opensAt.toISOString()).toBe('2026-11-27T23:00:00.000Z')
  })

  it('includes a game later the same day and leaves out skipped dates', () => {
    const games = upcomingGames(thursdays, new Date('2026-11-26T12:00:00Z'), 2, ['2026-12-03'])
    expect(games.map((g) => g.localDate)).toEqual(['2026-11-26', '2026-12-10'])
  })

  it('walks several weekdays in order and answers nothing without a weekday', () => {
    const games = upcomingGames(
      { ...thursdays, weekdays: [1, 4], opensDaysBefore: 2 },
      new Date('2026-11-27T00:00:00Z'),
      3,
    )
    expect(games.map((g) => g.localDate)).toEqual(['2026-11-30', '2026-12-03', '2026-12-07'])
    expect(upcomingGames({ ...thursdays, weekdays: [] }, new Date(), 3)).toEqual([])
  })
})

describe('daylight saving time', () => {
  const newYork = 'America/New_York'
  it('pushes a time the clock skips forward by the gap', () => {
    expect(localTimeExists('2026-03-08', '02:30', newYork)).toBe(false)
    expect(localInstant('2026-03-08', '02:30', newYork).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
  })

  it('takes the first of a time that happens twice', () => {
    expect(localTimeExists('2026-11-01', '01:30', newYork)).toBe(true)
    expect(localInstant('2026-11-01', '01:30', newYork).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    )
  })

  it('keeps the wall-clock time across a change: the opening and the game at 20:00 both', () => {
    const sundays = { weekdays: [0], time: '20:00', opensDaysBefore: 6, timeZone: newYork }
    const [game] = upcomingGames(sundays, new Date('2026-03-03T00:00:00Z'), 1)
    expect(game!.localDate).toBe('2026-03-08')
    expect(game!.gameAt.toISOString()).toBe('2026-03-09T00:00:00.000Z') // 20:00 EDT
    expect(game!.opensAt.toISOString()).toBe('2026-03-03T01:00:00.000Z') // 20:00 EST
  })

  it('finds the date on which a schedule’s time does not exist', () => {
    const sundays = { weekdays: [0], time: '02:30', opensDaysBefore: 6, timeZone: newYork }
    expect(firstMissingGameTime(sundays, new Date('2026-01-01T00:00:00Z'))).toBe('2026-03-08')
    expect(firstMissingGameTime(thursdays, new Date('2026-01-01T00:00:00Z'))).toBeNull()
  })
})

describe('the words', () => {
  it('describes the schedule and the held places', () => {
    expect(describeSchedule(thursdays)).toBe('Toda quinta às 20:00, abre 6 dias antes')
    expect(describeSchedule({ weekdays: [6, 0], time: '09:00', opensDaysBefore: 1 })).toBe(
      'Todo domingo e sábado às 09:00, abre 1 dia antes',
    )
    expect(scheduleLabel({ weekdays: [2], time: '21:00', location: 'Quadra Coberta' })).toBe(
      'Terça 21:00 — Quadra Coberta',
    )
    expect(scheduleLabel({ weekdays: [4, 2], time: '20:00', location: null })).toBe(
      'Terça e quinta 20:00',
    )
    expect(heldPlacesMessage('03/12 20:00', 2)).toBe(
      'Vagas reservadas para mensalistas até 03/12 20:00. Você entrou na lista de espera (2º lugar).',
    )
  })

  it('measures the shortest gap between games', () => {
    expect(shortestGapDays([4])).toBe(7)
    expect(shortestGapDays([1, 4])).toBe(3)
    expect(shortestGapDays([0, 6])).toBe(1)
  })
})
