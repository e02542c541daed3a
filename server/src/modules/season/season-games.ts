import {
  opensTooEarlyMessage,
  type BidScheduleResponse,
  type GameSchedule,
  type GameScheduleSettings,
} from '@bidfut/domain/contracts/bid-schedule'
import {
  describeSchedule,
  firstMissingGameTime,
  scheduleLabel,
  shortestGapDays,
  WEEKDAY_NAMES,
  upcomingGames,
  type BidSchedule,
} from '@bidfut/domain/rules/bid-schedule'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db, Tx } from '../../db/client.ts'
import { BadRequestError, NotFoundError } from '../../lib/errors.ts'
import { locationOf } from './opening-emails.ts'
import { asBidSchedule } from './season-openings.ts'
import * as repo from './season.repo.ts'

// The group's weekly games (ADR 057): how they read, and the rules that keep one game per date.

const GROUP_NOT_FOUND = 'Grupo não encontrado.'
const NOT_A_GAME_DAY = 'Essa data não é um dia de jogo da agenda.'

const dayMonthYear = (date: string) =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`

export const asGameSchedule = (row: repo.GameScheduleRow, season: repo.Season): GameSchedule => ({
  id: row.id,
  weekdays: row.weekdays,
  time: row.gameTime,
  location: row.location ?? null,
  opensDaysBefore: row.opensDaysBefore,
  label: scheduleLabel({
    weekdays: row.weekdays,
    time: row.gameTime,
    location: locationOf({
      location: row.location,
      defaultLocationGame: season.defaultLocationGame,
    }),
  }),
  description: describeSchedule({ ...row, time: row.gameTime }),
})

/** The weekly game played on a local date; refused when no schedule plays that weekday. */
export async function scheduleOn(
  tx: Tx,
  companyId: number,
  localDate: string,
): Promise<BidSchedule> {
  const { season, schedules } = await loadSeason(tx, companyId)
  const weekday = new Date(`${localDate}T12:00:00Z`).getUTCDay()
  const row = schedules.find((schedule) => schedule.weekdays.includes(weekday))
  if (!row) throw new BadRequestError(NOT_A_GAME_DAY, { localDate: NOT_A_GAME_DAY })
  return asBidSchedule({ ...row, timeZone: season.timeZone })
}

/** The game played on a date, as its notices tell it: the group, the kick-off and the place. */
export async function gameFactsOn(tx: Tx, companyId: number, localDate: string) {
  const { season, schedules } = await loadSeason(tx, companyId)
  const weekday = new Date(`${localDate}T12:00:00Z`).getUTCDay()
  const row = schedules.find((schedule) => schedule.weekdays.includes(weekday))
  return {
    groupName: season.groupName,
    dayOfMatch: `${localDate}T${row?.gameTime ?? '00:00'}:00`,
    location: row?.location || season.defaultLocationGame || null,
  }
}

export async function loadSeason(conn: Db | Tx, companyId: number) {
  const season = await repo.findSeason(conn, companyId)
  if (!season) throw new NotFoundError(GROUP_NOT_FOUND)
  const schedules = await repo.listGameSchedules(conn, companyId)
  return { season, schedules }
}

export const asGameSchedules = (rows: repo.GameScheduleRow[], season: repo.Season) =>
  rows.map((row) => asGameSchedule(row, season))

/**
 * A weekly game added or changed: refused naming its field when the zone's clock skips its
 * time, when one of its weekdays already has a game, or when its BID would open before its own
 * previous game was played (ADR 036, 057, 059).
 */
export function checkGame(
  input: GameScheduleSettings,
  season: repo.Season,
  others: repo.GameScheduleRow[],
  now: Date,
) {
  const missing = firstMissingGameTime(
    asBidSchedule({ ...input, gameTime: input.time, timeZone: season.timeZone }),
    now,
  )
  if (missing) {
    const message = `Horário: ${input.time} não existe em ${dayMonthYear(missing)} no fuso da pelada (o relógio é adiantado). Escolha outro horário.`
    throw new BadRequestError(message, { time: message })
  }
  const taken = others.find((row) => row.weekdays.some((day) => input.weekdays.includes(day)))
  if (taken) {
    const day = WEEKDAY_NAMES[taken.weekdays.find((d) => input.weekdays.includes(d))!]!
    const label = asGameSchedule(taken, season).label
    const message = `Dias da semana: ${day} já tem jogo na agenda (${label}).`
    throw new BadRequestError(message, { weekdays: message })
  }
  // A game's BID opens after its own previous game (ADR 036); the group's other games may be
  // open at the same time, one BID per date (ADR 059).
  const gap = shortestGapDays(input.weekdays)
  if (input.opensDaysBefore >= gap) {
    const message = opensTooEarlyMessage(gap)
    throw new BadRequestError(message, { opensDaysBefore: message })
  }
}

/**
 * The Agenda as /configuracoes shows it: the switch, the window, the games, the next three
 * openings (dates not yet opened nor skipped) and the skips. The organisers' digest tells the
 * same openings (ADR 061).
 */
export async function agendaOf(
  conn: Db | Tx,
  companyId: number,
  now: Date,
): Promise<BidScheduleResponse> {
  const { season, schedules } = await loadSeason(conn, companyId)
  const today = toLocalDateTime(now, season.timeZone).slice(0, 10)
  const taken = await repo.takenDates(conn, companyId, today)
  const games = asGameSchedules(schedules, season)
  const next = season.enabled
    ? schedules
        .flatMap((row, i) =>
          upcomingGames(
            asBidSchedule({ ...row, timeZone: season.timeZone }),
            now,
            3,
            taken.map((date) => date.localDate),
          ).map((game) => ({ game, label: games[i]!.label })),
        )
        .sort((a, b) => a.game.gameAt.getTime() - b.game.gameAt.getTime())
        .slice(0, 3)
    : []
  return {
    enabled: season.enabled,
    monthlyWindowHours: season.monthlyWindowHours ?? null,
    timeZone: season.timeZone,
    schedules: games,
    nextOpenings: next.map(({ game, label }) => ({
      localDate: game.localDate,
      gameAt: toLocalDateTime(game.gameAt, season.timeZone),
      opensAt: toLocalDateTime(game.opensAt, season.timeZone),
      label,
    })),
    skipped: taken
      .filter((date) => date.status === 'skipped')
      .map((date) => ({ localDate: date.localDate, reason: date.reason })),
  }
}
