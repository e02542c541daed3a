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
 * Last week's BID, still open when the Agenda opens the next: finished, as the organiser would
 * do, and logged as the Bidfut's doing (ADR 054).
 */
export async function finishPlayedBid(tx: Tx, companyId: number, bidDayId: number) {
  await closeBid(tx, companyId, bidDayId, 'finished')
  await recordSystemActivity(tx, [{ companyId, kind: 'bid.completed_on_schedule', bidDayId }])
}
