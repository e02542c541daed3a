import {
  DEFAULT_OPENS_DAYS_BEFORE,
  type BidScheduleResponse,
  type GameSchedule,
} from '@bidfut/domain/contracts/bid-schedule'
import { describeSchedule, shortestGapDays } from '@bidfut/domain/rules/bid-schedule'

/** The agenda's form as typed: the switch and the mensalistas' window. */
export type ScheduleFormValues = {
  enabled: boolean
  windowOn: boolean
  monthlyWindowHours: string
}

export function formFromSchedule(schedule: BidScheduleResponse): ScheduleFormValues {
  return {
    enabled: schedule.enabled,
    windowOn: schedule.monthlyWindowHours !== null,
    monthlyWindowHours: String(schedule.monthlyWindowHours ?? 48),
  }
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

export function toRequest(values: ScheduleFormValues) {
  return {
    enabled: values.enabled,
    monthlyWindowHours: values.windowOn ? toNumber(values.monthlyWindowHours) : null,
  }
}

/** One weekly game's form as typed ('Terça 21:00 — Quadra Coberta'; ADR 057). */
export type GameFormValues = {
  weekdays: number[]
  time: string
  location: string
  opensDaysBefore: string
}

export function formFromGame(game: GameSchedule | null): GameFormValues {
  return {
    weekdays: game?.weekdays ?? [],
    time: game?.time ?? '20:00',
    location: game?.location ?? '',
    opensDaysBefore: String(game?.opensDaysBefore ?? DEFAULT_OPENS_DAYS_BEFORE),
  }
}

export function toGameRequest(values: GameFormValues) {
  return { ...values, opensDaysBefore: toNumber(values.opensDaysBefore) }
}

/** 'Toda terça às 21:00, abre 1 dia antes' as typed, or null while the game is incomplete. */
export function describeTyped(values: GameFormValues): string | null {
  const opensDaysBefore = toNumber(values.opensDaysBefore)
  const valid =
    values.weekdays.length > 0 &&
    /^([01]\d|2[0-3]):[0-5]\d$/.test(values.time) &&
    Number.isInteger(opensDaysBefore) &&
    opensDaysBefore >= 1 &&
    opensDaysBefore < shortestGapDays(values.weekdays)
  return valid ? describeSchedule({ ...values, opensDaysBefore }) : null
}
