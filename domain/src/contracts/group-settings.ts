import { z } from 'zod'
import { DEFAULT_SLOTS, DEFAULT_TIME_ZONE, MAX_SLOTS, MIN_SLOTS } from '../constants.ts'
import { optionalText, requiredText, TEXT_MAX, type TextSpec } from './text.ts'

export const groupNameSpec: TextSpec = {
  label: 'Nome da pelada',
  max: TEXT_MAX.groupName,
  noLinks: true,
}
/** A place where the group plays: the BID's and the default one. */
export const locationSpec: TextSpec = { label: 'Local', max: TEXT_MAX.location, noLinks: true }

export const SLOTS_INVALID = `O número de vagas deve ser um número inteiro de ${MIN_SLOTS} a ${MAX_SLOTS}.`

/** A BID's places (ADR 053): the group's default and each BID's own, 6 to 60. */
export const slotsField = z
  .number({ message: SLOTS_INVALID })
  .int(SLOTS_INVALID)
  .min(MIN_SLOTS, SLOTS_INVALID)
  .max(MAX_SLOTS, SLOTS_INVALID)

export const LATE_NOTICE_INVALID = 'As horas de aviso devem ser um número inteiro de 1 a 72.'

/** A 'Não vou' under this many hours before kick-off counts as a furão (ADR 053). */
export const lateNoticeHoursField = z
  .number({ message: LATE_NOTICE_INVALID })
  .int(LATE_NOTICE_INVALID)
  .min(1, LATE_NOTICE_INVALID)
  .max(72, LATE_NOTICE_INVALID)

export const MAX_REMINDER_HOURS = 4
export const REMINDER_HOURS_INVALID = `Escolha até ${MAX_REMINDER_HOURS} lembretes, cada um de 1 a 168 horas antes do jogo, sem repetir.`
const reminderHour = z
  .number({ message: REMINDER_HOURS_INVALID })
  .int(REMINDER_HOURS_INVALID)
  .min(1, REMINDER_HOURS_INVALID)
  .max(168, REMINDER_HOURS_INVALID)

/**
 * The group's reminder hours before kick-off, each to who has not answered (ADR 058), the
 * earliest first; none: the single reminder two days before at 09:00.
 */
export const reminderHoursField = z
  .array(reminderHour, { message: REMINDER_HOURS_INVALID })
  .max(MAX_REMINDER_HOURS, REMINDER_HOURS_INVALID)
  .refine((hours) => new Set(hours).size === hours.length, REMINDER_HOURS_INVALID)
  .transform((hours) => [...hours].sort((a, b) => b - a))

export const FURAO_RULE_INVALID = 'A regra dos furões deve ter de 1 a 10 faltas em 1 a 26 semanas.'
const furaoRuleNumber = (max: number) =>
  z
    .number({ message: FURAO_RULE_INVALID })
    .int(FURAO_RULE_INVALID)
    .min(1, FURAO_RULE_INVALID)
    .max(max, FURAO_RULE_INVALID)

/**
 * The furões' rule (ADR 060): after `absences` unannounced absences in the last `weeks` weeks a
 * mensalista loses the window's guarantee (and the automatic confirmation) for the next BID;
 * null: off, the default.
 */
export const furaoRuleField = z
  .strictObject(
    { absences: furaoRuleNumber(10), weeks: furaoRuleNumber(26) },
    { message: FURAO_RULE_INVALID },
  )
  .nullable()

/** Brazil's time zones, the ones a pelada can pick on /configuracoes. */
export const brazilianTimeZones = [
  { id: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
  { id: 'America/Sao_Paulo', label: 'Brasília / São Paulo (UTC−3)' },
  { id: 'America/Bahia', label: 'Bahia (UTC−3)' },
  { id: 'America/Fortaleza', label: 'Fortaleza / Nordeste (UTC−3)' },
  { id: 'America/Recife', label: 'Recife (UTC−3)' },
  { id: 'America/Maceio', label: 'Maceió / Aracaju (UTC−3)' },
  { id: 'America/Belem', label: 'Belém / Amapá (UTC−3)' },
  { id: 'America/Araguaina', label: 'Tocantins (UTC−3)' },
  { id: 'America/Santarem', label: 'Santarém (UTC−3)' },
  { id: 'America/Campo_Grande', label: 'Mato Grosso do Sul (UTC−4)' },
  { id: 'America/Cuiaba', label: 'Mato Grosso (UTC−4)' },
  { id: 'America/Manaus', label: 'Manaus / Amazonas (UTC−4)' },
  { id: 'America/Porto_Velho', label: 'Rondônia (UTC−4)' },
  { id: 'America/Boa_Vista', label: 'Roraima (UTC−4)' },
  { id: 'America/Rio_Branco', label: 'Acre (UTC−5)' },
  { id: 'America/Eirunepe', label: 'Eirunepé (UTC−5)' },
] as const
const timeZoneIds = brazilianTimeZones.map((zone) => zone.id) as [string, ...string[]]

/** A place the forecast is asked for: picked from the geocoding results, never typed free. */
export const forecastCitySchema = z.strictObject({
  name: requiredText('Escolha a cidade na lista', {
    label: 'Cidade',
    max: TEXT_MAX.cityName,
    feminine: true,
  }),
  latitude: z.number({ message: 'Latitude inválida' }).min(-90).max(90),
  longitude: z.number({ message: 'Longitude inválida' }).min(-180).max(180),
})
export type ForecastCity = z.infer<typeof forecastCitySchema>

/** 'Configurações da pelada' (administrators and managers): GET answers it, PUT takes it. */
export const groupSettingsSchema = z.strictObject({
  name: requiredText('Nome da pelada é obrigatório', groupNameSpec),
  defaultLocationGame: optionalText(locationSpec),
  forecastCity: forecastCitySchema.nullable(),
  timeZone: z.enum(timeZoneIds, { message: 'Fuso horário inválido' }).default(DEFAULT_TIME_ZONE),
  remindersEnabled: z.boolean({ message: 'Informe se os lembretes estão ligados' }),
  /** 'Prévia do link no WhatsApp': shared check-in links preview the next BID (ADR 048). */
  linkPreviews: z.boolean({ message: 'Informe se a prévia do link fica ligada' }),
  /** 'Vagas por BID': a new BID's places unless its creator says otherwise (ADR 053). */
  defaultSlots: slotsField.default(DEFAULT_SLOTS),
  /** 'Não vou tardio': hours before kick-off under which a 'Não vou' is a furão (ADR 053). */
  lateNoticeHours: lateNoticeHoursField.default(12),
  /** 'Lembrar quem não respondeu' at these hours before kick-off (ADR 058). */
  reminderHours: reminderHoursField.default([]),
  /** 'Regra dos furões' (ADR 060): off by default. */
  furaoRule: furaoRuleField.default(null),
  /** 'Confirmar mensalistas automaticamente' when the BID opens (ADR 060). */
  autoConfirmMonthly: z
    .boolean({ message: 'Informe se os mensalistas são confirmados automaticamente' })
    .default(false),
})
export type GroupSettings = z.output<typeof groupSettingsSchema>
export type GroupSettingsInput = z.input<typeof groupSettingsSchema>

/**
 * GET and PUT /groups/settings answer: the settings as stored. The request schema trims and
 * defaults, and zod cannot run transforms backwards to encode an answer, hence this plain twin.
 */
export const groupSettingsResponseSchema = z.object({
  name: z.string(),
  defaultLocationGame: z.string().nullable(),
  forecastCity: z
    .object({ name: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  timeZone: z.string(),
  remindersEnabled: z.boolean(),
  linkPreviews: z.boolean(),
  defaultSlots: z.number().int(),
  lateNoticeHours: z.number().int(),
  reminderHours: z.array(z.number().int()),
  furaoRule: z.object({ absences: z.number().int(), weeks: z.number().int() }).nullable(),
  autoConfirmMonthly: z.boolean(),
}) satisfies z.ZodType<GroupSettings>

/** GET /groups/search-city?name=…: at least 2 letters. */
export const citySearchQuerySchema = z.strictObject({
  name: requiredText('Digite pelo menos 2 letras da cidade', {
    label: 'Cidade',
    max: TEXT_MAX.citySearch,
    feminine: true,
  }).min(2, 'Digite pelo menos 2 letras da cidade'),
})

/** One geocoding result, labelled the way Brazilians name places ('Campinas, São Paulo, Brasil'). */
export const citySearchResultSchema = z.object({
  name: z.string(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().nullable(),
})
export const citySearchResponseSchema = z.array(citySearchResultSchema)
export type CitySearchResult = z.infer<typeof citySearchResultSchema>
