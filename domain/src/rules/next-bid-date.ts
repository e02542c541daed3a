import { TZDate } from '@date-fns/tz'
import { addDays, format, getDay } from 'date-fns'
import { toLocalDateTime } from './local-time.ts'

/** A plain calendar date ('2026-11-25') as a date in UTC, where days are always 24 hours. */
function calendarDay(date: string): TZDate {
  const [y, m, d] = date.split('-').map(Number)
  return new TZDate(y!, m! - 1, d!, 'UTC')
}

/**
 * The date-time a new BID starts from (`2026-12-02T20:00:00`, wall clock in the group's zone):
 * the weekday and time of `usual` (the group's last BID that was not cancelled), on the first
 * such day whose kick-off is still ahead of `now` in the group's time zone and later than
 * `latest` (the day of the group's newest BID, cancelled ones included: a game just cancelled
 * is not offered again). Null when the group has no BID to learn from.
 */
export function nextBidDayOfMatch(input: {
  usual: string | null
  latest: string | null
  timeZone: string
  now: Date
}): string | null {
  if (!input.usual) return null
  const time = input.usual.slice(11, 19) || '00:00:00'
  const weekday = getDay(calendarDay(input.usual.slice(0, 10)))
  const nowHere = toLocalDateTime(input.now, input.timeZone)
  // Wall-clock times in one zone compare as text.
  const floor = input.latest && input.latest > nowHere ? input.latest : nowHere
  let day = calendarDay(floor.slice(0, 10))
  day = addDays(day, (weekday - getDay(day) + 7) % 7)
  let candidate = `${format(day, 'yyyy-MM-dd')}T${time}`
  if (candidate <= floor) candidate = `${format(addDays(day, 7), 'yyyy-MM-dd')}T${time}`
  return candidate
}
