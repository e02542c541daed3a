import { SLOTS_PER_BID } from '@bidfut/domain/constants'
import type {
  AddSporadicPlayerInput,
  AddSporadicPlayerResult,
  BidActionResult,
  CheckInInfo,
  CreateBidInput,
  UpdateBidInput,
  LiveBid,
  OwnBidStats,
  SporadicPlayerChoice,
  StatusChangeResult,
} from '@bidfut/domain/contracts/bids'
import { isOrganiser, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import {
  checkOwnStatusChange,
  statusChangeMessages,
  type RequestableStatus,
  type StatusChangeCheck,
} from '@bidfut/domain/rules/bid-status'
import { isPast } from '@bidfut/domain/rules/local-time'
import { waitlistedMessage } from '@bidfut/domain/rules/waiting-list'
import { displayName, findNamesake, sortByName } from '@bidfut/domain/rules/person-names'
import type { Db, Tx } from '../../db/client.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { queueBidCancelledEmails } from '../reminders/bid-cancelled.ts'
import { queueBidMovedEmails } from '../reminders/bid-moved.ts'
import * as repo from './bids.repo.ts'
import { buildCheckInInfo, buildLiveBid, liveBidEtag } from './live-bid.ts'
import type { OpenBidHeads } from './open-bid-heads.ts'
import { fillFreeSlots, linePosition, queueSlotOpenedEmail } from './waiting-list.ts'
import * as waitlistRepo from './waiting-list.repo.ts'

const BID_NOT_FOUND = 'BID não encontrado.'
const BID_CLOSED = 'Este BID já foi encerrado.'
const PLAYER_NOT_FOUND = 'Jogador não encontrado.'
const PLAYER_NOT_IN_BID = 'Este jogador não está no BID.'
const PLAYER_ALREADY_IN_BID = 'Este jogador já está no BID.'
const OPEN_BID_EXISTS =
  'Já existe um BID aberto. Finalize ou cancele o BID atual antes de criar outro.'
const PAST_DAY_OF_MATCH = 'A data e hora do BID não podem estar no passado.'
const FINISH_TOO_EARLY = 'O BID só pode ser finalizado após a data do jogo.'
const AFTER_KICK_OFF =
  'O jogo já começou: o seu status não pode mais ser alterado. Fale com a organização.'
const NOT_IN_LINE = 'Este jogador não está na lista de espera.'

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
/** A member and their entry in the BID as read before the BID lock; undefined: not in the group. */
type SeenMember = Pick<repo.MemberWithEntry, 'deletedAt' | 'entryStatus'>
type TransitionCheck = ((from: BidPlayerStatus) => StatusChangeCheck) | null
/** Where a status change left the player, and how many 'Abriu uma vaga' emails it queued. */
type StatusOutcome = { status: BidPlayerStatus; waitlistPosition: number | null; queued: number }

export type BidsService = ReturnType<typeof createBidsService>

export function createBidsService(deps: {
  db: Db
  emailOutbox: WorkerTrigger
  heads: OpenBidHeads
}) {
  const { db, emailOutbox, heads } = deps
  const liveBidCache = new Map<number, LiveBidJson>()
  const sheets = new Map<number, repo.BidSheet>()

  async function writeTransaction<T>(companyId: number, work: (tx: Tx) => Promise<T>) {
    try {
      return await db.transaction(work)
    } finally {
      heads.forget(companyId)
    }
  }

  async function lockOpenBid(tx: Tx, ctx: Ctx, bidDayId: number) {
    return openOrThrow(await repo.lockBid(tx, ctx.companyId, bidDayId))
  }

  function openOrThrow(bid: LockedBid | undefined): LockedBid {
    if (!bid) throw new NotFoundError(BID_NOT_FOUND)
    if (bid.status !== 'open') throw new ConflictError(BID_CLOSED)
    return bid
  }

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
    bid: LockedBid,
    key: BidPlayerKey,
    status: RequestableStatus,
    check: TransitionCheck,
    seen: SeenMember | undefined,
  ): Promise<StatusOutcome> {
    const now = clock.now()
    const write = async (member: SeenMember | undefined) => {
      if (!member || (member.entryStatus === null && member.deletedAt !== null)) {
        throw new NotFoundError(PLAYER_NOT_FOUND)
      }
      const from = member.entryStatus ?? 'waiting'
      const allowed = check?.(from)
      if (allowed && !allowed.allowed) throw new ConflictError(allowed.message)
      const asksForSlot = status === 'confirmed' && from !== 'confirmed'
      const to = await waitlistRepo.writeEntryStatus(
        tx,
        { companyId: ctx.companyId, ...key },
        { from: member.entryStatus, to: status, cap: asksForSlot ? SLOTS_PER_BID : null, now },
      )
      return to && { from, to }
    }
    // The entry changed between that read and the lock; under the lock it cannot change again.
    const moved = (await write(seen)) ?? (await write(await findMember(tx, ctx.companyId, key)))
    if (!moved) throw new Error('An entry changed under the BID lock')
    const queued =
      moved.from === 'confirmed' && moved.to !== 'confirmed'
        ? await fillFreeSlots(tx, ctx.companyId, bid, now)
        : 0
    const waitlistPosition =
      moved.to === 'waitlisted'
        ? await linePosition(tx, ctx.companyId, key.bidDayId, key.companyPlayerId)
        : null
    return { status: moved.to, waitlistPosition, queued }
  }

  /** The reply to a status change: the place in line when that is where the player ended. */
  function statusResult(ctx: Ctx, key: BidPlayerKey, outcome: StatusOutcome): StatusChangeResult {
    const message =
      outcome.status === 'waitlisted' && outcome.waitlistPosition !== null
        ? waitlistedMessage(outcome.waitlistPosition, key.companyPlayerId === ctx.companyPlayerId)
        : statusChangeMessages[outcome.status]
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
    const outcome = await writeTransaction(companyId, work)
    if (outcome.queued > 0) emailOutbox.trigger()
    return outcome
  }

  /** The open BID, locked, and the group's member it is about, with their entry if any. */
  async function lockBidAndMember(tx: Tx, ctx: Ctx, key: BidPlayerKey) {
    const bid = await lockOpenBid(tx, ctx, key.bidDayId)
    const member = await findMember(tx, ctx.companyId, key)
    if (!member) throw new NotFoundError(PLAYER_NOT_FOUND)
    return { bid, member }
  }

  /** An organiser's action on someone in the waiting list, under the BID lock. */
  async function lockWaitlisted(tx: Tx, ctx: Ctx, key: BidPlayerKey) {
    const { member } = await lockBidAndMember(tx, ctx, key)
    if (member.entryStatus !== 'waitlisted') throw new ConflictError(NOT_IN_LINE)
  }

  /**
   * The open BID's sheet, shared by every member of the group while its version holds (the
   * version OpenBidHeads trusts for a second and forgets on each write): 24 members opening
   * /check-in together cost one read (ADR 013).
   */
  async function openSheet(companyId: number): Promise<repo.BidSheet | undefined> {
    const head = await heads.get(companyId)
    if (!head) return undefined
    const known = sheets.get(companyId)
    if (known && known.bid.id === head.id && known.bid.version >= head.version) return known
    const sheet = await repo.findOpenBidSheet(db, companyId)
    sheets.delete(companyId)
    if (sheet) sheets.set(companyId, sheet)
    if (sheets.size > LIVE_BID_CACHE_LIMIT) sheets.delete(sheets.keys().next().value!)
    return sheet
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
          refusePastDay(input.dayOfMatch, group.timeZone)
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
      const sheet = await openSheet(ctx.companyId)
      return sheet ? buildCheckInInfo(sheet, ctx.companyPlayerId, new Date()) : null
    },

    async getOwnStats(ctx: Ctx): Promise<OwnBidStats | null> {
      const sheet = await openSheet(ctx.companyId)
      const own = sheet?.entries.find((e) => e.companyPlayerId === ctx.companyPlayerId)
      if (!own) return null
      const { quantityOfGoals, assistGoals, ballRecoveries, goalKeeperDefender, weeklyTeam } = own
      return { quantityOfGoals, assistGoals, ballRecoveries, goalKeeperDefender, weeklyTeam }
    },

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
        const bid = openOrThrow(locked?.bid)
        // Organisers run the game and may still fix statuses after kick-off; members may not.
        if (!organiser && isPast(bid.dayOfMatch, bid.timeZone, clock.now())) {
          throw new ConflictError(AFTER_KICK_OFF)
        }
        // Organisers set any status freely; players follow the check-in screen's transitions.
        const check = organiser
          ? null
          : (from: BidPlayerStatus) => checkOwnStatusChange(from, status)
        return setStatus(tx, ctx, bid, key, status, check, locked?.member)
      })
      return statusResult(ctx, key, outcome)
    },

    /**
     * Confirms someone in the waiting list when a slot is free; on a full BID moves them to the
     * head of the line instead (the cap binds organisers too, ADR 002 and 011).
     */
    async promoteWaitlisted(ctx: Ctx, key: BidPlayerKey): Promise<StatusChangeResult> {
      requireOrganiser(ctx)
      const outcome = await changeWithEmails(ctx.companyId, async (tx) => {
        await lockWaitlisted(tx, ctx, key)
        const entry = { companyId: ctx.companyId, ...key }
        const full = (await repo.countConfirmed(tx, ctx.companyId, key.bidDayId)) >= SLOTS_PER_BID
        const now = clock.now()
        if (full) await waitlistRepo.moveToHead(tx, entry)
        else await waitlistRepo.moveEntry(tx, entry, 'waitlisted', 'confirmed', now)
        const emailed =
          !full &&
          (await queueSlotOpenedEmail(tx, ctx.companyId, key.bidDayId, key.companyPlayerId, now))
        await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
        return full
          ? { status: 'waitlisted', waitlistPosition: 1, queued: 0 }
          : { status: 'confirmed', waitlistPosition: null, queued: emailed ? 1 : 0 }
      })
      return {
        success: true,
        message:
          outcome.status === 'confirmed'
            ? 'Jogador confirmado no BID.'
            : 'Jogador movido para o 1º lugar da lista de espera.',
        status: outcome.status,
        waitlistPosition: outcome.waitlistPosition,
      }
    },

    /** Takes someone out of the waiting list: their entry stays in the BID as pending. */
    async removeWaitlisted(ctx: Ctx, key: BidPlayerKey): Promise<StatusChangeResult> {
      requireOrganiser(ctx)
      await writeTransaction(ctx.companyId, async (tx) => {
        await lockWaitlisted(tx, ctx, key)
        const entry = { companyId: ctx.companyId, ...key }
        await waitlistRepo.moveEntry(tx, entry, 'waitlisted', 'waiting', null)
        await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
      })
      return {
        success: true,
        message: 'Jogador removido da lista de espera.',
        status: 'waiting',
        waitlistPosition: null,
      }
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
        const { bid, member } = locked
        await spendLink(tx, bid)
        if (bid.status !== 'open') throw new ConflictError(BID_CLOSED)
        // 'Vou jogar' from the waiting list is the same answer again: the line keeps its order.
        const repeated = (from: BidPlayerStatus) =>
          from === status || (from === 'waitlisted' && status === 'confirmed')
        const check = (from: BidPlayerStatus): StatusChangeCheck =>
          repeated(from) ? checkOwnStatusChange(from, status) : { allowed: true }
        return setStatus(tx, ctx, bid, key, status, check, member)
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
      await writeTransaction(ctx.companyId, async (tx) => {
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
        await repo.updateEntry(tx, ctx.companyId, key.bidDayId, key.companyPlayerId, edit)
        await repo.bumpBidVersion(tx, ctx.companyId, key.bidDayId)
      })
    },

    /** Moves the open BID without cancelling it; confirmed players are told what changed. */
    async updateBid(ctx: Ctx, bidDayId: number, input: UpdateBidInput): Promise<BidActionResult> {
      requireOrganiser(ctx)
      const notified = await writeTransaction(ctx.companyId, async (tx) => {
        const bid = await lockOpenBid(tx, ctx, bidDayId)
        refusePastDay(input.dayOfMatch, bid.timeZone)
        const group = await repo.findGroupSettings(tx, ctx.companyId)
        if (!group) throw new NotFoundError(BID_NOT_FOUND)
        const before = { dayOfMatch: bid.dayOfMatch, location: bid.location }
        const schedule = {
          dayOfMatch: input.dayOfMatch,
          location: input.location || group.defaultLocationGame,
        }
        if (schedule.dayOfMatch === before.dayOfMatch && schedule.location === before.location) {
          return 0
        }
        const version = await repo.rescheduleBid(tx, ctx.companyId, bidDayId, schedule)
        return queueBidMovedEmails(tx, { companyId: ctx.companyId, bidDayId, version }, before)
      })
      if (notified > 0) emailOutbox.trigger()
      return { success: true, message: 'BID atualizado com sucesso.' }
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
        const added = await writeTransaction(ctx.companyId, async (tx) => {
          await lockOpenBid(tx, ctx, input.bidDayId)
          const member =
            input.companyPlayerId === 0
              ? await registerSporadicByName(tx, ctx, input)
              : await findAddableMember(tx, ctx, input.bidDayId, input.companyPlayerId)
          // Someone added by the organiser is coming: confirmed while a slot is free, else at
          // the end of the waiting list, like a check-in (ADR 011).
          const slotFree =
            (await repo.countConfirmed(tx, ctx.companyId, input.bidDayId)) < SLOTS_PER_BID
          const entry = {
            companyId: ctx.companyId,
            bidDayId: input.bidDayId,
            companyPlayerId: member.id,
          }
          await waitlistRepo.insertEntryAs(tx, {
            ...entry,
            typePlayer: member.typePlayer,
            playerPosition: input.positionPlayer,
            skillLevel: input.skillLevel,
            status: slotFree ? 'confirmed' : 'waitlisted',
            confirmedAt: slotFree ? new Date() : null,
          })
          await repo.bumpBidVersion(tx, ctx.companyId, input.bidDayId)
          const position = slotFree
            ? null
            : await linePosition(tx, ctx.companyId, input.bidDayId, member.id)
          return { companyPlayerId: member.id, position }
        })
        const message =
          added.position === null
            ? 'Jogador adicionado com sucesso!'
            : waitlistedMessage(added.position, false)
        return { success: true, message, companyPlayerId: added.companyPlayerId }
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(PLAYER_ALREADY_IN_BID)
        throw error
      }
    },
  }
}

function findMember(tx: Tx, companyId: number, key: BidPlayerKey) {
  return repo.findMemberWithEntry(tx, companyId, key.bidDayId, key.companyPlayerId)
}

function refusePastDay(dayOfMatch: string, timeZone: string) {
  if (isPast(dayOfMatch, timeZone, clock.now())) {
    throw new BadRequestError(PAST_DAY_OF_MATCH, { dayOfMatch: PAST_DAY_OF_MATCH })
  }
}

async function registerSporadicByName(tx: Tx, ctx: Ctx, input: AddSporadicPlayerInput) {
  // A name typed instead of picked from the suggestions must not make the same person twice.
  // The BID lock is held, so two adds of one name cannot both pass this check.
  const members = await repo.listMembersInBid(tx, ctx.companyId, input.bidDayId)
  const namesake = findNamesake(members, input.playerName)
  if (namesake) {
    const name = displayName(namesake)
    const inBid = namesake.entryStatus !== null
    throw new ConflictError(
      inBid
        ? `${name} já está cadastrado e já está neste BID.`
        : `Já cadastrado: ${name}. Use o jogador cadastrado em vez de criar outro.`,
      undefined,
      {
        existingCompanyPlayerId: namesake.companyPlayerId,
        existingName: name,
        existingInBid: inBid,
      },
    )
  }
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
