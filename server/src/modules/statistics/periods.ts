import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** A half-open range of wall-clock date-times, compared with bid_days.day_of_match as is. */
export type LocalRange = { from: string; to: string }

const pad = (n: number) => String(n).padStart(2, '0')
const startOf = (year: number, month: number) => `${year}-${pad(month)}-01T00:00:00`

/**
 * The season (the calendar year) and the month in progress in the group's time zone. BIDs are
 * stored in the group's wall-clock time, so both are plain ranges on day_of_match.
 */
export function currentPeriods(now: Date, timeZone: string) {
  const local = new TZDate(now.getTime(), timeZone)
  const season = local.getFullYear()
  const month = local.getMonth() + 1
  return {
    season,
    seasonRange: { from: startOf(season, 1), to: startOf(season + 1, 1) },
    monthRange: {
      from: startOf(season, month),
      to: month === 12 ? startOf(season + 1, 1) : startOf(season, month + 1),
    },
  }
}

/** The start of the local day an instant falls on, as a wall-clock date-time. */
export function localDayStart(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd'T'00:00:00")
}
