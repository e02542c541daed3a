import { z } from 'zod'
import { shortestGapDays } from '../rules/bid-schedule.ts'
import { locationSpec } from './group-settings.ts'
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
 * PUT /groups/schedule (administrators and managers): the weekly game and the mensalistas'
 * window. A schedule that cannot happen is refused naming its field (ADR 036); the time zone's
 * own check (a time the clock skips) is the server's, which knows the zone.
 */
export const bidScheduleSchema = z
  .strictObject({
    enabled: z.boolean({ message: 'Informe se a agenda está ligada' }),
    weekdays: z
      .array(z.number({ message: 'Dia da semana inválido' }).int().min(0).max(6), {
        message: 'Dias da semana inválidos',
      })
      .max(7, 'Dias da semana inválidos')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    time: timeSchema,
    location: optionalText(locationSpec),
    opensDaysBefore: z
      .number({ message: OPENS_INVALID })
      .int(OPENS_INVALID)
      .min(1, 'Abre quantos dias antes: a abertura precisa ser antes do jogo (pelo menos 1 dia).')
      .max(30, OPENS_INVALID),
    monthlyWindowHours: z
      .number({ message: WINDOW_INVALID })
      .int(WINDOW_INVALID)
      .min(1, WINDOW_INVALID)
      .max(MAX_MONTHLY_WINDOW_HOURS, WINDOW_INVALID)
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.weekdays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: WEEKDAYS_REQUIRED })
    }
    const gap = shortestGapDays(value.weekdays)
    if (value.weekdays.length > 0 && value.opensDaysBefore >= gap) {
      ctx.addIssue({
        code: 'custom',
        path: ['opensDaysBefore'],
        message: `Abre quantos dias antes: com jogos a cada ${gap} dias, o BID abre no máximo ${gap - 1} ${gap - 1 === 1 ? 'dia' : 'dias'} antes, depois do jogo anterior.`,
      })
    }
  })
export type BidScheduleInput = z.input<typeof bidScheduleSchema>
export type BidScheduleSettings = z.output<typeof bidScheduleSchema>

/** One date the schedule will play: wall-clock date-times in the group's zone. */
export const scheduledDateSchema = z.object({
  localDate: z.string(),
  gameAt: z.string(),
  opensAt: z.string(),
})
export type ScheduledDate = z.infer<typeof scheduledDateSchema>

/** GET and PUT /groups/schedule answer: the settings, in words, and what comes next. */
export const bidScheduleResponseSchema = z.object({
  enabled: z.boolean(),
  weekdays: z.array(z.number()),
  time: z.string(),
  location: z.string().nullable(),
  opensDaysBefore: z.number(),
  monthlyWindowHours: z.number().nullable(),
  timeZone: z.string(),
  /** 'Toda quinta às 20:00, abre 6 dias antes'; null with no weekday. */
  description: z.string().nullable(),
  /** The next three games whose BID the server will open (none while off). */
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
