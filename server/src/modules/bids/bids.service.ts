import { SLOTS_PER_BID } from '@bidfut/domain/constants'
import type {
  AddSporadicPlayerInput,
  AddSporadicPlayerResult,
  BidActionResult,
  CheckInInfo,
  CreateBidInput,
  LiveBid,
  OwnBidStats,
  SporadicPlayerChoice,
} from '@bidfut/domain/contracts/bids'
import { isOrganiser, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import {
  checkOwnStatusChange,
  statusChangeMessages,
  type StatusChangeCheck,
} from '@bidfut/domain/rules/bid-status'
import { isPast } from '@bidfut/domain/rules/local-time'
import type { Db, Tx } from '../../db/client.ts'
import type { EmailOutboxWorker } from '../../jobs/email-outbox-worker.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { queueBidCancelledEmails } from '../reminders/bid-cancelled.ts'
import * as repo from './bids.repo.ts'
import { buildCheckInInfo, buildLiveBid, displayName, liveBidEtag, sortByName } from './live-bid.ts'
import type { OpenBidHeads } from './open-bid-heads.ts'

const BID_NOT_FOUND = 'BID não encontrado.'
const BID_CLOSED = 'Este BID já foi encerrado.'
const PLAYER_NOT_FOUND = 'Jogador não encontrado.'
const PLAYER_NOT_IN_BID = 'Este jogador não está no BID.'
const PLAYER_ALREADY_IN_BID = 'Este jogador já está no BID.'
const NO_SLOTS_LEFT = `Não há mais vagas neste BID. Todas as ${SLOTS_PER_BID} vagas já foram preenchidas.`
const OPEN_BID_EXISTS =
  'Já existe um BID aberto. Finalize ou cancele o BID atual antes de criar outro.'
const PAST_DAY_OF_MATCH = 'A data e hora do BID não podem estar no passado.'
const FINISH_TOO_EARLY = 'O BID só pode ser finalizado após a data do jogo.'

/** Where a player update lands: a member's entry in one BID. */
export type BidPlayerKey = { bidDayId: number; companyPlayerId: number }

/** The editable fields of an entry; members may only touch the stats, never position or skill. */
export type EntryEdit = Pick<repo.EntryChange, 'playerPosition' | 'skillLevel' | keyof OwnBidStats>

export type LiveBidTag = { bidDayId: number; etag: string }
export type LiveBidJson = { etag: string; json: string }

// Serialised Live BIDs by BID id. Every read checks the version in the database first, so a
// copy made before a write (on this or any other instance) is never served.
const LIVE_BID_CACHE_LIMIT = 1000
export type LockedBid = NonNullable<Awaited<ReturnType<typeof repo.lockBid>>>
type TransitionCheck = ((from: BidPlayerStatus) => StatusChangeCheck) | null

export type BidsService = ReturnType<typeof createBidsService>

export function createBidsService(deps: {
  db: Db
  emailOutbox: Pick<EmailOutboxWorker, 'trigger'>
  heads: OpenBidHeads
}) {
  const { db, emailOutbox, heads } = deps
  const liveBidCache = new Map<number, LiveBidJson>()

  async function writeTransaction<T>(companyId: number, work: (tx: Tx) => Promise<T>) {
    try {
      return await db.transaction(work)
    } finally {
      heads.forget(companyId)
    }
  }

  async function lockOpenBid(tx: Tx, ctx: Ctx, bidDayId: number) {
    const bid = await repo.lockBid(tx, ctx.companyId, bidDayId)
    if (!bid) throw new NotFoundError(BID_NOT_FOUND)
    if (bid.status !== 'open') throw new ConflictError(BID_CLOSED)
    return bid
  }

  async function ensureFreeSlot(tx: Tx, ctx: Ctx, bidDayId: number) {
    if ((await repo.countConfirmed(tx, ctx.companyId, bidDayId)) >= SLOTS_PER_BID) {
      throw new ConflictError(NO_SLOTS_LEFT)
    }
  }

  /** Sets an entry's status under the BID lock; `check` null = an organiser, free to set any. */
  async function setStatus(
    tx: Tx,
    ctx: Ctx,
    key: BidPlayerKey,
    status: BidPlayerStatus,
    check: TransitionCheck,
  ) {
    const member = await repo.findMemberWithEntry(
      tx,
      ctx.companyId,
      key.bidDayId,
      key.companyPlayerId,
    )
    if (!member || (member.entryStatus === null && member.deletedAt !== null)) {
      throw new NotFoundError(PLAYER_NOT_FOUND)
    }
    const allowed = check?.(member.entryStatus ?? 'waiting')
    if (allowed && !allowed.allowed) throw new ConflictError(allowed.message)
    const becomesConfirmed = status === 'confirmed' && member.entryStatus !== 'confirmed'
    // The slot cap binds organisers too: see docs/decisions/002-slot-cap-applies-to-organisers.md.
    if (becomesConfirmed) await ensureFreeSlot(tx, ctx, key.bidDayId)
    const confirmedAt = becomesConfirmed ? new Date() : status === 'confirmed' ? undefined : null
    if (member.entryStatus === null) {
      await repo.insertEntry(tx, {
        companyId: ctx.companyId,
        bidDayId: key.bidDayId,
        companyPlayerId: member.companyPlayerId,
        typePlayer: member.typePlayer,
        playerPosition: member.playerPosition,
        skillLevel: member.skillLevel,
        status,
        confirmedAt,
      })
    } else {
      await repo.updateEntry(tx, ctx.companyId, key.bidDayId, key.companyPlayerId, {
        status,
        confirmedAt,
      })
    }
    await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
  }

  function remember(bidDayId: number, value: LiveBidJson) {
    liveBidCache.delete(bidDayId)
    liveBidCache.set(bidDayId, value)
    if (liveBidCache.size > LIVE_BID_CACHE_LIMIT) {
      const oldest = liveBidCache.keys().next().value
      if (oldest !== undefined) liveBidCache.delete(oldest)
    }
  }

  async function loadLiveBid(ctx: Ctx): Promise<LiveBid | null> {
    const sheet = await repo.findOpenBidSheet(db, ctx.companyId)
    return sheet ? buildLiveBid(sheet, new Date()) : null
  }

  return {
    async createBid(ctx: Ctx, input: CreateBidInput): Promise<LiveBid> {
      requireOrganiser(ctx)
      try {
        await writeTransaction(ctx.companyId, async (tx) => {
          const group = await repo.findGroupSettings(tx, ctx.companyId)
          if (!group) throw new NotFoundError('Grupo não encontrado.')
          if (isPast(input.dayOfMatch, group.timeZone)) {
            throw new BadRequestError(PAST_DAY_OF_MATCH, { dayOfMatch: PAST_DAY_OF_MATCH })
          }
          const bid = await repo.insertBid(tx, {
            companyId: ctx.companyId,
            number: await repo.nextBidNumber(tx, ctx.companyId),
            dayOfMatch: input.dayOfMatch,
            location: input.location || group.defaultLocationGame,
          })
          await repo.enrolRegulars(tx, ctx.companyId, bid.id)
        })
      } catch (error) {
        // The partial unique index allows one open BID per group, even under concurrent creates.
        if (isUniqueViolation(error)) throw new ConflictError(OPEN_BID_EXISTS)
        throw error
      }
      const live = await loadLiveBid(ctx)
      if (!live) throw new ConflictError(BID_CLOSED)
      return live
    },

    /** The open BID's validator, from memory or one tiny query: enough to answer 304. */
    async findLiveBidTag(ctx: Ctx): Promise<LiveBidTag | null> {
      requireOrganiser(ctx)
      const head = await heads.get(ctx.companyId)
      return head ? { bidDayId: head.id, etag: liveBidEtag(head, new Date()) } : null
    },

    /** The Live BID as JSON with its own validator; served from memory while the version holds. */
    async liveBidJson(ctx: Ctx, tag: LiveBidTag): Promise<LiveBidJson | null> {
      requireOrganiser(ctx)
      const cached = liveBidCache.get(tag.bidDayId)
      if (cached?.etag === tag.etag) return cached
      const sheet = await repo.findOpenBidSheet(db, ctx.companyId)
      if (!sheet) return null
      const now = new Date()
      const fresh = {
        etag: liveBidEtag(sheet.bid, now),
        json: JSON.stringify(buildLiveBid(sheet, now)),
      }
      remember(sheet.bid.id, fresh)
      return fresh
    },

    async getCheckInInfo(ctx: Ctx): Promise<CheckInInfo | null> {
      const sheet = await repo.findOpenBidSheet(db, ctx.companyId)
      return sheet ? buildCheckInInfo(sheet, ctx.companyPlayerId, new Date()) : null
    },

    async getOwnStats(ctx: Ctx): Promise<OwnBidStats | null> {
      return (await repo.findOwnOpenBidEntry(db, ctx.companyId, ctx.companyPlayerId)) ?? null
    },

    async changeStatus(
      ctx: Ctx,
      key: BidPlayerKey,
      status: BidPlayerStatus,
    ): Promise<BidActionResult> {
      const organiser = isOrganiser(ctx.role)
      if (!organiser && key.companyPlayerId !== ctx.companyPlayerId) {
        throw new ForbiddenError('Você só pode alterar o seu próprio status.')
      }
      await writeTransaction(ctx.companyId, async (tx) => {
        await lockOpenBid(tx, ctx, key.bidDayId)
        // Organisers set any status freely; players follow the check-in screen's transitions.
        const check = organiser
          ? null
          : (from: BidPlayerStatus) => checkOwnStatusChange(from, status)
        await setStatus(tx, ctx, key, status, check)
      })
      return { success: true, message: statusChangeMessages[status] }
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
    ): Promise<BidActionResult> {
      await writeTransaction(ctx.companyId, async (tx) => {
        const bid = await repo.lockBid(tx, ctx.companyId, bidDayId)
        if (!bid) throw new NotFoundError(BID_NOT_FOUND)
        await spendLink(tx, bid)
        if (bid.status !== 'open') throw new ConflictError(BID_CLOSED)
        const check = (from: BidPlayerStatus): StatusChangeCheck =>
          from === status ? checkOwnStatusChange(from, status) : { allowed: true }
        await setStatus(tx, ctx, { bidDayId, companyPlayerId: ctx.companyPlayerId }, status, check)
      })
      return { success: true, message: statusChangeMessages[status] }
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
      await writeTransaction(ctx.companyId, async (tx) => {
        const bid = await lockOpenBid(tx, ctx, key.bidDayId)
        const member = await repo.findMemberWithEntry(
          tx,
          ctx.companyId,
          key.bidDayId,
          key.companyPlayerId,
        )
        if (!member) throw new NotFoundError(PLAYER_NOT_FOUND)
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
        await repo.updateEntry(tx, ctx.companyId, key.bidDayId, key.companyPlayerId, edit)
        await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
      })
    },

    async cancelBid(ctx: Ctx, bidDayId: number): Promise<BidActionResult> {
      requireOrganiser(ctx)
      const notified = await writeTransaction(ctx.companyId, async (tx) => {
        await lockOpenBid(tx, ctx, bidDayId)
        await repo.closeBid(tx, ctx.companyId, bidDayId, 'cancelled')
        return queueBidCancelledEmails(tx, { companyId: ctx.companyId, bidDayId }, clock.now())
      })
      if (notified > 0) emailOutbox.trigger()
      return { success: true, message: 'BID cancelado com sucesso.' }
    },

    async completeBid(ctx: Ctx, bidDayId: number): Promise<BidActionResult> {
      requireOrganiser(ctx)
      await writeTransaction(ctx.companyId, async (tx) => {
        const bid = await lockOpenBid(tx, ctx, bidDayId)
        if (!isPast(bid.dayOfMatch, bid.timeZone)) throw new ConflictError(FINISH_TOO_EARLY)
        await repo.closeBid(tx, ctx.companyId, bidDayId, 'finished')
      })
      return { success: true, message: 'BID finalizado com sucesso.' }
    },

    async listSporadicChoices(ctx: Ctx, bidDayId: number): Promise<SporadicPlayerChoice[]> {
      requireOrganiser(ctx)
      if (!(await repo.findBid(db, ctx.companyId, bidDayId))) {
        throw new NotFoundError(BID_NOT_FOUND)
      }
      const candidates = await repo.listSporadicCandidates(db, ctx.companyId, bidDayId)
      return sortByName(
        candidates.map((c) => ({
          companyPlayerId: c.companyPlayerId,
          name: displayName(c),
          positionPlayer: c.playerPosition,
          skillLevel: c.skillLevel,
        })),
      )
    },

    async addSporadicPlayer(
      ctx: Ctx,
      input: AddSporadicPlayerInput,
    ): Promise<AddSporadicPlayerResult> {
      requireOrganiser(ctx)
      try {
        const companyPlayerId = await writeTransaction(ctx.companyId, async (tx) => {
          await lockOpenBid(tx, ctx, input.bidDayId)
          const member =
            input.companyPlayerId === 0
              ? await registerSporadicByName(tx, ctx, input)
              : await findAddableMember(tx, ctx, input.bidDayId, input.companyPlayerId)
          // Someone added by the organiser is coming: confirmed while a slot is free.
          const slotFree =
            (await repo.countConfirmed(tx, ctx.companyId, input.bidDayId)) < SLOTS_PER_BID
          await repo.insertEntry(tx, {
            companyId: ctx.companyId,
            bidDayId: input.bidDayId,
            companyPlayerId: member.id,
            typePlayer: member.typePlayer,
            playerPosition: input.positionPlayer,
            skillLevel: input.skillLevel,
            status: slotFree ? 'confirmed' : 'waiting',
            confirmedAt: slotFree ? new Date() : null,
          })
          await repo.bumpBidVersion(tx, ctx.companyId, input.bidDayId)
          return member.id
        })
        return { success: true, message: 'Jogador adicionado com sucesso!', companyPlayerId }
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(PLAYER_ALREADY_IN_BID)
        throw error
      }
    },
  }
}

async function registerSporadicByName(tx: Tx, ctx: Ctx, input: AddSporadicPlayerInput) {
  // A guest added by name is a pending membership until someone sends them an activation link.
  return repo.insertMembership(tx, {
    companyId: ctx.companyId,
    fullName: input.playerName,
    typePlayer: 'sporadic',
    playerPosition: input.positionPlayer,
    skillLevel: input.skillLevel,
  })
}

async function findAddableMember(tx: Tx, ctx: Ctx, bidDayId: number, companyPlayerId: number) {
  const member = await repo.findMemberWithEntry(tx, ctx.companyId, bidDayId, companyPlayerId)
  if (!member || member.deletedAt !== null) throw new NotFoundError(PLAYER_NOT_FOUND)
  if (member.entryStatus !== null) throw new ConflictError(PLAYER_ALREADY_IN_BID)
  return { id: member.companyPlayerId, typePlayer: member.typePlayer }
}
