import type {
  BidActionResult,
  CreateBidInput,
  LiveBid,
  NewBidDefaults,
  UpdateBidInput,
} from '@bidfut/domain/contracts/bids'
import { isPast } from '@bidfut/domain/rules/local-time'
import { nextBidDayOfMatch } from '@bidfut/domain/rules/next-bid-date'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { bidCancelled } from '../notices/kinds/bid-cancelled.ts'
import { bidMoved } from '../notices/kinds/bid-moved.ts'
import { bidOpened } from '../notices/kinds/bid-opened.ts'
import { findBidGame } from '../notices/notices.repo.ts'
import { changeSlots } from './bid-slots.ts'
import { BID_CLOSED, BID_NOT_FOUND, lockOpenBid, writeTransaction } from './bid-writes.ts'
import { recordActivity } from '../activity/activity.ts'
import * as repo from './bids.repo.ts'
import * as furoes from './furoes.repo.ts'
import { findBidSheet } from './live-bid.repo.ts'
import * as newBids from './new-bids.repo.ts'
import { buildLiveBid } from './live-bid.ts'
import { openForRegulars } from './opening-regulars.ts'
import type { Notices } from '../notices/notices.ts'

/** One open BID per date (ADR 059): another date is another game. */
const openBidExists = (dayOfMatch: string) =>
  `Já existe um BID aberto para ${dayMonth(dayOfMatch)}. Finalize ou cancele esse BID, ou escolha outra data.`
const NUMBER_TAKEN = 'Outro BID acabou de ser criado. Tente de novo.'
const PAST_DAY_OF_MATCH = 'A data e hora do BID não podem estar no passado.'
const FINISH_TOO_EARLY = 'O BID só pode ser finalizado após a data do jogo.'
const GROUP_NOT_FOUND = 'Grupo não encontrado.'

export type BidLifecycleService = ReturnType<typeof createBidLifecycleService>

/** A BID from creation to its end: created, moved, cancelled or finished, by organisers only. */
export function createBidLifecycleService(deps: {
  db: Db
  emailOutbox: WorkerTrigger
  /** 'BID aberto' and 'BID alterado ou cancelado' pushes (ADR 041). */
  pushOutbox: WorkerTrigger
  changes: Changes
  /** The emails' links to the check-in start here. */
  publicUrl: string
  /** The notices as this app sends them (WhatsApp or not). */
  notices: Notices
  /** Ratings, the craque vote and its emails, in the finishing transaction (ADR 039). */
  afterFinish?: {
    afterFinish(tx: Tx, key: { companyId: number; bidDayId: number }, now: Date): Promise<number>
  }
}) {
  const { db, emailOutbox, pushOutbox, publicUrl, notices } = deps

  return {
    /**
     * What 'Criar Novo BID' starts from, so a weekly game is not typed again every week: the
     * group's usual weekday and time (its last BID that was not cancelled, else its last BID),
     * on the next such day still ahead, and its default place, else the last BID's.
     */
    async newBidDefaults(ctx: Ctx): Promise<NewBidDefaults> {
      requireOrganiser(ctx)
      const group = await repo.findGroupSettings(db, ctx.companyId)
      if (!group) throw new NotFoundError(GROUP_NOT_FOUND)
      const { usual, latest } = await newBids.findScheduleHistory(db, ctx.companyId)
      return {
        dayOfMatch: nextBidDayOfMatch({
          usual: usual?.dayOfMatch ?? latest,
          latest,
          timeZone: group.timeZone,
          now: clock.now(),
        }),
        location: group.defaultLocationGame ?? usual?.location ?? null,
        slots: group.defaultSlots,
      }
    },

    async createBid(ctx: Ctx, input: CreateBidInput): Promise<LiveBid> {
      requireOrganiser(ctx)
      let created: number
      try {
        let queued = 0
        created = await writeTransaction(deps, ctx.companyId, async (tx) => {
          const group = await repo.findGroupSettings(tx, ctx.companyId)
          if (!group) throw new NotFoundError(GROUP_NOT_FOUND)
          refusePastDay(input.dayOfMatch, group.timeZone)
          const open = await newBids.lockOpenBidsOfGroup(tx, ctx.companyId)
          if (open.some((day) => day.slice(0, 10) === input.dayOfMatch.slice(0, 10))) {
            throw new ConflictError(openBidExists(input.dayOfMatch))
          }
          const bid = await newBids.insertBid(tx, {
            companyId: ctx.companyId,
            number: await newBids.nextBidNumber(tx, ctx.companyId),
            dayOfMatch: input.dayOfMatch,
            location: input.location || group.defaultLocationGame,
            slots: input.slots ?? group.defaultSlots,
          })
          const opened = { companyId: ctx.companyId, bidDayId: bid.id }
          const regulars = await openForRegulars(tx, notices, [opened], clock.now(), publicUrl)
          const game = await findBidGame(tx, opened)
          await notices.send(tx, bidOpened, { ...opened, game, publicUrl })
          await recordActivity(tx, ctx, { kind: 'bid.created', bidDayId: bid.id })
          queued = regulars.queued
          return bid.id
        })
        if (queued > 0) emailOutbox.trigger()
        pushOutbox.trigger()
      } catch (error) {
        // The partial unique indexes allow one open BID per group and date and one live BID per
        // number, even under concurrent creates: the second of two simultaneous creates lands here.
        throw asCreateConflict(error, input.dayOfMatch)
      }
      const sheet = await findBidSheet(db, ctx.companyId, created)
      if (!sheet) throw new ConflictError(BID_CLOSED)
      return buildLiveBid(sheet, new Date())
    },

    /**
     * Moves the open BID without cancelling it, or changes its places (ADR 053); confirmed
     * players are told what changed, and those fewer places move to the line are told too.
     */
    async updateBid(ctx: Ctx, bidDayId: number, input: UpdateBidInput): Promise<BidActionResult> {
      requireOrganiser(ctx)
      const queued = await writeTransaction(deps, ctx.companyId, async (tx) => {
        const bid = await lockOpenBid(tx, ctx, bidDayId)
        refusePastDay(input.dayOfMatch, bid.timeZone)
        const group = await repo.findGroupSettings(tx, ctx.companyId)
        if (!group) throw new NotFoundError(BID_NOT_FOUND)
        const before = { dayOfMatch: bid.dayOfMatch, location: bid.location, slots: bid.slots }
        const after = {
          dayOfMatch: input.dayOfMatch,
          location: input.location || group.defaultLocationGame,
          slots: input.slots ?? bid.slots,
        }
        const fields = (['dayOfMatch', 'location', 'slots'] as const).filter(
          (field) => after[field] !== before[field],
        )
        if (fields.length === 0) return 0
        const moved = fields.some((field) => field !== 'slots')
        const schedule = { dayOfMatch: after.dayOfMatch, location: after.location }
        const version =
          moved &&
          (await repo.rescheduleBid(tx, ctx.companyId, bidDayId, schedule).catch((error) => {
            throw asCreateConflict(error, after.dayOfMatch)
          }))
        // Fewer places move players to the line before the move is told: they hear only of that.
        const { confirmMoves } = input
        const now = clock.now()
        const moves =
          after.slots === before.slots
            ? 0
            : await changeSlots(tx, ctx, bid, {
                slots: after.slots,
                confirmMoves,
                now,
                publicUrl,
                notices,
              })
        const details = fields.includes('slots')
          ? { fields, slots: { from: before.slots, to: after.slots } }
          : { fields }
        await recordActivity(tx, ctx, { kind: 'bid.updated', bidDayId, details })
        if (version === false) return moves
        const key = { companyId: ctx.companyId, bidDayId }
        const game = await findBidGame(tx, key)
        const told = await notices.send(tx, bidMoved, { ...key, game, version, before, publicUrl })
        return moves + told.email + told.push + told.whatsapp
      })
      if (queued > 0) {
        emailOutbox.trigger()
        pushOutbox.trigger()
      }
      return { success: true, message: 'BID atualizado com sucesso.' }
    },

    async cancelBid(ctx: Ctx, bidDayId: number): Promise<BidActionResult> {
      requireOrganiser(ctx)
      const sent = await writeTransaction(deps, ctx.companyId, async (tx) => {
        await lockOpenBid(tx, ctx, bidDayId)
        await repo.closeBid(tx, ctx.companyId, bidDayId, 'cancelled')
        await recordActivity(tx, ctx, { kind: 'bid.cancelled', bidDayId })
        const cancelled = { companyId: ctx.companyId, bidDayId }
        const game = await findBidGame(tx, cancelled)
        return notices.send(tx, bidCancelled, { ...cancelled, game, now: clock.now(), publicUrl })
      })
      if (sent.email > 0) emailOutbox.trigger()
      if (sent.push + sent.whatsapp > 0) pushOutbox.trigger()
      return { success: true, message: 'BID cancelado com sucesso.' }
    },

    /** Finishes the played BID; `noShows` were confirmed and did not come (ADR 053). */
    async completeBid(ctx: Ctx, bidDayId: number, noShows: number[]): Promise<BidActionResult> {
      requireOrganiser(ctx)
      const notified = await writeTransaction(deps, ctx.companyId, async (tx) => {
        const bid = await lockOpenBid(tx, ctx, bidDayId)
        if (!isPast(bid.dayOfMatch, bid.timeZone)) throw new ConflictError(FINISH_TOO_EARLY)
        await markFuroes(tx, ctx, bidDayId, noShows)
        await repo.closeBid(tx, ctx.companyId, bidDayId, 'finished')
        await recordActivity(tx, ctx, { kind: 'bid.completed', bidDayId })
        const key = { companyId: ctx.companyId, bidDayId }
        return (await deps.afterFinish?.afterFinish(tx, key, clock.now())) ?? 0
      })
      if (notified > 0) emailOutbox.trigger()
      // The craque vote's push, if it opened (a no-op wake-up otherwise).
      pushOutbox.trigger()
      return { success: true, message: 'BID finalizado com sucesso.' }
    },
  }
}

const ONLY_CONFIRMED_MISS = 'Só quem estava confirmado pode ter faltado sem avisar.'

async function markFuroes(tx: Tx, ctx: Ctx, bidDayId: number, noShows: number[]) {
  const wanted = [...new Set(noShows)]
  const marked = await furoes.markNoShows(tx, { companyId: ctx.companyId, bidDayId }, wanted)
  if (marked.length < wanted.length) {
    throw new BadRequestError(ONLY_CONFIRMED_MISS, { noShows: ONLY_CONFIRMED_MISS })
  }
  for (const companyPlayerId of marked) {
    await recordActivity(tx, ctx, {
      kind: 'bid.status',
      subjectCompanyPlayerId: companyPlayerId,
      bidDayId,
      details: { from: 'confirmed', to: 'absent', missed: 'no_show' },
    })
  }
}

/** A unique index refused the BID: another open BID on its date, or its number just taken. */
function asCreateConflict(error: unknown, dayOfMatch: string): unknown {
  if (!isUniqueViolation(error)) return error
  const constraint = (error as { constraint?: string; cause?: { constraint?: string } }).constraint
  const name = constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint
  return new ConflictError(
    name === 'bid_days_company_number_unique' ? NUMBER_TAKEN : openBidExists(dayOfMatch),
  )
}

/** 'dd/MM' of a wall-clock `YYYY-MM-DDTHH:mm:ss`. */
const dayMonth = (dayOfMatch: string) => `${dayOfMatch.slice(8, 10)}/${dayOfMatch.slice(5, 7)}`

function refusePastDay(dayOfMatch: string, timeZone: string) {
  if (isPast(dayOfMatch, timeZone, clock.now())) {
    throw new BadRequestError(PAST_DAY_OF_MATCH, { dayOfMatch: PAST_DAY_OF_MATCH })
  }
}
