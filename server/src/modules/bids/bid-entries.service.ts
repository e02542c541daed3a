import type { OwnBidStats, StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { isOrganiser, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import {
  checkOwnStatusChange,
  statusChangeMessages,
  type RequestableStatus,
  type StatusChangeCheck,
} from '@bidfut/domain/rules/bid-status'
import { isLateNotice } from '@bidfut/domain/rules/furoes'
import { fromLocalDateTime, isPast } from '@bidfut/domain/rules/local-time'
import { dayMonthTime, heldPlacesMessage } from '@bidfut/domain/rules/bid-schedule'
import { waitlistedMessage } from '@bidfut/domain/rules/waiting-list'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { recordActivity, statusEntryInsert } from '../activity/activity.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import {
  BID_CLOSED,
  BID_NOT_FOUND,
  findMember,
  lockOpenBid,
  openOrThrow,
  PLAYER_NOT_FOUND,
  writeTransaction,
  type BidPlayerKey,
  type LockedBid,
} from './bid-writes.ts'
import * as repo from './bids.repo.ts'
import { isRegularType, openWindowClosesAt } from './monthly-window.ts'
import { fillFreeSlots, linePosition, pushIfFull } from './waiting-list.ts'
import * as waitlistRepo from './waiting-list.repo.ts'

const PLAYER_NOT_IN_BID = 'Este jogador não está no BID.'
const AFTER_KICK_OFF =
  'O jogo já começou: o seu status não pode mais ser alterado. Fale com a organização.'

/** The editable fields of an entry; members may only touch the stats, never position or skill. */
export type EntryEdit = Pick<repo.EntryChange, 'playerPosition' | 'skillLevel' | keyof OwnBidStats>

/** A member and their entry in the BID as read before the BID lock; undefined: not in the group. */
type SeenMember = { removed: boolean; entryStatus: repo.MemberWithEntry['entryStatus'] }
type LockedForStatus = NonNullable<Awaited<ReturnType<typeof repo.lockBidForStatusChange>>>
type TransitionCheck = ((from: BidPlayerStatus) => StatusChangeCheck) | null
/**
 * Where a status change left the player, and how many 'Abriu uma vaga' emails it queued;
 * heldUntil ('dd/mm HH:mm') when the mensalistas' window kept an avulso out (ADR 036).
 */
type StatusOutcome = {
  from?: BidPlayerStatus
  status: BidPlayerStatus
  waitlistPosition: number | null
  queued: number
  heldUntil?: string
}

export type BidEntriesService = ReturnType<typeof createBidEntriesService>

/** Who is in the open BID and how: statuses, the waiting list, and each entry's numbers. */
export function createBidEntriesService(deps: {
  db: Db
  emailOutbox: WorkerTrigger
  /** Promotions and 'BID lotado' are pushed too (ADR 041). */
  pushOutbox: WorkerTrigger
  changes: Changes
  /** The emails' links to the check-in start here. */
  publicUrl: string
}) {
  const { emailOutbox, pushOutbox, publicUrl } = deps

  /**
   * Sets an entry's status under the BID lock; `check` null = an organiser, free to set any.
   * A check-in on a full BID joins the waiting list, for organisers too: the 24-slot cap binds
   * everyone (ADR 002). A confirmed player leaving hands the slot to the head of the line in
   * this same transaction (ADR 011). The caller locked the BID with repo.lockBidForStatusChange,
   * which has already marked it changed and read the member (`seen`) before the lock was its.
   */
  async function setStatus(
    tx: Tx,
    ctx: Ctx,
    { bid, window, lateNoticeHours, member: seen }: LockedForStatus,
    key: BidPlayerKey,
    status: RequestableStatus,
    check: TransitionCheck,
  ): Promise<StatusOutcome> {
    const now = clock.now()
    // While the mensalistas' window is open an avulso may not take the places it holds; the
    // write counts them and the confirmed, under the BID lock (ADR 036).
    const windowClosesAt = status === 'confirmed' ? openWindowClosesAt(bid, window, now) : null
    const holdsForRegulars =
      windowClosesAt !== null && !isRegularType(seen?.typePlayer ?? 'sporadic')
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
      return (
        written && { from, to: written.status, confirmed: written.confirmed, held: written.held }
      )
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
      ? await fillFreeSlots(tx, ctx.companyId, bid, now, publicUrl)
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

  /** The reply to a status change: the place in line when that is where the player ended. */
  function statusResult(ctx: Ctx, key: BidPlayerKey, outcome: StatusOutcome): StatusChangeResult {
    const inLine = outcome.status === 'waitlisted' && outcome.waitlistPosition !== null
    const message = !inLine
      ? statusChangeMessages[outcome.status]
      : outcome.heldUntil
        ? heldPlacesMessage(outcome.heldUntil, outcome.waitlistPosition!)
        : waitlistedMessage(outcome.waitlistPosition!, key.companyPlayerId === ctx.companyPlayerId)
    return {
      success: true,
      message,
      status: outcome.status,
      waitlistPosition: outcome.waitlistPosition,
    }
  }

  /** Runs a status change and sends its emails once it has committed. */
  async function changeWithEmails(
    companyId: number,
    work: (tx: Tx) => Promise<StatusOutcome>,
  ): Promise<StatusOutcome> {
    const outcome = await writeTransaction(deps, companyId, work)
    if (outcome.queued > 0) {
      emailOutbox.trigger()
      pushOutbox.trigger()
    }
    return outcome
  }

  /** The open BID, locked, and the group's member it is about, with their entry if any. */
  async function lockBidAndMember(tx: Tx, ctx: Ctx, key: BidPlayerKey) {
    const bid = await lockOpenBid(tx, ctx, key.bidDayId)
    const member = await findMember(tx, ctx.companyId, key)
    if (!member) throw new NotFoundError(PLAYER_NOT_FOUND)
    return { bid, member }
  }

  return {
    async changeStatus(
      ctx: Ctx,
      key: BidPlayerKey,
      status: RequestableStatus,
    ): Promise<StatusChangeResult> {
      const organiser = isOrganiser(ctx.role)
      if (!organiser && key.companyPlayerId !== ctx.companyPlayerId) {
        throw new ForbiddenError('Você só pode alterar o seu próprio status.')
      }
      const outcome = await changeWithEmails(ctx.companyId, async (tx) => {
        const locked = await repo.lockBidForStatusChange(tx, ctx.companyId, key)
        if (!locked) throw new NotFoundError(BID_NOT_FOUND)
        const bid = openOrThrow(locked.bid)
        // Organisers run the game and may still fix statuses after kick-off; members may not.
        if (!organiser && isPast(bid.dayOfMatch, bid.timeZone, clock.now())) {
          throw new ConflictError(AFTER_KICK_OFF)
        }
        // Organisers set any status freely; players follow the check-in screen's transitions.
        const check = organiser
          ? null
          : (from: BidPlayerStatus) => checkOwnStatusChange(from, status)
        return setStatus(tx, ctx, locked, key, status, check)
      })
      return statusResult(ctx, key, outcome)
    },

    /**
     * A member's answer from a reminder's one-tap link, with the check-in's slot cap and words.
     * The answer replaces the current one (only the same answer twice is refused), and
     * `spendLink` runs under the BID lock first, in the same transaction as the change.
     */
    async answerReminder(
      ctx: Ctx,
      bidDayId: number,
      status: 'confirmed' | 'absent',
      spendLink: (tx: Tx, bid: LockedBid) => Promise<void>,
    ): Promise<StatusChangeResult> {
      const key = { bidDayId, companyPlayerId: ctx.companyPlayerId }
      const outcome = await changeWithEmails(ctx.companyId, async (tx) => {
        const locked = await repo.lockBidForStatusChange(tx, ctx.companyId, key)
        if (!locked) throw new NotFoundError(BID_NOT_FOUND)
        await spendLink(tx, locked.bid)
        if (locked.bid.status !== 'open') throw new ConflictError(BID_CLOSED)
        // 'Vou jogar' from the waiting list is the same answer again: the line keeps its order.
        const repeated = (from: BidPlayerStatus) =>
          from === status || (from === 'waitlisted' && status === 'confirmed')
        const check = (from: BidPlayerStatus): StatusChangeCheck =>
          repeated(from) ? checkOwnStatusChange(from, status) : { allowed: true }
        return setStatus(tx, ctx, locked, key, status, check)
      })
      return statusResult(ctx, key, outcome)
    },

    async updateEntry(ctx: Ctx, key: BidPlayerKey, edit: EntryEdit): Promise<void> {
      const organiser = isOrganiser(ctx.role)
      if (!organiser) {
        if (edit.playerPosition !== undefined || edit.skillLevel !== undefined) {
          throw new ForbiddenError()
        }
        if (key.companyPlayerId !== ctx.companyPlayerId) {
          throw new ForbiddenError('Você só pode alterar as suas próprias estatísticas.')
        }
      }
      await writeTransaction(deps, ctx.companyId, async (tx) => {
        const { bid, member } = await lockBidAndMember(tx, ctx, key)
        if (member.entryStatus === null) throw new NotFoundError(PLAYER_NOT_IN_BID)
        if (!organiser) {
          if (!isPast(bid.dayOfMatch, bid.timeZone)) {
            throw new ForbiddenError(
              'As estatísticas só podem ser lançadas depois do horário do jogo.',
            )
          }
          if (member.entryStatus !== 'confirmed') {
            throw new ForbiddenError(
              'Só quem confirmou presença no BID pode lançar as próprias estatísticas.',
            )
          }
        }
        const before = await repo.updateEntry(
          tx,
          ctx.companyId,
          key.bidDayId,
          key.companyPlayerId,
          edit,
        )
        await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
        // Each route edits one field: its entry says which, from what to what.
        const field = Object.keys(edit)[0] ?? ''
        await recordActivity(tx, ctx, {
          kind: 'bid.entry',
          subjectCompanyPlayerId: key.companyPlayerId,
          bidDayId: key.bidDayId,
          details: { field, from: before?.[field] ?? null, to: edit[field as keyof EntryEdit] },
        })
      })
    },
  }
}
