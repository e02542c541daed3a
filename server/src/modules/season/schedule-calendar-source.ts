import {
  scheduledGameOn,
  upcomingGames,
  type ScheduledGame,
} from '@bidfut/domain/rules/bid-schedule'
import { calendarUid, GAME_MINUTES, type CalendarEvent } from '@bidfut/domain/rules/calendar-events'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db } from '../../db/client.ts'
import {
  FEED_PAST_DAYS,
  gameDescription,
  type CalendarSource,
} from '../calendar/bid-calendar-source.ts'
import * as repo from './season.repo.ts'

/** How far ahead the feed shows a schedule's games. */
export const SCHEDULED_WEEKS_AHEAD = 4

/** SEQUENCE of a schedule's dates: seconds from 2026 to its last edit, so it only grows. */
const sequenceOf = (updatedAt: Date) =>
  Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2026, 0, 1)) / 1000))

/** '05/12 às 20:00' */
const dayMonthTime = (localDateTime: string) =>
  `${localDateTime.slice(8, 10)}/${localDateTime.slice(5, 7)} às ${localDateTime.slice(11, 16)}`

/**
 * A group's schedule in the feed (ADR 036, 037): its coming games, and the dates of the last
 * weeks that were opened or skipped. Each shares its UID with the BID opened for that date, which
 * wins the merge; a skipped date is CANCELLED. A date stays listed while its BID does, so the
 * date's merged SEQUENCE never goes down when its game passes.
 */
export function scheduleCalendarSource(db: Db): CalendarSource {
  return async ({ groups, now, site }) => {
    const byId = new Map(groups.map((group) => [group.companyId, group]))
    const since = toLocalDateTime(
      new Date(now.getTime() - (FEED_PAST_DAYS + 1) * 86_400_000),
      'UTC',
    )
    const { schedules, dates } = await repo.listFeedSchedules(
      db,
      [...byId.keys()],
      since.slice(0, 10),
    )
    const url = `${site.publicUrl}/check-in`
    return schedules.flatMap((schedule) => {
      const group = byId.get(schedule.companyId)!
      const rule = { ...schedule, time: schedule.gameTime, timeZone: group.timeZone }
      const taken = dates.filter((date) => date.companyId === schedule.companyId)
      const skipped = new Map(
        taken.filter((date) => date.status === 'skipped').map((date) => [date.localDate, date]),
      )
      const games = new Map<string, ScheduledGame>()
      for (const date of taken) games.set(date.localDate, scheduledGameOn(rule, date.localDate))
      const ahead = upcomingGames(rule, now, SCHEDULED_WEEKS_AHEAD * schedule.weekdays.length)
      for (const game of ahead) games.set(game.localDate, game)

      return [...games.values()].map((game): CalendarEvent => {
        const skip = skipped.get(game.localDate)
        return {
          uid: calendarUid(schedule.companyId, game.localDate, site.host),
          start: toLocalDateTime(game.gameAt, group.timeZone),
          durationMinutes: GAME_MINUTES,
          timeZone: group.timeZone,
          summary: skip ? `${group.name} — sem jogo` : `${group.name} — jogo da semana`,
          location: schedule.location,
          description: skip
            ? `Não haverá jogo nesta data${skip.reason ? `: ${skip.reason}` : ''}.`
            : gameDescription(
                `O BID abre em ${dayMonthTime(toLocalDateTime(game.opensAt, group.timeZone))}. Confirme sua presença: ${url}`,
                schedule.location,
              ),
          url,
          status: skip ? 'CANCELLED' : 'CONFIRMED',
          sequence: sequenceOf(schedule.updatedAt),
          lastModified: schedule.updatedAt,
          precedence: 0,
        }
      })
    })
  }
}
