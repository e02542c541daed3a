import { isPast } from '@bidfut/domain/rules/local-time'
import { waitlistOrder } from '@bidfut/domain/rules/waiting-list'
import type { Tx } from '../../db/client.ts'
import { bidFull } from '../notices/kinds/bid-full.ts'
import { reminderLinks } from '../notices/kinds/reminder.ts'
import { slotOpened } from '../notices/kinds/slot-opened.ts'
import { kickOffOf } from '../notices/game-time.ts'
import { insertReminderLink } from '../reminders/reminders.repo.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { findBidGame } from '../notices/notices.repo.ts'
import { sendNotice, type Notices, type Sent } from '../notices/notices.ts'
import { countConfirmed } from './bids.repo.ts'
import { readBidSlots } from './monthly-window.ts'
import * as repo from './waiting-list.repo.ts'
import { recordSystemActivity } from '../activity/activity.ts'

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

/** Tells a player who just left the line for a place ('Abriu uma vaga'), by email and push. */
export async function tellPromoted(
  tx: Tx,
  notices: Notices,
  entry: { companyId: number; bidDayId: number; companyPlayerId: number },
  now: Date,
  publicUrl: string,
): Promise<Sent> {
  const { companyId, bidDayId, companyPlayerId } = entry
  const notice = await repo.findPromotionNotice(tx, companyId, bidDayId, companyPlayerId)
  const game = await findBidGame(tx, entry)
  if (!notice?.active) return notices.send(tx, slotOpened, { ...entry, game, now, publicUrl }, [])
  // 'Não vou mais' in the email: the one-tap page (ADR 024), valid until kick-off.
  const { token, hash } = newOpaqueToken()
  if (notice.email) {
    await insertReminderLink(tx, { tokenHash: hash, ...entry, expiresAt: kickOffOf(game) })
  }
  const recipient = { ...notice, companyId, notGoing: reminderLinks(publicUrl, token).naoVou }
  return notices.send(tx, slotOpened, { ...entry, game, now, publicUrl }, [recipient])
}

/**
 * Confirms the head of the waiting list while slots are free, under the caller's BID lock, and
 * queues their emails and pushes; answers how many were queued. After kick-off nobody is moved: the game
 * is being played, and the organisers promote by hand if they need to (ADR 011). While the
 * mensalistas' window holds places, those are not free (ADR 036).
 */
export async function fillFreeSlots(
  tx: Tx,
  notices: Notices,
  companyId: number,
  bid: BidKick,
  now: Date,
  publicUrl: string,
): Promise<number> {
  if (isPast(bid.dayOfMatch, bid.timeZone, now)) return 0
  const slots = await readBidSlots(tx, companyId, bid.id, now)
  const free = slots.slots - (slots.window?.held ?? 0) - slots.confirmed
  if (free <= 0) return 0
  const line = waitlistOrder(await repo.listWaitlisted(tx, companyId, bid.id))
  let queued = 0
  const promoted = line.slice(0, free)
  for (const entry of promoted) {
    const key = { companyId, bidDayId: bid.id, companyPlayerId: entry.companyPlayerId }
    await repo.moveEntry(tx, key, 'waitlisted', 'confirmed', now)
    const told = await tellPromoted(tx, notices, key, now, publicUrl)
    queued += told.email + told.push + told.whatsapp
  }
  // Nobody tapped this: the log says the Bidfut did it, so 'who did this?' has its answer.
  await recordSystemActivity(
    tx,
    promoted.map((entry) => ({
      companyId,
      kind: 'bid.waitlist_filled',
      subjectCompanyPlayerId: entry.companyPlayerId,
      bidDayId: bid.id,
    })),
  )
  return queued
}

/**
 * 'BID lotado' to the organisers when a confirmation took the last slot; `confirmed` when the
 * caller has just counted it. Answers how many pushes were queued.
 */
export async function pushIfFull(
  tx: Tx,
  bid: { companyId: number; bidDayId: number; slots: number; now: Date },
  publicUrl: string,
  confirmed?: number,
): Promise<number> {
  const count = confirmed ?? (await countConfirmed(tx, bid.companyId, bid.bidDayId))
  if (count < bid.slots) return 0
  const game = await findBidGame(tx, bid)
  return (await sendNotice(tx, bidFull, { ...bid, game, publicUrl })).push
}
