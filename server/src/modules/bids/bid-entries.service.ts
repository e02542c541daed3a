import type { OwnBidStats, StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { isOrganiser, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import {
  checkOwnStatusChange,
  statusChangeMessages,
  type RequestableStatus,
  type StatusChangeCheck,
} from '@bidfut/domain/rules/bid-status'
import { isPast } from '@bidfut/domain/rules/local-time'
import { heldPlacesMessage } from '@bidfut/domain/rules/bid-schedule'
import { waitlistedMessage } from '@bidfut/domain/rules/waiting-list'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { recordActivity } from '../activity/activity.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { createLockTurns, ok, type Settled } from '../../lib/lock-turns.ts'
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
import { setStatus, type LockedForChanges, type StatusOutcome } from './status-write.ts'
import type { Notices } from '../notices/notices.ts'

const PLAYER_NOT_IN_BID = 'Este jogador não está no BID.'
const AFTER_KICK_OFF =
  'O jogo já começou: o seu status não pode mais ser alterado. Fale com a organização.'

/** The editable fields of an entry; members may only touch the stats, never position or skill. */
export type EntryEdit = Pick<repo.EntryChange, 'playerPosition' | 'skillLevel' | keyof OwnBidStats>

/**
 * 'Quem deve não confirma' (ADR 056), from the finance module through app.ts: the refusal a
 * member's own check-in meets, or null.
 */
export type CheckInGate = (companyId: number, companyPlayerId: number) => Promise<string | null>

/** A status change waiting for its turn at the BID lock. */
type StatusChange = { ctx: Ctx; key: BidPlayerKey; status: RequestableStatus }

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
  /** The notices as this app sends them (WhatsApp or not). */
  notices: Notices
  checkInGate: CheckInGate
}) {
  const { emailOutbox, pushOutbox, publicUrl, notices } = deps
  const sending = { publicUrl, notices }

  /**
   * A member's own 'Vou jogar' meets the group's rule on overdue charges, read before the BID
   * lock and outside its turn (a turn's transaction stays as short as it was); organisers
   * confirming someone are free, as with every status (ADR 056).
   */
  async function refuseIfBlocked(ctx: Ctx, status: RequestableStatus) {
    if (status !== 'confirmed' || isOrganiser(ctx.role)) return
    const refusal = await deps.checkInGate(ctx.companyId, ctx.companyPlayerId)
    if (refusal) throw new ConflictError(refusal)
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

  /** One status change, under the BID lock its turn took. */
  async function changeOne(
    tx: Tx,
    locked: LockedForChanges | undefined,
    { ctx, key, status }: StatusChange,
  ): Promise<StatusOutcome> {
    const organiser = isOrganiser(ctx.role)
    if (!locked) throw new NotFoundError(BID_NOT_FOUND)
    const bid = openOrThrow(locked.bid)
    // Organisers run the game and may still fix statuses after kick-off; members may not.
    if (!organiser && isPast(bid.dayOfMatch, bid.timeZone, clock.now())) {
      throw new ConflictError(AFTER_KICK_OFF)
    }
    // Organisers set any status freely; players follow the check-in screen's transitions.
    const member = locked.members.get(key.companyPlayerId)
    const check = organiser
      ? null
      : (from: BidPlayerStatus) => checkOwnStatusChange(from, status, member ?? {})
    return setStatus(tx, ctx, sending, { ...locked, member }, key, status, check)
  }

  /**
   * The changes that arrived together for one BID: one lock, one read of their members, one
   * transaction, one statement per change. A change that is refused (or fails) rolls the turn
   * back and leaves it; the others run again without it, so each change still sees the ones
   * before it and a refusal takes nothing of the others with it (ADR 017).
   */
  const statusTurns = createLockTurns<StatusChange, StatusOutcome>(async (_, changes) => {
    const { companyId } = changes[0]!.ctx
    const { bidDayId } = changes[0]!.key
    const ends: Settled<StatusOutcome>[] = []
    let pending = changes.map((_, index) => index)
    while (pending.length > 0) {
      let refused: { index: number; error: unknown } | undefined
      try {
        const ids = pending.map((index) => changes[index]!.key.companyPlayerId)
        const outcomes = await writeTransaction(deps, companyId, async (tx) => {
          const locked = await repo.lockBidForStatusChanges(tx, companyId, bidDayId, ids)
          const done: StatusOutcome[] = []
          for (const index of pending) {
            done.push(
              await changeOne(tx, locked, changes[index]!).catch((error: unknown) => {
                refused = { index, error }
                throw error
              }),
            )
          }
          return done
        })
        pending.forEach((index, i) => (ends[index] = ok(outcomes[i]!)))
        pending = []
      } catch (error) {
        // The lock or the commit failed: every change left fails with it.
        if (!refused) throw error
        ends[refused.index] = { ok: false, error: refused.error }
        pending = pending.filter((index) => index !== refused!.index)
      }
    }
    if (ends.some((end) => end.ok && end.value.queued > 0)) {
      emailOutbox.trigger()
      pushOutbox.trigger()
    }
    return ends
  })

  return {
    /**
     * Status changes to one BID take the BID lock in turns: what arrives while a turn runs
     * goes in the next one (ADR 017).
     */
    async changeStatus(
      ctx: Ctx,
      key: BidPlayerKey,
      status: RequestableStatus,
    ): Promise<StatusChangeResult> {
      if (!isOrganiser(ctx.role) && key.companyPlayerId !== ctx.companyPlayerId) {
        throw new ForbiddenError('Você só pode alterar o seu próprio status.')
      }
      await refuseIfBlocked(ctx, status)
      const outcome = await statusTurns.run(`${ctx.companyId}:${key.bidDayId}`, {
        ctx,
        key,
        status,
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
      await refuseIfBlocked(ctx, status)
      const outcome = await changeWithEmails(ctx.companyId, async (tx) => {
        const locked = await repo.lockBidForStatusChanges(tx, ctx.companyId, bidDayId, [
          ctx.companyPlayerId,
        ])
        if (!locked) throw new NotFoundError(BID_NOT_FOUND)
        await spendLink(tx, locked.bid)
        if (locked.bid.status !== 'open') throw new ConflictError(BID_CLOSED)
        // 'Vou jogar' from the waiting list is the same answer again: the line keeps its order.
        const repeated = (from: BidPlayerStatus) =>
          from === status || (from === 'waitlisted' && status === 'confirmed')
        const check = (from: BidPlayerStatus): StatusChangeCheck =>
          repeated(from) ? checkOwnStatusChange(from, status) : { allowed: true }
        const member = locked.members.get(ctx.companyPlayerId)
        return setStatus(tx, ctx, sending, { ...locked, member }, key, status, check)
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
