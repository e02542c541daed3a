import { displayName } from '@bidfut/domain/rules/person-names'
import type { Tx } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError } from '../../lib/errors.ts'
import { recordActivity } from '../activity/activity.ts'
import { movedToLine } from '../notices/kinds/moved-to-line.ts'
import { findBidGame } from '../notices/notices.repo.ts'
import { sendNotice, type Notices } from '../notices/notices.ts'
import type { LockedBid } from './bid-writes.ts'
import * as repo from './bid-slots.repo.ts'
import { countConfirmed } from './bids.repo.ts'
import { fillFreeSlots } from './waiting-list.ts'
import { findPromotionNotice } from './waiting-list.repo.ts'

const names = (list: string[]) =>
  list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} e ${list.at(-1)}`

/** The 409's words: who would leave their place, the question the screen asks before moving them. */
export function fewerSlotsMessage(slots: number, moving: string[]): string {
  const who = moving.length === 1 ? `${moving[0]} vai` : `${names(moving)} vão`
  return `Com ${slots} vagas, ${who} para o início da lista de espera (os últimos a confirmar). Confirmar?`
}

/**
 * Changes the places of the BID the caller locked (ADR 053). Fewer places than confirmed players
 * moves the last to confirm to the head of the waiting list, only with the organiser's yes
 * (`confirmMoves`; without it a 409 names them); each is told and logged. More places fill from
 * the line as a freed place does. Answers how many notices it queued.
 */
export async function changeSlots(
  tx: Tx,
  ctx: Ctx,
  bid: LockedBid,
  change: { slots: number; confirmMoves: boolean; now: Date; publicUrl: string; notices: Notices },
): Promise<number> {
  const { slots, now, publicUrl, notices } = change
  const key = { companyId: ctx.companyId, bidDayId: bid.id }
  const confirmed = await countConfirmed(tx, key.companyId, key.bidDayId)
  const moving = await repo.findLastConfirmed(tx, key.companyId, key.bidDayId, confirmed - slots)
  if (moving.length > 0 && !change.confirmMoves) {
    const wouldMove = moving.map((m) => ({
      companyPlayerId: m.companyPlayerId,
      name: displayName(m),
    }))
    const message = fewerSlotsMessage(slots, wouldMove.map((m) => m.name).reverse())
    throw new ConflictError(message, undefined, { wouldMove })
  }
  await repo.setBidSlots(tx, key.companyId, key.bidDayId, slots)
  await repo.moveToLineHead(
    tx,
    key,
    moving.map((m) => m.companyPlayerId),
  )
  let queued = 0
  const game = await findBidGame(tx, key)
  for (const [index, member] of moving.entries()) {
    const entry = { ...key, companyPlayerId: member.companyPlayerId }
    await recordActivity(tx, ctx, {
      kind: 'bid.status',
      subjectCompanyPlayerId: member.companyPlayerId,
      bidDayId: key.bidDayId,
      details: { from: 'confirmed', to: 'waitlisted', slots },
    })
    const person = await findPromotionNotice(
      tx,
      key.companyId,
      key.bidDayId,
      member.companyPlayerId,
    )
    const recipients = person?.active ? [{ ...person, companyId: key.companyId }] : []
    const position = moving.length - index
    const told = await sendNotice(
      tx,
      movedToLine,
      { ...entry, game, position, now, publicUrl },
      recipients,
    )
    queued += told.email + told.push + told.whatsapp
  }
  if (slots > bid.slots)
    queued += await fillFreeSlots(tx, notices, key.companyId, bid, now, publicUrl)
  return queued
}
