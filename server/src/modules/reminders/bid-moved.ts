import type { Tx } from '../../db/client.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { bidMovedEmail, type PreviousSchedule } from './bid-notice-emails.ts'
import * as repo from './reminders.repo.ts'

/**
 * Tells each confirmed player that the BID moved, in the moving transaction. Like the
 * cancellation it is not a reminder, so the reminder switches do not apply. The BID's version
 * is part of the key: every move is told, even back to an earlier date.
 */
export async function queueBidMovedEmails(
  tx: Tx,
  bid: { companyId: number; bidDayId: number; version: number },
  before: PreviousSchedule,
  publicUrl: string,
): Promise<number> {
  const confirmed = await repo.listConfirmedWithEmail(tx, bid.companyId, bid.bidDayId)
  let queued = 0
  for (const player of confirmed) {
    const inserted = await enqueueEmail(tx, {
      dedupeKey: `bid-moved:${player.bidDayId}:${player.companyPlayerId}:v${bid.version}`,
      to: player.email,
      companyId: player.companyId,
      ...bidMovedEmail({ game: player, fullName: player.fullName, before, publicUrl }),
    })
    if (inserted) queued += 1
  }
  return queued
}
