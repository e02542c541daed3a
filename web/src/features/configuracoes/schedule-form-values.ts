import {
  DEFAULT_OPENS_DAYS_BEFORE,
  type BidScheduleResponse,
} from '@bidfut/domain/contracts/bid-schedule'
import { describeSchedule, shortestGapDays, upcomingGames } from '@bidfut/domain/rules/bid-schedule'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'

/** The schedule form as typed: the request it becomes and the openings it previews. */
export type ScheduleFormValues = {
  enabled: boolean
  weekdays: number[]
  time: string
  location: string
  opensDaysBefore: string
  windowOn: boolean
  monthlyWindowHours: string
}

export function formFromSchedule(schedule: BidScheduleResponse): ScheduleFormValues {
  return {
    enabled: schedule.enabled,
    weekdays: schedule.weekdays,
    time: schedule.time,
    location: schedule.location ?? '',
    opensDaysBefore: String(schedule.opensDaysBefore || DEFAULT_OPENS_DAYS_BEFORE),
    windowOn: schedule.monthlyWindowHours !== null,
    monthlyWindowHours: String(schedule.monthlyWindowHours ?? 48),
  }
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

export function toRequest(values: ScheduleFormValues) {
  return {
    enabled: values.enabled,
    weekdays: values.weekdays,
    time: values.time,
    location: values.location,
    opensDaysBefore: toNumber(values.opensDaysBefore),
    monthlyWindowHours: values.windowOn ? toNumber(values.monthlyWindowHours) : null,
  }
}

const SHORT_DAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']
/** '2030-12-03T20:00:00' → 'qui, 03/12 às 20:00' */
export function shortDateTime(local: string) {
  const weekday = new Date(`${local.slice(0, 10)}T12:00:00Z`).getUTCDay()
  return `${SHORT_DAYS[weekday]}, ${local.slice(8, 10)}/${local.slice(5, 7)} às ${local.slice(11, 16)}`
}
export const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`

/** The next three openings of the form's schedule, as it reads now (before saving too). */
export function previewOf(values: ScheduleFormValues, saved: BidScheduleResponse) {
  const opensDaysBefore = toNumber(values.opensDaysBefore)
  const valid =
    values.enabled &&
    values.weekdays.length > 0 &&
    /^([01]\d|2[0-3]):[0-5]\d$/.test(values.time) &&
    Number.isInteger(opensDaysBefore) &&
    opensDaysBefore >= 1 &&
    opensDaysBefore < shortestGapDays(values.weekdays)
  if (!valid) return null
  const schedule = {
    weekdays: values.weekdays,
    time: values.time,
    opensDaysBefore,
    timeZone: saved.timeZone,
  }
  const skipped = saved.skipped.map((s) => s.localDate)
  return {
    description: describeSchedule(schedule),
    games: upcomingGames(schedule, new Date(), 3, skipped).map((game) => ({
      localDate: game.localDate,
      gameAt: toLocalDateTime(game.gameAt, saved.timeZone),
      opensAt: toLocalDateTime(game.opensAt, saved.timeZone),
    })),
  }
}
