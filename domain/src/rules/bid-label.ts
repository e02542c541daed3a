import { WEEKDAY_NAMES } from './bid-schedule.ts'

// Which game a screen or notice means when a group has several BIDs open (ADR 059).

type Game = { number: number; dayOfMatch: string }

/** 'quinta 20:00' for a wall-clock `YYYY-MM-DDTHH:mm[:ss]`. */
export function gameWeekdayTime(dayOfMatch: string): string {
  const weekday = new Date(`${dayOfMatch.slice(0, 10)}T00:00:00Z`).getUTCDay()
  return `${WEEKDAY_NAMES[weekday]} ${dayOfMatch.slice(11, 16)}`
}

/** 'BID #14 — quinta 20:00' */
export function bidLabel(bid: Game): string {
  return `BID #${bid.number} — ${gameWeekdayTime(bid.dayOfMatch)}`
}

/**
 * The labels of a group's open BIDs, in their order: each as `bidLabel`, with the date where two
 * would read alike ('BID #12 — quinta, 10/12 20:00': this Thursday's and next Thursday's).
 */
export function openBidLabels(bids: Game[]): string[] {
  const alike = new Map<string, number>()
  for (const bid of bids) {
    const when = gameWeekdayTime(bid.dayOfMatch)
    alike.set(when, (alike.get(when) ?? 0) + 1)
  }
  return bids.map((bid) => {
    if (alike.get(gameWeekdayTime(bid.dayOfMatch))! < 2) return bidLabel(bid)
    const [weekday, time] = gameWeekdayTime(bid.dayOfMatch).split(' ')
    const date = `${bid.dayOfMatch.slice(8, 10)}/${bid.dayOfMatch.slice(5, 7)}`
    return `BID #${bid.number} — ${weekday}, ${date} ${time}`
  })
}
