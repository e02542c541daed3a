import { WEEKDAY_NAMES } from './bid-schedule.ts'

// Which game a screen or notice means when a group has several BIDs open (ADR 059).

/** 'quinta 20:00' for a wall-clock `YYYY-MM-DDTHH:mm[:ss]`. */
export function gameWeekdayTime(dayOfMatch: string): string {
  const weekday = new Date(`${dayOfMatch.slice(0, 10)}T00:00:00Z`).getUTCDay()
  return `${WEEKDAY_NAMES[weekday]} ${dayOfMatch.slice(11, 16)}`
}

/** 'BID #14 — quinta 20:00' */
export function bidLabel(bid: { number: number; dayOfMatch: string }): string {
  return `BID #${bid.number} — ${gameWeekdayTime(bid.dayOfMatch)}`
}
