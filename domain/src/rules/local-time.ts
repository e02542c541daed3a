import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm:ss"

/** The wall-clock date-time of an instant in a time zone, as the API sends dayOfMatch. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), LOCAL_FORMAT)
}

/** A wall-clock date-time in a time zone, as an instant. */
export function fromLocalDateTime(local: string, timeZone: string): Date {
  const [date = '', time = '00:00:00'] = local.split('T')
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm, ss] = time.split(':').map(Number)
  return new Date(new TZDate(y!, m! - 1, d!, hh ?? 0, mm ?? 0, ss ?? 0, timeZone).getTime())
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
