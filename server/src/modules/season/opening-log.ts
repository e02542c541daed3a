import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Tx } from '../../db/client.ts'
import { recordSystemActivity } from '../activity/activity.ts'
import { closeBid } from '../bids/bids.repo.ts'

/** 'O Bidfut abriu o BID #N pela agenda': each BID the Agenda opened, in the log (ADR 040). */
export async function logScheduledOpenings(
  tx: Tx,
  opened: { schedule: { companyId: number }; bid: { id: number } }[],
): Promise<void> {
  await recordSystemActivity(
    tx,
    opened.map((o) => ({
      companyId: o.schedule.companyId,
      kind: 'bid.opened_on_schedule',
      bidDayId: o.bid.id,
    })),
  )
}

/**
 * A played BID, still open when the Agenda opens a game: finished, as the organiser would
 * do, and logged as the Bidfut's doing (ADR 054).
 */
export async function finishPlayedBid(tx: Tx, companyId: number, bidDayId: number) {
  await closeBid(tx, companyId, bidDayId, 'finished')
  await recordSystemActivity(tx, [{ companyId, kind: 'bid.completed_on_schedule', bidDayId }])
}

/**
 * An opening finishes the group's open BIDs whose game was on an earlier day, as the organiser
 * would do (ADR 059): a BID played today stays open for its numbers, and the group's other
 * games ahead stay open.
 */
export async function finishPreviousGames(
  tx: Tx,
  opening: { schedule: { companyId: number; timeZone: string }; now: Date },
  openBids: { companyId: number; id: number; dayOfMatch: string }[],
  finished: Set<number>,
) {
  const { schedule, now } = opening
  const today = toLocalDateTime(now, schedule.timeZone).slice(0, 10)
  for (const bid of openBids) {
    if (bid.companyId !== schedule.companyId || finished.has(bid.id)) continue
    if (bid.dayOfMatch.slice(0, 10) >= today) continue
    await finishPlayedBid(tx, schedule.companyId, bid.id)
    finished.add(bid.id)
  }
}
