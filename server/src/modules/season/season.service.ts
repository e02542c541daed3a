import {
  type BidScheduleResponse,
  type BidScheduleSettings,
  type GameScheduleSettings,
  type GameSchedulesResponse,
  type SkipDateInput,
} from '@bidfut/domain/contracts/bid-schedule'
import { settingsRoles } from '@bidfut/domain/contracts/enums'
import { scheduledGameOn } from '@bidfut/domain/rules/bid-schedule'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes, Touched } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError, NotFoundError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { recordActivity } from '../activity/activity.ts'
import { writeTransaction } from '../bids/bid-writes.ts'
import * as bidsRepo from '../bids/bids.repo.ts'
import { bidCancelled } from '../notices/kinds/bid-cancelled.ts'
import { findBidGame, listConfirmedWithEmail } from '../notices/notices.repo.ts'
import * as windowRepo from './monthly-window.repo.ts'
import { agendaOf, asGameSchedules, checkGame, loadSeason, scheduleOn } from './season-games.ts'
import * as openingsRepo from './season-openings.repo.ts'
import { nextPendingGame } from './season-openings.ts'
import * as repo from './season.repo.ts'
import { takeBackSkip, tellSkip } from './skip-notices.ts'
import type { Notices } from '../notices/notices.ts'

const SCHEDULE_NOT_FOUND = 'Jogo da agenda não encontrado.'
const GAME_STARTED = 'O jogo dessa data já começou: não dá mais para pular.'
const NOT_SKIPPED = 'Essa data não está pulada.'

export type SeasonService = ReturnType<typeof createSeasonService>

/** 'Agenda da pelada' on /configuracoes: the weekly games, the skips, the mensalistas' window. */
export function createSeasonService(deps: {
  db: Db
  changes: Changes
  emailOutbox: WorkerTrigger
  pushOutbox: WorkerTrigger
  /** The season scheduler: nudged so a change (an opening now due, a window closed) acts soon. */
  scheduler: WorkerTrigger
  publicUrl: string
  notices: Notices
}) {
  const { db, emailOutbox, pushOutbox, scheduler, publicUrl, notices } = deps

  const answer = (conn: Db | Tx, companyId: number) => agendaOf(conn, companyId, clock.now())

  /** After a change: each schedule's next opening is worked out again, and the open BID's readers refetch. */
  async function replan(tx: Tx, touched: Touched, companyId: number) {
    const { season, schedules } = await loadSeason(tx, companyId)
    const now = clock.now()
    const rows = []
    for (const row of schedules) {
      const next = season.enabled
        ? await nextPendingGame(tx, companyId, { ...row, timeZone: season.timeZone }, now)
        : null
      rows.push({ id: row.id, nextOpensAt: next?.opensAt ?? null })
    }
    await openingsRepo.setNextOpenings(tx, rows)
    await touched.openBids(companyId)
  }

  /** Adds (id null) or changes a weekly game, under the agenda's lock. */
  async function saveGame(ctx: Ctx, id: number | null, input: GameScheduleSettings) {
    requireRole(ctx, ...settingsRoles)
    const result = await writeTransaction(deps, ctx.companyId, async (tx, touched) => {
      await repo.lockSeason(tx, ctx.companyId, clock.now())
      const { season, schedules } = await loadSeason(tx, ctx.companyId)
      if (id !== null && !schedules.some((row) => row.id === id)) {
        throw new NotFoundError(SCHEDULE_NOT_FOUND)
      }
      checkGame(
        input,
        season,
        schedules.filter((row) => row.id !== id),
        clock.now(),
      )
      const values = {
        companyId: ctx.companyId,
        weekdays: input.weekdays,
        gameTime: input.time,
        location: input.location,
        opensDaysBefore: input.opensDaysBefore,
      }
      const saved = id ?? (await repo.insertGameSchedule(tx, values))
      if (id !== null) await repo.updateGameSchedule(tx, id, values)
      const { weekdays, time, location, opensDaysBefore } = input
      await recordActivity(tx, ctx, {
        kind: id === null ? 'settings.game_schedule_added' : 'settings.game_schedule_updated',
        details: { scheduleId: saved, weekdays, time, location, opensDaysBefore },
      })
      await replan(tx, touched, ctx.companyId)
      return answer(tx, ctx.companyId)
    })
    scheduler.trigger()
    return result
  }

  return {
    async schedule(ctx: Ctx): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      return answer(db, ctx.companyId)
    },

    async gameSchedules(ctx: Ctx): Promise<GameSchedulesResponse> {
      requireRole(ctx, ...settingsRoles)
      const { season, schedules } = await loadSeason(db, ctx.companyId)
      return { schedules: asGameSchedules(schedules, season) }
    },

    /** The agenda's switch and the mensalistas' window, for all of the group's games. */
    async updateSchedule(ctx: Ctx, input: BidScheduleSettings): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      const result = await writeTransaction(deps, ctx.companyId, async (tx, touched) => {
        await repo.lockSeason(tx, ctx.companyId, clock.now())
        const { season } = await loadSeason(tx, ctx.companyId)
        // Switching the window on holds places in the BID already open, from now on, for the
        // players who have not answered (5.10); raising or lowering it changes no release.
        if (season.monthlyWindowHours === null && input.monthlyWindowHours !== null) {
          await windowRepo.holdOpenBidPlaces(tx, ctx.companyId)
        }
        await repo.saveSeason(tx, { companyId: ctx.companyId, ...input })
        await recordActivity(tx, ctx, { kind: 'settings.schedule', details: { ...input } })
        await replan(tx, touched, ctx.companyId)
        return answer(tx, ctx.companyId)
      })
      scheduler.trigger()
      return result
    },

    addGameSchedule: (ctx: Ctx, input: GameScheduleSettings) => saveGame(ctx, null, input),

    updateGameSchedule: (ctx: Ctx, id: number, input: GameScheduleSettings) =>
      saveGame(ctx, id, input),

    /** Removes a weekly game; a BID it already opened stays as it is (ADR 057). */
    async removeGameSchedule(ctx: Ctx, id: number): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      return writeTransaction(deps, ctx.companyId, async (tx, touched) => {
        await repo.lockSeason(tx, ctx.companyId, clock.now())
        const removed = await repo.deleteGameSchedule(tx, ctx.companyId, id)
        if (!removed) throw new NotFoundError(SCHEDULE_NOT_FOUND)
        const { weekdays, gameTime: time, location, opensDaysBefore } = removed
        await recordActivity(tx, ctx, {
          kind: 'settings.game_schedule_removed',
          details: { scheduleId: id, weekdays, time, location, opensDaysBefore },
        })
        await replan(tx, touched, ctx.companyId)
        return answer(tx, ctx.companyId)
      })
    },

    /**
     * 'Pular 25/12 — feriado': the date's BID is not opened; when it is already open it is
     * cancelled, and its confirmed players are told as with any cancel.
     */
    async skipDate(ctx: Ctx, input: SkipDateInput): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      const { result, notified } = await writeTransaction(
        deps,
        ctx.companyId,
        async (tx, touched) => {
          await repo.lockSeason(tx, ctx.companyId, clock.now())
          const schedule = await scheduleOn(tx, ctx.companyId, input.localDate)
          const now = clock.now()
          const game = scheduledGameOn(schedule, input.localDate)
          if (game.gameAt.getTime() <= now.getTime()) {
            throw new BadRequestError(GAME_STARTED, { localDate: GAME_STARTED })
          }
          const open = await repo.lockOpenBidOn(tx, ctx.companyId, input.localDate)
          let notified = { email: 0, push: 0, whatsapp: 0 }
          if (open) {
            await bidsRepo.closeBid(tx, ctx.companyId, open.id, 'cancelled')
            const cancelled = { companyId: ctx.companyId, bidDayId: open.id }
            const game = await findBidGame(tx, cancelled)
            const confirmed = await listConfirmedWithEmail(tx, cancelled)
            const occurrence = { ...cancelled, game, now, publicUrl }
            notified = await notices.send(tx, bidCancelled, occurrence, confirmed)
          }
          const reason = input.reason || null
          const { skippedAt } = await repo.skipDate(tx, {
            companyId: ctx.companyId,
            localDate: input.localDate,
            reason,
          })
          // The members hear of it (ADR 061), held a few minutes so a mistaken tap taken back
          // tells nobody; the confirmed players of a cancelled BID heard 'BID cancelado'.
          const skip = { companyId: ctx.companyId, localDate: input.localDate, skippedAt, reason }
          const toldByCancel = await repo.listToldByCancel(tx, ctx.companyId, input.localDate)
          const told = await tellSkip(tx, notices, skip, toldByCancel, publicUrl)
          notified = {
            email: notified.email + told.email,
            push: notified.push + told.push,
            whatsapp: notified.whatsapp + told.whatsapp,
          }
          await recordActivity(tx, ctx, {
            kind: 'settings.schedule_skipped',
            details: { localDate: input.localDate, reason: input.reason || null },
          })
          await replan(tx, touched, ctx.companyId)
          return { result: await answer(tx, ctx.companyId), notified }
        },
      )
      if (notified.email > 0) emailOutbox.trigger()
      // The push nudge wakes the WhatsApp queue too (app-services.ts).
      if (notified.push + notified.whatsapp > 0) pushOutbox.trigger()
      return result
    },

    /** Takes a skip back while its game is ahead; the date opens as scheduled (now, if late). */
    async unskipDate(ctx: Ctx, localDate: string): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      let corrected = { email: 0, push: 0, whatsapp: 0 }
      const result = await writeTransaction(deps, ctx.companyId, async (tx, touched) => {
        await repo.lockSeason(tx, ctx.companyId, clock.now())
        const schedule = await scheduleOn(tx, ctx.companyId, localDate)
        const game = scheduledGameOn(schedule, localDate)
        if (game.gameAt.getTime() <= clock.now().getTime()) {
          throw new BadRequestError(GAME_STARTED, { localDate: GAME_STARTED })
        }
        const removed = await repo.unskipDate(tx, ctx.companyId, localDate)
        if (!removed) throw new NotFoundError(NOT_SKIPPED)
        // Its notice, if not told yet, is taken back; whoever it told hears the correction.
        const skip = { companyId: ctx.companyId, localDate, skippedAt: removed.skippedAt }
        corrected = await takeBackSkip(tx, notices, { ...skip, reason: null }, publicUrl)
        await recordActivity(tx, ctx, {
          kind: 'settings.schedule_unskipped',
          details: { localDate },
        })
        await replan(tx, touched, ctx.companyId)
        return answer(tx, ctx.companyId)
      })
      if (corrected.email > 0) emailOutbox.trigger()
      if (corrected.push + corrected.whatsapp > 0) pushOutbox.trigger()
      scheduler.trigger()
      return result
    },
  }
}
