import type { ForecastCity, GroupSettings } from '@bidfut/domain/contracts/group-settings'
import { brazilianTimeZones } from '@bidfut/domain/contracts/group-settings'
import { formatDecimal } from '@/lib/format'

export type SettingsFormValues = {
  name: string
  defaultLocationGame: string
  forecastCity: ForecastCity | null
  timeZone: string
  remindersEnabled: boolean
  linkPreviews: boolean
  defaultSlots: number
  lateNoticeHours: number
  /** '48, 3': the hours typed as the field shows them. */
  reminderHours: string
  /** 'Regra dos furões' (ADR 060): the switch, and its numbers kept while it is off. */
  furaoRuleOn: boolean
  furaoRule: { absences: number; weeks: number }
  autoConfirmMonthly: boolean
}

/** What the rule's fields show when it was never on: 2 absences in 4 weeks. */
export const DEFAULT_FURAO_RULE = { absences: 2, weeks: 4 }

export function settingsFormFromSettings(settings: GroupSettings): SettingsFormValues {
  return {
    name: settings.name,
    defaultLocationGame: settings.defaultLocationGame ?? '',
    forecastCity: settings.forecastCity,
    timeZone: settings.timeZone,
    remindersEnabled: settings.remindersEnabled,
    linkPreviews: settings.linkPreviews,
    defaultSlots: settings.defaultSlots,
    lateNoticeHours: settings.lateNoticeHours,
    reminderHours: settings.reminderHours.join(', '),
    furaoRuleOn: settings.furaoRule !== null,
    furaoRule: settings.furaoRule ?? DEFAULT_FURAO_RULE,
    autoConfirmMonthly: settings.autoConfirmMonthly,
  }
}

/** '48, 3' (commas or spaces) as the numbers the settings take; what is not a number stays NaN. */
export function reminderHoursFromText(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((hours) => (/^\d+$/.test(hours) ? Number(hours) : Number.NaN))
}

/** The Brazilian zone a geocoding result lies in, when it is one the pelada can pick. */
export function brazilianTimeZoneOf(timeZone: string | null): string | null {
  return brazilianTimeZones.some((zone) => zone.id === timeZone) ? timeZone : null
}

/** '22,91° S, 47,06° O': where a city lies, small under its name. */
export function formatCoordinates({
  latitude,
  longitude,
}: {
  latitude: number
  longitude: number
}): string {
  const lat = `${formatDecimal(Math.abs(latitude))}° ${latitude < 0 ? 'S' : 'N'}`
  const lon = `${formatDecimal(Math.abs(longitude))}° ${longitude < 0 ? 'O' : 'L'}`
  return `${lat}, ${lon}`
}

/** The settings' `furaoRule` from the form: the numbers while the switch is on, else off. */
export const furaoRuleFromForm = (values: SettingsFormValues) =>
  values.furaoRuleOn ? values.furaoRule : null
