import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm:ss"

/** The wall-clock date-time of an instant in a time zone, as the API sends dayOfMatch. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), LOCAL_FORMAT)
}

// Instants by time zone and wall-clock time. Working one out goes through Intl and costs more
// than the rest of a check-in's checks, and a server asks about the same few BIDs all day.
const instants = new Map<string, number>()
const INSTANTS_KEPT = 1000

/** A wall-clock date-time in a time zone, as an instant. */
export function fromLocalDateTime(local: string, timeZone: string): Date {
  const key = `${timeZone} ${local}`
  let instant = instants.get(key)
  if (instant === undefined) {
    const [date = '', time = '00:00:00'] = local.split('T')
    const [y, m, d] = date.split('-').map(Number)
    const [hh, mm, ss] = time.split(':').map(Number)
    instant = new TZDate(y!, m! - 1, d!, hh ?? 0, mm ?? 0, ss ?? 0, timeZone).getTime()
    if (instants.size >= INSTANTS_KEPT) instants.clear()
    instants.set(key, instant)
  }
  return new Date(instant)
}

/** A BID counts as past once its date-time has passed in the group's time zone. */
export function isPast(dayOfMatch: string, timeZone: string, now: Date = new Date()): boolean {
  return fromLocalDateTime(dayOfMatch, timeZone).getTime() <= now.getTime()
}

export function localDateTimeInDays(
  days: number,
  time: string,
  timeZone: string,
  now = new Date(),
) {
  const day = format(addDays(new TZDate(now.getTime(), timeZone), days), 'yyyy-MM-dd')
  return `${day}T${time}`
}
