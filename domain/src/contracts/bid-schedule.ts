import { z } from 'zod'
import { shortestGapDays } from '../rules/bid-schedule.ts'
import { locationSpec } from './group-settings.ts'
import { pathIdField } from './ids.ts'
import { optionalText, text } from './text.ts'

export const DEFAULT_OPENS_DAYS_BEFORE = 6
export const MAX_MONTHLY_WINDOW_HOURS = 168

const WEEKDAYS_REQUIRED = 'Dias da semana: escolha pelo menos um dia.'
const TIME_INVALID = 'Horário inválido: use HH:MM, de 00:00 a 23:59.'
const OPENS_INVALID = 'Abre quantos dias antes: informe um número inteiro de 1 a 30.'
const WINDOW_INVALID = `Vagas garantidas para mensalistas: informe de 1 a ${MAX_MONTHLY_WINDOW_HOURS} horas.`

/** 'HH:MM' between 00:00 and 23:59. */
const timeSchema = z
  .string({ message: TIME_INVALID })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_INVALID)

/**
 * PUT /groups/schedule (administrators and managers): the agenda's switch and the mensalistas'
 * window, for all of the group's games (ADR 036, 057).
 */
export const bidScheduleSchema = z.strictObject({
  enabled: z.boolean({ message: 'Informe se a agenda está ligada' }),
  monthlyWindowHours: z
    .number({ message: WINDOW_INVALID })
    .int(WINDOW_INVALID)
    .min(1, WINDOW_INVALID)
    .max(MAX_MONTHLY_WINDOW_HOURS, WINDOW_INVALID)
    .nullable(),
})
export type BidScheduleInput = z.input<typeof bidScheduleSchema>
export type BidScheduleSettings = z.output<typeof bidScheduleSchema>

/** The message when a schedule opens its BID before the group's previous game (ADR 036, 057). */
export function opensTooEarlyMessage(gap: number) {
  return `Abre quantos dias antes: com jogos a cada ${gap} dias, o BID abre no máximo ${gap - 1} ${gap - 1 === 1 ? 'dia' : 'dias'} antes, depois do jogo anterior.`
}

/**
 * POST /groups/schedules and PUT /groups/schedules/{id}: one weekly game ('Terça 21:00 —
 * Quadra Coberta'). A schedule that cannot happen is refused naming its field (ADR 036); the
 * checks that need the zone or the group's other games (ADR 057) are the server's.
 */
export const gameScheduleSchema = z
  .strictObject({
    weekdays: z
      .array(z.number({ message: 'Dia da semana inválido' }).int().min(0).max(6), {
        message: 'Dias da semana inválidos',
      })
      .min(1, WEEKDAYS_REQUIRED)
      .max(7, 'Dias da semana inválidos')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    time: timeSchema,
    location: optionalText(locationSpec),
    opensDaysBefore: z
      .number({ message: OPENS_INVALID })
      .int(OPENS_INVALID)
      .min(1, 'Abre quantos dias antes: a abertura precisa ser antes do jogo (pelo menos 1 dia).')
      .max(30, OPENS_INVALID),
  })
  .superRefine((value, ctx) => {
    const gap = shortestGapDays(value.weekdays)
    if (value.weekdays.length > 0 && value.opensDaysBefore >= gap) {
      ctx.addIssue({
        code: 'custom',
        path: ['opensDaysBefore'],
        message: opensTooEarlyMessage(gap),
      })
    }
  })
export type GameScheduleInput = z.input<typeof gameScheduleSchema>
export type GameScheduleSettings = z.output<typeof gameScheduleSchema>

export const gameScheduleParamsSchema = z.strictObject({ id: pathIdField() })

/** One of the group's weekly games, as stored, and in words. */
export const gameScheduleSchemaOut = z.object({
  id: z.number(),
  weekdays: z.array(z.number()),
  time: z.string(),
  location: z.string().nullable(),
  opensDaysBefore: z.number(),
  /** 'Terça 21:00 — Quadra Coberta' (the group's default place when the game has none). */
  label: z.string(),
  /** 'Toda terça às 21:00, abre 6 dias antes' */
  description: z.string(),
})
export type GameSchedule = z.infer<typeof gameScheduleSchemaOut>

/** GET /groups/schedules: the group's weekly games, in weekday order. */
export const gameSchedulesResponseSchema = z.object({ schedules: z.array(gameScheduleSchemaOut) })
export type GameSchedulesResponse = z.infer<typeof gameSchedulesResponseSchema>

/** One date the schedule will play: wall-clock date-times in the group's zone. */
export const scheduledDateSchema = z.object({
  localDate: z.string(),
  gameAt: z.string(),
  opensAt: z.string(),
  /** 'Terça 21:00 — Quadra Coberta': which of the group's games. */
  label: z.string(),
})
export type ScheduledDate = z.infer<typeof scheduledDateSchema>

/**
 * The answer of every 'Agenda da pelada' route but the list: the switch, the window, the games,
 * and what comes next.
 */
export const bidScheduleResponseSchema = z.object({
  enabled: z.boolean(),
  monthlyWindowHours: z.number().nullable(),
  timeZone: z.string(),
  schedules: z.array(gameScheduleSchemaOut),
  /** The next three games whose BID the server will open, of any schedule (none while off). */
  nextOpenings: z.array(scheduledDateSchema),
  /** Dates ahead the organiser skipped. */
  skipped: z.array(z.object({ localDate: z.string(), reason: z.string().nullable() })),
})
export type BidScheduleResponse = z.infer<typeof bidScheduleResponseSchema>

const DATE_INVALID = 'Data inválida: use AAAA-MM-DD.'
const dateSchema = z
  .string({ message: DATE_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number)
    const date = new Date(Date.UTC(y!, m! - 1, d!))
    return date.getUTCMonth() === m! - 1 && date.getUTCDate() === d
  }, DATE_INVALID)

/** POST /groups/schedule/skips: 'Pular 25/12 — feriado'. */
export const skipDateSchema = z.strictObject({
  localDate: dateSchema,
  reason: text({ label: 'Motivo', max: 80, noLinks: true }).nullish(),
})
export type SkipDateInput = z.output<typeof skipDateSchema>

export const skipDateParamsSchema = z.strictObject({ localDate: dateSchema })
