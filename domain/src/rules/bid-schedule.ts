import { tzOffset } from '@date-fns/tz'
import { toLocalDateTime } from './local-time.ts'

/**
 * A group's weekly game (ADR 036): the weekdays it is played (0 Sunday … 6 Saturday), its
 * wall-clock time in the group's time zone, and how many days before the game its BID opens, at
 * the same wall-clock time.
 */
export type BidSchedule = {
  weekdays: readonly number[]
  /** 'HH:MM' */
  time: string
  opensDaysBefore: number
  timeZone: string
}

/** One scheduled game: when it kicks off, when its BID opens, and its date in the group's zone. */
export type ScheduledGame = {
  gameAt: Date
  opensAt: Date
  /** 'YYYY-MM-DD' in the group's time zone: the key that makes each opening happen once. */
  localDate: string
}

export const WEEKDAY_NAMES = [
  'domingo',
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'sábado',
] as const

const MINUTE = 60_000

// Plain calendar dates ('2026-11-25') are walked as dates in UTC, where days are always 24
// hours, with Date's own UTC arithmetic (no time zone library: a tick walks hundreds of them).
function calendarDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!))
}
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 24 * 60 * MINUTE)
const dateText = (day: Date) => day.toISOString().slice(0, 10)

/** Whether a wall-clock time happens on that date in the zone (a clock moved forward skips it). */
export function localTimeExists(date: string, time: string, timeZone: string): boolean {
  return (
    toLocalDateTime(localInstant(date, time, timeZone), timeZone).slice(0, 16) === `${date}T${time}`
  )
}

/**
 * The instant of a wall-clock time in a zone, read as a person would (ADR 036): a time the clock
 * skips (moved forward) is taken as the same time on the moved clock, i.e. pushed forward by the
 * gap (02:30 → 03:30); a time that happens twice (moved back) is its first occurrence.
 */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`
  let instant = instants.get(key)
  if (instant === undefined) {
    instant = computeLocalInstant(date, time, timeZone)
    if (instants.size >= INSTANTS_KEPT) instants.clear()
    instants.set(key, instant)
  }
  return new Date(instant)
}

// Instants by zone, date and time: working one out takes four trips through Intl, and a tick
// that opens hundreds of groups asks about the same few dates and times.
const instants = new Map<string, number>()
const INSTANTS_KEPT = 5000

function computeLocalInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  const asUtc = Date.UTC(y!, m! - 1, d!, hh!, mm!)
  // The offsets in force a day either side of the wall-clock time: a change is never closer.
  const before = tzOffset(timeZone, new Date(asUtc - 24 * 60 * MINUTE))
  const after = tzOffset(timeZone, new Date(asUtc + 24 * 60 * MINUTE))
  const wanted = `${date}T${time}`
  const candidates = [asUtc - before * MINUTE, asUtc - after * MINUTE]
    .filter((instant) => toLocalDateTime(new Date(instant), timeZone).slice(0, 16) === wanted)
    .sort((a, b) => a - b)
  // No candidate: the clock skipped the time; the offset before the change pushes it forward.
  return candidates[0] ?? asUtc - before * MINUTE
}

/** The game on a local date, and its BID's opening `opensDaysBefore` days earlier. */
export function scheduledGameOn(schedule: BidSchedule, localDate: string): ScheduledGame {
  const opensOn = dateText(addDays(calendarDay(localDate), -schedule.opensDaysBefore))
  return {
    localDate,
    gameAt: localInstant(localDate, schedule.time, schedule.timeZone),
    opensAt: localInstant(opensOn, schedule.time, schedule.timeZone),
  }
}

/**
 * The next `count` scheduled games that kick off after `from`, in order, leaving out the dates
 * in `skippedDates` ('YYYY-MM-DD'). An empty list when the schedule has no weekday.
 */
export function upcomingGames(
  schedule: BidSchedule,
  from: Date,
  count: number,
  skippedDates: readonly string[] = [],
): ScheduledGame[] {
  const weekdays = new Set(schedule.weekdays)
  if (weekdays.size === 0 || count <= 0) return []
  const skipped = new Set(skippedDates)
  const games: ScheduledGame[] = []
  // From the day before `from` in the zone: a game late that day may still be ahead.
  let day = addDays(calendarDay(toLocalDateTime(from, schedule.timeZone).slice(0, 10)), -1)
  // A bounded walk: a year of days is more than any count asked for needs.
  for (let i = 0; i < 366 + count * 7 && games.length < count; i++, day = addDays(day, 1)) {
    if (!weekdays.has(day.getUTCDay())) continue
    const localDate = dateText(day)
    if (skipped.has(localDate)) continue
    const game = scheduledGameOn(schedule, localDate)
    if (game.gameAt.getTime() > from.getTime()) games.push(game)
  }
  return games
}

/** The smallest number of days between two games of the schedule (7 for one weekday). */
export function shortestGapDays(weekdays: readonly number[]): number {
  const days = [...new Set(weekdays)].sort((a, b) => a - b)
  if (days.length <= 1) return 7
  let gap = 7 - days[days.length - 1]! + days[0]!
  for (let i = 1; i < days.length; i++) gap = Math.min(gap, days[i]! - days[i - 1]!)
  return gap
}

/**
 * The first date in the year after `from` on which the schedule's time does not exist (a clock
 * moved forward over it), or null: such a schedule is refused (ADR 036).
 */
export function firstMissingGameTime(schedule: BidSchedule, from: Date): string | null {
  for (const game of upcomingGames(schedule, from, schedule.weekdays.length * 53)) {
    if (!localTimeExists(game.localDate, schedule.time, schedule.timeZone)) return game.localDate
  }
  return null
}

/** 'terça, quinta e sábado' */
function weekdayList(weekdays: readonly number[]) {
  const days = [...new Set(weekdays)].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d]!)
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} e ${days.at(-1)}` : (days[0] ?? '')
}

/** 'Toda quinta às 20:00, abre 6 dias antes' */
export function describeSchedule(
  schedule: Pick<BidSchedule, 'weekdays' | 'time' | 'opensDaysBefore'>,
) {
  const list = weekdayList(schedule.weekdays)
  const every = schedule.weekdays.every((d) => d === 0 || d === 6) ? 'Todo' : 'Toda'
  const opens = schedule.opensDaysBefore === 1 ? '1 dia' : `${schedule.opensDaysBefore} dias`
  return `${every} ${list} às ${schedule.time}, abre ${opens} antes`
}

/** 'Terça 21:00 — Quadra Coberta'; 'Terça e quinta 20:00' without a place. */
export function scheduleLabel(
  schedule: Pick<BidSchedule, 'weekdays' | 'time'> & { location: string | null },
) {
  const list = weekdayList(schedule.weekdays)
  const when = `${list.charAt(0).toUpperCase()}${list.slice(1)} ${schedule.time}`
  return schedule.location ? `${when} — ${schedule.location}` : when
}

/** 'dd/mm HH:mm' of an instant in the group's zone, as the texts show dates. */
export function dayMonthTime(instant: Date, timeZone: string): string {
  const local = toLocalDateTime(instant, timeZone)
  return `${local.slice(8, 10)}/${local.slice(5, 7)} ${local.slice(11, 16)}`
}

/** The mensalistas' window (ADR 036): open until `hours` before kick-off; null hours = none. */
export function monthlyWindowClosesAt(gameAt: Date, hours: number | null): Date | null {
  return hours === null || hours <= 0 ? null : new Date(gameAt.getTime() - hours * 3_600_000)
}

/** The reply to an avulso's check-in while places are held for the mensalistas. */
export function heldPlacesMessage(until: string, position: number): string {
  return `Vagas reservadas para mensalistas até ${until}. Você entrou na lista de espera (${position}º lugar).`
}
