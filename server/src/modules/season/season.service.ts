import type {
  BidScheduleResponse,
  BidScheduleSettings,
  SkipDateInput,
} from '@bidfut/domain/contracts/bid-schedule'
import { settingsRoles } from '@bidfut/domain/contracts/enums'
import {
  describeSchedule,
  firstMissingGameTime,
  scheduledGameOn,
  upcomingGames,
} from '@bidfut/domain/rules/bid-schedule'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
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
import { findBidGame } from '../notices/notices.repo.ts'
import { sendNotice } from '../notices/notices.ts'
import * as windowRepo from './monthly-window.repo.ts'
import { asBidSchedule, nextPendingGame } from './season-openings.ts'
import * as repo from './season.repo.ts'

const GROUP_NOT_FOUND = 'Grupo não encontrado.'
const NOT_A_GAME_DAY = 'Essa data não é um dia de jogo da agenda.'
const GAME_STARTED = 'O jogo dessa data já começou: não dá mais para pular.'
const NOT_SKIPPED = 'Essa data não está pulada.'

type Schedule = NonNullable<Awaited<ReturnType<typeof repo.findSchedule>>>

const dayMonthYear = (date: string) =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`

export type SeasonService = ReturnType<typeof createSeasonService>

/** 'Agenda da pelada' on /configuracoes: the weekly game, the skips, the mensalistas' window. */
export function createSeasonService(deps: {
  db: Db
  changes: Changes
  emailOutbox: WorkerTrigger
  pushOutbox: WorkerTrigger
  /** The season scheduler: nudged so a change (an opening now due, a window closed) acts soon. */
  scheduler: WorkerTrigger
  publicUrl: string
}) {
  const { db, emailOutbox, pushOutbox, scheduler, publicUrl } = deps

  async function answer(conn: Db | Tx, companyId: number): Promise<BidScheduleResponse> {
    const row = await repo.findSchedule(conn, companyId)
    if (!row) throw new NotFoundError(GROUP_NOT_FOUND)
    const now = clock.now()
    const today = toLocalDateTime(now, row.timeZone).slice(0, 10)
    const taken = await repo.takenDates(conn, companyId, today)
    const hasDays = row.weekdays.length > 0
    const next = row.enabled
      ? upcomingGames(
          asBidSchedule(row),
          now,
          3,
          taken.map((date) => date.localDate),
        )
      : []
    return {
      enabled: row.enabled,
      weekdays: row.weekdays,
      time: row.gameTime,
      location: row.location ?? null,
      opensDaysBefore: row.opensDaysBefore,
      monthlyWindowHours: row.monthlyWindowHours ?? null,
      timeZone: row.timeZone,
      description: hasDays ? describeSchedule({ ...row, time: row.gameTime }) : null,
      nextOpenings: next.map((game) => ({
        localDate: game.localDate,
        gameAt: toLocalDateTime(game.gameAt, row.timeZone),
        opensAt: toLocalDateTime(game.opensAt, row.timeZone),
      })),
      skipped: taken
        .filter((date) => date.status === 'skipped')
        .map((date) => ({ localDate: date.localDate, reason: date.reason })),
    }
  }

  /** After a change: the next opening is worked out again and the open BID's readers refetch. */
  async function replan(tx: Tx, touched: Touched, companyId: number, schedule: Schedule) {
    const next = schedule.enabled
      ? await nextPendingGame(tx, companyId, schedule, clock.now())
      : null
    await repo.setNextOpening(tx, companyId, next?.opensAt ?? null)
    await touched.openBid(companyId)
  }

  return {
    async schedule(ctx: Ctx): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      return answer(db, ctx.companyId)
    },

    async updateSchedule(ctx: Ctx, input: BidScheduleSettings): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      const result = await writeTransaction(deps, ctx.companyId, async (tx, touched) => {
        await repo.lockSchedule(tx, ctx.companyId, clock.now())
        const group = await repo.findSchedule(tx, ctx.companyId)
        if (!group) throw new NotFoundError(GROUP_NOT_FOUND)
        const schedule = {
          ...group,
          enabled: input.enabled,
          weekdays: input.weekdays,
          gameTime: input.time,
          opensDaysBefore: input.opensDaysBefore,
        }
        const missing = input.enabled
          ? firstMissingGameTime(asBidSchedule(schedule), clock.now())
          : null
        if (missing) {
          const message = `Horário: ${input.time} não existe em ${dayMonthYear(missing)} no fuso da pelada (o relógio é adiantado). Escolha outro horário.`
          throw new BadRequestError(message, { time: message })
        }
        // Switching the window on holds places in the BID already open, from now on, for the
        // players who have not answered (5.10); raising or lowering it changes no release.
        if (group.monthlyWindowHours === null && input.monthlyWindowHours !== null) {
          await windowRepo.holdOpenBidPlaces(tx, ctx.companyId)
        }
        await repo.saveSchedule(tx, {
          companyId: ctx.companyId,
          enabled: input.enabled,
          weekdays: input.weekdays,
          gameTime: input.time,
          location: input.location,
          opensDaysBefore: input.opensDaysBefore,
          monthlyWindowHours: input.monthlyWindowHours,
        })
        const { enabled, weekdays, time, opensDaysBefore, monthlyWindowHours } = input
        await recordActivity(tx, ctx, {
          kind: 'settings.schedule',
          details: { enabled, weekdays, time, opensDaysBefore, monthlyWindowHours },
        })
        await replan(tx, touched, ctx.companyId, schedule)
        return answer(tx, ctx.companyId)
      })
      scheduler.trigger()
      return result
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
          await repo.lockSchedule(tx, ctx.companyId, clock.now())
          const schedule = await repo.findSchedule(tx, ctx.companyId)
          if (!schedule) throw new NotFoundError(GROUP_NOT_FOUND)
          const weekday = new Date(`${input.localDate}T12:00:00Z`).getUTCDay()
          if (!schedule.weekdays.includes(weekday)) {
            throw new BadRequestError(NOT_A_GAME_DAY, { localDate: NOT_A_GAME_DAY })
          }
          const now = clock.now()
          const game = scheduledGameOn(asBidSchedule(schedule), input.localDate)
          if (game.gameAt.getTime() <= now.getTime()) {
            throw new BadRequestError(GAME_STARTED, { localDate: GAME_STARTED })
          }
          const open = await repo.lockOpenBid(tx, ctx.companyId)
          let notified = { email: 0, push: 0 }
          if (open && open.dayOfMatch.slice(0, 10) === input.localDate) {
            await bidsRepo.closeBid(tx, ctx.companyId, open.id, 'cancelled')
            const cancelled = { companyId: ctx.companyId, bidDayId: open.id }
            const game = await findBidGame(tx, cancelled)
            notified = await sendNotice(tx, bidCancelled, { ...cancelled, game, now, publicUrl })
          }
          await repo.skipDate(tx, {
            companyId: ctx.companyId,
            localDate: input.localDate,
            reason: input.reason || null,
          })
          await recordActivity(tx, ctx, {
            kind: 'settings.schedule_skipped',
            details: { localDate: input.localDate, reason: input.reason || null },
          })
          await replan(tx, touched, ctx.companyId, schedule)
          return { result: await answer(tx, ctx.companyId), notified }
        },
      )
      if (notified.email > 0) emailOutbox.trigger()
      if (notified.push > 0) pushOutbox.trigger()
      return result
    },

    /** Takes a skip back while its game is ahead; the date opens as scheduled (now, if late). */
    async unskipDate(ctx: Ctx, localDate: string): Promise<BidScheduleResponse> {
      requireRole(ctx, ...settingsRoles)
      const result = await writeTransaction(deps, ctx.companyId, async (tx, touched) => {
        await repo.lockSchedule(tx, ctx.companyId, clock.now())
        const schedule = await repo.findSchedule(tx, ctx.companyId)
        if (!schedule) throw new NotFoundError(GROUP_NOT_FOUND)
        const game = scheduledGameOn(asBidSchedule(schedule), localDate)
        if (game.gameAt.getTime() <= clock.now().getTime()) {
          throw new BadRequestError(GAME_STARTED, { localDate: GAME_STARTED })
        }
        if (!(await repo.unskipDate(tx, ctx.companyId, localDate))) {
          throw new NotFoundError(NOT_SKIPPED)
        }
        await recordActivity(tx, ctx, {
          kind: 'settings.schedule_unskipped',
          details: { localDate },
        })
        await replan(tx, touched, ctx.companyId, schedule)
        return answer(tx, ctx.companyId)
      })
      scheduler.trigger()
      return result
    },
  }
}
