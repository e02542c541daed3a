import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import type { RequestableStatus, StatusChangeCheck } from '@bidfut/domain/rules/bid-status'
import { dayMonthTime } from '@bidfut/domain/rules/bid-schedule'
import { isLateNotice } from '@bidfut/domain/rules/furoes'
import { fromLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Tx } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { statusEntryInsert } from '../activity/activity.ts'
import { findMember, PLAYER_NOT_FOUND, type BidPlayerKey } from './bid-writes.ts'
import type * as repo from './bids.repo.ts'
import { isRegularType, openWindowClosesAt } from './monthly-window.ts'
import type { Notices } from '../notices/notices.ts'
import { fillFreeSlots, linePosition, pushIfFull } from './waiting-list.ts'
import * as waitlistRepo from './waiting-list.repo.ts'

export type LockedForChanges = NonNullable<Awaited<ReturnType<typeof repo.lockBidForStatusChanges>>>
/** A member and their entry in the BID as read before the BID lock; undefined: not in the group. */
type SeenMember = Pick<repo.SeenMember, 'removed' | 'entryStatus'>
type LockedForStatus = Omit<LockedForChanges, 'members'> & { member: repo.SeenMember | undefined }
export type TransitionCheck = ((from: BidPlayerStatus) => StatusChangeCheck) | null
/**
 * Where a status change left the player, and how many 'Abriu uma vaga' emails it queued;
 * heldUntil ('dd/mm HH:mm') when the mensalistas' window kept an avulso out (ADR 036).
 */
export type StatusOutcome = {
  from?: BidPlayerStatus
  status: BidPlayerStatus
  waitlistPosition: number | null
  queued: number
  heldUntil?: string
}

/**
 * Sets an entry's status under the BID lock; `check` null = an organiser, free to set any.
 * A check-in on a full BID joins the waiting list, for organisers too: the BID's places bind
 * everyone (ADR 002, 053). A confirmed player leaving hands the slot to the head of the line in
 * this same transaction (ADR 011). The caller locked the BID with repo.lockBidForStatusChanges,
 * which has already marked it changed and read the member (`seen`) before the lock was its
 * (or before an earlier change in the same turn wrote: the write checks it).
 */
export async function setStatus(
  tx: Tx,
  ctx: Ctx,
  { publicUrl, notices }: { publicUrl: string; notices: Notices },
  { bid, window, lateNoticeHours, member: seen }: LockedForStatus,
  key: BidPlayerKey,
  status: RequestableStatus,
  check: TransitionCheck,
): Promise<StatusOutcome> {
  const now = clock.now()
  // While the mensalistas' window is open an avulso may not take the places it holds; the
  // write counts them and the confirmed, under the BID lock (ADR 036).
  const windowClosesAt = status === 'confirmed' ? openWindowClosesAt(bid, window, now) : null
  // A mensalista the furões' rule left without the guarantee asks as an avulso (ADR 060).
  const guaranteed = isRegularType(seen?.typePlayer ?? 'sporadic') && !seen?.guaranteeLost
  const holdsForRegulars = windowClosesAt !== null && !guaranteed
  const write = async (member: SeenMember | undefined) => {
    if (!member || (member.entryStatus === null && member.removed)) {
      throw new NotFoundError(PLAYER_NOT_FOUND)
    }
    const from = member.entryStatus ?? 'waiting'
    const allowed = check?.(from)
    if (allowed && !allowed.allowed) throw new ConflictError(allowed.message)
    const asksForSlot = status === 'confirmed' && from !== 'confirmed'
    // Leaving a place late ('Não vou' or 'Cancelar status'; an injury excuses) is a furão.
    const late =
      from === 'confirmed' &&
      (status === 'absent' || status === 'waiting') &&
      isLateNotice(fromLocalDateTime(bid.dayOfMatch, bid.timeZone), now, lateNoticeHours)
    // The change's log entry, in its statement (ADR 040).
    const entry = statusEntryInsert(ctx, {
      subjectCompanyPlayerId: key.companyPlayerId,
      bidDayId: key.bidDayId,
      from,
    })
    const written = await waitlistRepo.writeEntryStatus(
      tx,
      { companyId: ctx.companyId, ...key },
      {
        from: member.entryStatus,
        to: status,
        slot: asksForSlot ? { slots: bid.slots, holdsForRegulars } : null,
        now,
        late,
      },
      entry,
    )
    return written && { from, to: written.status, confirmed: written.confirmed, held: written.held }
  }
  // The entry changed between that read and the lock; under the lock it cannot change again.
  const underLock = async () => {
    const member = await findMember(tx, ctx.companyId, key)
    return member && { removed: member.deletedAt !== null, entryStatus: member.entryStatus }
  }
  const moved = (await write(seen)) ?? (await write(await underLock()))
  if (!moved) throw new Error('An entry changed under the BID lock')
  // A confirmed player leaving frees a slot; a mensalista's 'Não vou' frees the place held.
  const frees =
    (moved.from === 'confirmed' && moved.to !== 'confirmed') ||
    (moved.from === 'waiting' && (moved.to === 'absent' || moved.to === 'hurt'))
  const queued = frees
    ? await fillFreeSlots(tx, notices, ctx.companyId, bid, now, publicUrl)
    : moved.from !== 'confirmed' && moved.to === 'confirmed' && moved.confirmed !== null
      ? await pushIfFull(
          tx,
          { companyId: ctx.companyId, bidDayId: key.bidDayId, slots: bid.slots, now },
          publicUrl,
          moved.confirmed + 1,
        )
      : 0
  const waitlistPosition =
    moved.to === 'waitlisted'
      ? await linePosition(tx, ctx.companyId, key.bidDayId, key.companyPlayerId)
      : null
  const heldUntil =
    windowClosesAt && moved.held > 0 && moved.to === 'waitlisted'
      ? dayMonthTime(windowClosesAt, bid.timeZone)
      : undefined
  return { from: moved.from, status: moved.to, waitlistPosition, queued, heldUntil }
}
