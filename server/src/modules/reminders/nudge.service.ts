import type { NudgeResult } from '@bidfut/domain/contracts/reminders'
import { displayName } from '@bidfut/domain/rules/person-names'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { recordActivity } from '../activity/activity.ts'
import { gameTime, kickOffOf } from '../notices/game-time.ts'
import { nudge } from '../notices/kinds/nudge.ts'
import type { Notices } from '../notices/notices.ts'
import type { ForecastSource } from './reminder-planner.ts'
import { queueOneTapNotice } from './one-tap-notice.ts'
import { claimNudge, findNudgedBid, findPendingPlayers, NUDGE_EVERY_HOURS } from './nudges.repo.ts'

const BID_NOT_FOUND = 'BID não encontrado.'
const BID_CLOSED = 'Este BID já foi encerrado.'
const GAME_STARTED = 'O jogo já começou: não há mais a quem lembrar.'
const NOBODY_PENDING = 'Todos os jogadores já responderam.'

const names = (list: string[]) =>
  new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(list)
const players = (n: number) => (n === 1 ? '1 jogador' : `${n} jogadores`)

/** 'Lembrete enviado a 9 jogadores: …', and who the app could not reach. */
function sentMessage(reached: string[], unreached: string[]): string {
  const sent =
    reached.length > 0
      ? `Lembrete enviado a ${players(reached.length)}: ${names(reached)}.`
      : 'Nenhum jogador pendente recebe avisos do app.'
  return unreached.length > 0
    ? `${sent} Sem email, push ou WhatsApp: ${names(unreached)}. Avise pelo grupo.`
    : sent
}

export type NudgeService = ReturnType<typeof createNudgeService>

/**
 * 'Lembrar quem não respondeu': the reminder, now, to the BID's pending players
 * through each one's own channels, at most once every 6 hours per BID (`claimNudge`).
 */
export function createNudgeService(deps: {
  db: Db
  weather: ForecastSource
  publicUrl: string
  emailOutbox: WorkerTrigger
  pushOutbox: WorkerTrigger
  notices: Notices
}) {
  const { db, weather, publicUrl, notices } = deps

  async function forecastFor(companyId: number, dayOfMatch: string) {
    try {
      return await weather.forecastForGame({ companyId, dayOfMatch })
    } catch {
      return null
    }
  }

  return {
    async nudge(ctx: Ctx, bidDayId: number): Promise<NudgeResult> {
      requireOrganiser(ctx)
      const bid = await findNudgedBid(db, ctx.companyId, bidDayId)
      if (!bid) throw new NotFoundError(BID_NOT_FOUND)
      // Read before the transaction: an outside service never holds one open.
      const forecast = await forecastFor(ctx.companyId, bid.dayOfMatch)
      const now = clock.now()
      const pending = await db.transaction(async (tx) => {
        const game = await findNudgedBid(tx, ctx.companyId, bidDayId)
        if (!game) throw new NotFoundError(BID_NOT_FOUND)
        if (game.status !== 'open') throw new ConflictError(BID_CLOSED)
        if (kickOffOf(game) <= now) throw new ConflictError(GAME_STARTED)
        const rows = await findPendingPlayers(tx, ctx.companyId, bidDayId)
        if (rows.length === 0) throw new ConflictError(NOBODY_PENDING)
        const claim = await claimNudge(tx, ctx.companyId, bidDayId, now)
        if (!claim.taken) throw new ConflictError(tooSoon(claim.lastAt, game.timeZone))
        const result = []
        for (const row of rows) {
          const reached = await queueOneTapNotice(tx, notices, nudge, {
            row,
            forecast,
            publicUrl,
            sentAt: now,
          })
          result.push({ companyPlayerId: row.companyPlayerId, name: displayName(row), reached })
        }
        const count = result.filter((player) => player.reached).length
        await recordActivity(tx, ctx, { kind: 'bid.nudged', bidDayId, details: { count } })
        return result
      })
      deps.emailOutbox.trigger()
      deps.pushOutbox.trigger()
      const reached = pending.filter((player) => player.reached).map((player) => player.name)
      const unreached = pending.filter((player) => !player.reached).map((player) => player.name)
      return {
        success: true,
        message: sentMessage(reached, unreached),
        bidNumber: bid.number,
        dayOfMatch: bid.dayOfMatch,
        pending,
      }
    },
  }
}

/** The 409 of a second tap: when the next nudge can go, in the group's time. */
function tooSoon(lastAt: Date, timeZone: string): string {
  const next = new Date(lastAt.getTime() + NUDGE_EVERY_HOURS * 3_600_000)
  return `Um lembrete já foi enviado há menos de ${NUDGE_EVERY_HOURS} horas. O próximo pode ser enviado a partir de ${gameTime(toLocalDateTime(next, timeZone)).full}.`
}
