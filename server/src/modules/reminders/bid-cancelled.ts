import type { Tx } from '../../db/client.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { kickOffOf } from './game-time.ts'
import { bidCancelledEmail } from './bid-notice-emails.ts'
import * as repo from './reminders.repo.ts'

/**
 * Tells each confirmed player that the BID was cancelled, in the cancelling transaction. Not a
 * reminder, so the reminder switches do not apply; a game that already started needs no notice.
 */
export async function queueBidCancelledEmails(
  tx: Tx,
  bid: { companyId: number; bidDayId: number },
  now: Date,
  publicUrl: string,
): Promise<number> {
  const confirmed = await repo.listConfirmedWithEmail(tx, bid.companyId, bid.bidDayId)
  let queued = 0
  for (const player of confirmed) {
    if (kickOffOf(player).getTime() <= now.getTime()) continue
    const inserted = await enqueueEmail(tx, {
      dedupeKey: `bid-cancelled:${player.bidDayId}:${player.companyPlayerId}`,
      to: player.email,
      companyId: player.companyId,
      ...bidCancelledEmail({ game: player, fullName: player.fullName, publicUrl }),
    })
    if (inserted) queued += 1
  }
  return queued
}
