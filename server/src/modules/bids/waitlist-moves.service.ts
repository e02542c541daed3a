import type { StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { heldPlacesHeadMessage } from '@bidfut/domain/rules/held-places'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { recordActivity } from '../activity/activity.ts'
import {
  findMember,
  lockOpenBid,
  PLAYER_NOT_FOUND,
  writeTransaction,
  type BidPlayerKey,
} from './bid-writes.ts'
import * as repo from './bids.repo.ts'
import { isRegularType, organiserSeat, readBidSlots, seatDetails } from './monthly-window.ts'
import { pushIfFull, tellPromoted } from './waiting-list.ts'
import * as waitlistRepo from './waiting-list.repo.ts'
import type { Notices } from '../notices/notices.ts'

const NOT_IN_LINE = 'Este jogador não está na lista de espera.'

export type WaitlistMovesService = ReturnType<typeof createWaitlistMovesService>

/** The organisers' two moves for someone in the waiting list (ADR 011): promote or remove. */
export function createWaitlistMovesService(deps: {
  db: Db
  changes: Changes
  emailOutbox: WorkerTrigger
  pushOutbox: WorkerTrigger
  publicUrl: string
  notices: Notices
}) {
  const { emailOutbox, pushOutbox, publicUrl, notices } = deps

  /** The open BID locked, and the member it is about, who must be in its waiting list. */
  async function lockWaitlisted(tx: Tx, ctx: Ctx, key: BidPlayerKey) {
    await lockOpenBid(tx, ctx, key.bidDayId)
    const member = await findMember(tx, ctx.companyId, key)
    if (!member) throw new NotFoundError(PLAYER_NOT_FOUND)
    if (member.entryStatus !== 'waitlisted') throw new ConflictError(NOT_IN_LINE)
    return member
  }

  /** Confirms them under the BID lock with their email and pushes; answers how many it queued. */
  async function confirm(tx: Tx, ctx: Ctx, key: BidPlayerKey, slots: number, now: Date) {
    const entry = { companyId: ctx.companyId, ...key }
    await waitlistRepo.moveEntry(tx, entry, 'waitlisted', 'confirmed', now)
    const told = await tellPromoted(tx, notices, entry, now, publicUrl)
    const { companyId, bidDayId } = entry
    return (
      told.email +
      told.push +
      (await pushIfFull(tx, { companyId, bidDayId, slots, now }, publicUrl))
    )
  }

  return {
    /**
     * Confirms someone in the waiting list when a slot their type may take is free, counted as
     * a check-in counts it; a place the mensalistas' window holds only with `useHeldPlace`, the
     * organiser's yes to 'Usar uma vaga reservada para mensalistas?', which the log records.
     * Otherwise moves them to the head of the line: the cap binds organisers too (ADR 002, 011,
     * 036).
     */
    async promoteWaitlisted(
      ctx: Ctx,
      key: BidPlayerKey,
      useHeldPlace = false,
    ): Promise<StatusChangeResult> {
      requireOrganiser(ctx)
      const { seat, queued } = await writeTransaction(deps, ctx.companyId, async (tx) => {
        const member = await lockWaitlisted(tx, ctx, key)
        const now = clock.now()
        const slots = await readBidSlots(tx, ctx.companyId, key.bidDayId, now)
        const seat = organiserSeat(
          slots,
          { regular: isRegularType(member.typePlayer) },
          useHeldPlace,
        )
        const queued = seat.confirmed
          ? await confirm(tx, ctx, key, slots.slots, now)
          : (await waitlistRepo.moveToHead(tx, { companyId: ctx.companyId, ...key }), 0)
        await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
        await recordActivity(tx, ctx, {
          kind: 'bid.waitlist_promoted',
          subjectCompanyPlayerId: key.companyPlayerId,
          bidDayId: key.bidDayId,
          details: seatDetails(seat),
        })
        return { seat, queued }
      })
      if (queued > 0) {
        emailOutbox.trigger()
        pushOutbox.trigger()
      }
      if (seat.confirmed) {
        const message = 'Jogador confirmado no BID.'
        return { success: true, message, status: 'confirmed', waitlistPosition: null }
      }
      return {
        success: true,
        message: seat.heldUntil
          ? heldPlacesHeadMessage(seat.heldUntil)
          : 'Jogador movido para o 1º lugar da lista de espera.',
        status: 'waitlisted',
        waitlistPosition: 1,
      }
    },

    /** Takes someone out of the waiting list: their entry stays in the BID as pending. */
    async removeWaitlisted(ctx: Ctx, key: BidPlayerKey): Promise<StatusChangeResult> {
      requireOrganiser(ctx)
      await writeTransaction(deps, ctx.companyId, async (tx) => {
        await lockWaitlisted(tx, ctx, key)
        const entry = { companyId: ctx.companyId, ...key }
        await waitlistRepo.moveEntry(tx, entry, 'waitlisted', 'waiting', null)
        await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
        await recordActivity(tx, ctx, {
          kind: 'bid.waitlist_removed',
          subjectCompanyPlayerId: key.companyPlayerId,
          bidDayId: key.bidDayId,
        })
      })
      return {
        success: true,
        message: 'Jogador removido da lista de espera.',
        status: 'waiting',
        waitlistPosition: null,
      }
    },
  }
}
