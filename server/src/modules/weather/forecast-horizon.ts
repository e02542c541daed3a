import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { FORECAST_HORIZON_DAYS } from '@bidfut/domain/contracts/weather'

const DAY_MS = 24 * 60 * 60 * 1000
// Open-Meteo's 16 days are today and the 15 after it, in the place's time zone.
const LAST_DAY_OFFSET = FORECAST_HORIZON_DAYS - 1

/**
 * Null when the game day already has a forecast; otherwise the first day (YYYY-MM-DD, in the
 * group's time zone) on which it will.
 */
export function forecastAvailableFrom(gameDay: string, timeZone: string, now: Date) {
  const today = format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd')
  // Both are plain dates, parsed as UTC midnights: their difference is whole days.
  const daysAhead = (Date.parse(gameDay) - Date.parse(today)) / DAY_MS
  if (daysAhead <= LAST_DAY_OFFSET) return null
  return new Date(Date.parse(gameDay) - LAST_DAY_OFFSET * DAY_MS).toISOString().slice(0, 10)
}
