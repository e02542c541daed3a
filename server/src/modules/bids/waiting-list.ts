import { SLOTS_PER_BID } from '@bidfut/domain/constants'
import { isPast } from '@bidfut/domain/rules/local-time'
import { waitlistOrder } from '@bidfut/domain/rules/waiting-list'
import type { Tx } from '../../db/client.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { kickOffOf } from '../reminders/game-time.ts'
import { slotOpenedEmail } from '../reminders/bid-notice-emails.ts'
import { queueBidFullPush, queuePromotedPush } from '../reminders/push-notices.ts'
import { countConfirmed } from './bids.repo.ts'
import { readBidSlots } from './monthly-window.ts'
import * as repo from './waiting-list.repo.ts'

type BidKick = { id: number; dayOfMatch: string; timeZone: string }

/** A player's place in the BID's waiting list, 1 first; null when they are not in it. */
export async function linePosition(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  companyPlayerId: number,
): Promise<number | null> {
  const line = waitlistOrder(await repo.listWaitlisted(tx, companyId, bidDayId))
  const index = line.findIndex((entry) => entry.companyPlayerId === companyPlayerId)
  return index < 0 ? null : index + 1
}

/** Emails a player who just left the line for a slot; false when there is no one to tell. */
export async function queueSlotOpenedEmail(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  companyPlayerId: number,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  const notice = await repo.findPromotionNotice(tx, companyId, bidDayId, companyPlayerId)
  if (!notice?.email || !notice.active) return false
  if (kickOffOf(notice).getTime() <= now.getTime()) return false
  return enqueueEmail(tx, {
    // A player may leave the line for a slot more than once in a BID: each time is told.
    dedupeKey: `waitlist-promoted:${bidDayId}:${companyPlayerId}:${now.getTime()}`,
    to: notice.email,
    companyId,
    ...slotOpenedEmail({ game: notice, fullName: notice.fullName, publicUrl }),
  })
}

/**
 * Confirms the head of the waiting list while slots are free, under the caller's BID lock, and
 * queues their emails and pushes; answers how many were queued. After kick-off nobody is moved: the game
 * is being played, and the organisers promote by hand if they need to (ADR 011). While the
 * mensalistas' window holds places, those are not free (ADR 036).
 */
export async function fillFreeSlots(
  tx: Tx,
  companyId: number,
  bid: BidKick,
  now: Date,
  publicUrl: string,
): Promise<number> {
  if (isPast(bid.dayOfMatch, bid.timeZone, now)) return 0
  const slots = await readBidSlots(tx, companyId, bid.id, now)
  const free = SLOTS_PER_BID - (slots.window?.held ?? 0) - slots.confirmed
  if (free <= 0) return 0
  const line = waitlistOrder(await repo.listWaitlisted(tx, companyId, bid.id))
  let queued = 0
  for (const entry of line.slice(0, free)) {
    const key = { companyId, bidDayId: bid.id, companyPlayerId: entry.companyPlayerId }
    await repo.moveEntry(tx, key, 'waitlisted', 'confirmed', now)
    if (await queueSlotOpenedEmail(tx, companyId, bid.id, entry.companyPlayerId, now, publicUrl))
      queued++
    queued += await queuePromotedPush(tx, { ...key, now }, publicUrl)
  }
  return queued
}

/**
 * 'BID lotado' to the organisers when a confirmation took the last slot; `confirmed` when the
 * caller has just counted it. Answers how many pushes were queued.
 */
export async function pushIfFull(
  tx: Tx,
  bid: { companyId: number; bidDayId: number; now: Date },
  publicUrl: string,
  confirmed?: number,
): Promise<number> {
  const count = confirmed ?? (await countConfirmed(tx, bid.companyId, bid.bidDayId))
  if (count < SLOTS_PER_BID) return 0
  return queueBidFullPush(tx, bid, publicUrl)
}
