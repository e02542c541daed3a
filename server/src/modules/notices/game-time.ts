import { fromLocalDateTime } from '@bidfut/domain/rules/local-time'

// Index = Date#getUTCDay(); the article agrees with the day: "na quinta", "no sábado".
const WEEKDAYS = [
  ['domingo', 'no'],
  ['segunda', 'na'],
  ['terça', 'na'],
  ['quarta', 'na'],
  ['quinta', 'na'],
  ['sexta', 'na'],
  ['sábado', 'no'],
] as const

/** A BID's wall-clock date-time ('2026-11-26T20:00:00') in the words the emails use. */
export function gameTime(dayOfMatch: string) {
  const [date = '', time = ''] = dayOfMatch.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [weekday, article] = WEEKDAYS[new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()]!
  const dayMonth = `${date.slice(8, 10)}/${date.slice(5, 7)}`
  const hour = time.slice(0, 5)
  return {
    /** "na quinta, 26/11 às 20:00" */
    onDay: `${article} ${weekday}, ${dayMonth} às ${hour}`,
    /** "quinta, 26/11 às 20:00" */
    full: `${weekday}, ${dayMonth} às ${hour}`,
  }
}

/** The instant a BID kicks off: its wall-clock time read in the group's time zone. */
export function kickOffOf(bid: { dayOfMatch: string; timeZone: string }): Date {
  return fromLocalDateTime(bid.dayOfMatch, bid.timeZone)
}
