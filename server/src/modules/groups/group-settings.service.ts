import type { FastifyBaseLogger } from 'fastify'
import { settingsRoles } from '@bidfut/domain/contracts/enums'
import type { CitySearchResult, GroupSettings } from '@bidfut/domain/contracts/group-settings'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError, ServiceUnavailableError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { createOpenMeteoClient, ProviderError } from '../weather/open-meteo.ts'
import { recordActivity } from '../activity/activity.ts'
import * as repo from './groups.repo.ts'

export const CITY_SEARCH_UNAVAILABLE = 'Busca de cidades indisponível. Tente novamente.'
const GROUP_NOT_FOUND = 'Grupo não encontrado.'
// The list shows 8 places, picked from Open-Meteo's 20 best so Brazil's are not crowded out.
const CITY_RESULTS = 8
const CITY_CANDIDATES = 20

type SettingsRow = NonNullable<Awaited<ReturnType<typeof repo.findGroupSettings>>>

function toSettings(row: SettingsRow): GroupSettings {
  const { forecastCity, forecastLatitude, forecastLongitude, ...stored } = row
  const { furaoRuleAbsences: absences, furaoRuleWeeks: weeks, ...rest } = stored
  const furaoRule = absences != null && weeks != null ? { absences, weeks } : null
  const city =
    forecastCity && forecastLatitude != null && forecastLongitude != null
      ? { name: forecastCity, latitude: forecastLatitude, longitude: forecastLongitude }
      : null
  return { ...rest, forecastCity: city, furaoRule }
}

export type GroupSettingsService = ReturnType<typeof createGroupSettingsService>

/**
 * 'Configurações da pelada' (administrators and managers). Nothing cached elsewhere needs to be
 * told: the statistics' version and the Live BID's validator read the time zone on every request,
 * the forecast cache is keyed by place, time zone and hour, and no cached answer shows the name.
 */
export function createGroupSettingsService(deps: {
  db: Db
  config: Pick<Config, 'weatherApiUrl' | 'geocodingApiUrl' | 'weatherApiKey'>
  log?: Pick<FastifyBaseLogger, 'warn'>
}) {
  const { db, log } = deps
  const geocoding = createOpenMeteoClient(deps.config)

  return {
    async settings(ctx: Ctx): Promise<GroupSettings> {
      requireRole(ctx, ...settingsRoles)
      const row = await repo.findGroupSettings(db, ctx.companyId)
      if (!row) throw new NotFoundError(GROUP_NOT_FOUND)
      return toSettings(row)
    },

    async updateSettings(ctx: Ctx, input: GroupSettings): Promise<GroupSettings> {
      requireRole(ctx, ...settingsRoles)
      const row = await db.transaction(async (tx) => {
        const before = await repo.findGroupSettings(tx, ctx.companyId)
        if (!before) throw new NotFoundError(GROUP_NOT_FOUND)
        const after = await repo.updateGroupSettings(tx, ctx.companyId, {
          name: input.name,
          defaultLocationGame: input.defaultLocationGame,
          timeZone: input.timeZone,
          remindersEnabled: input.remindersEnabled,
          linkPreviews: input.linkPreviews,
          defaultSlots: input.defaultSlots,
          lateNoticeHours: input.lateNoticeHours,
          reminderHours: input.reminderHours,
          furaoRuleAbsences: input.furaoRule?.absences ?? null,
          furaoRuleWeeks: input.furaoRule?.weeks ?? null,
          autoConfirmMonthly: input.autoConfirmMonthly,
          forecastCity: input.forecastCity?.name ?? null,
          forecastLatitude: input.forecastCity?.latitude ?? null,
          forecastLongitude: input.forecastCity?.longitude ?? null,
        })
        if (!after) throw new NotFoundError(GROUP_NOT_FOUND)
        const fields = (
          [
            'name',
            'timeZone',
            'defaultLocationGame',
            'forecastCity',
            'remindersEnabled',
            'linkPreviews',
            'defaultSlots',
            'lateNoticeHours',
            'reminderHours',
            'furaoRuleAbsences',
            'furaoRuleWeeks',
            'autoConfirmMonthly',
          ] as const
        )
          .filter((field) => String(before[field]) !== String(after[field]))
          // One switch, one word in the log: the rule's two numbers are 'a regra dos furões'.
          .map((field) => (field === 'furaoRuleWeeks' ? 'furaoRuleAbsences' : field))
          .filter((field, i, all) => all.indexOf(field) === i)
        // A save that changed nothing changes nothing in the log either.
        if (fields.length > 0) {
          await recordActivity(tx, ctx, { kind: 'settings.updated', details: { fields } })
        }
        return after
      })
      return toSettings(row)
    },

    /** Open-Meteo's places for the typed name, labelled 'Campinas, São Paulo, Brasil'. */
    async searchCity(ctx: Ctx, name: string): Promise<CitySearchResult[]> {
      requireRole(ctx, ...settingsRoles)
      try {
        // Peladas are Brazilian: the country's places come first, a namesake abroad after them.
        const results = (await geocoding.searchCities(name, CITY_CANDIDATES))
          .sort((a, b) => Number(b.country_code === 'BR') - Number(a.country_code === 'BR'))
          .slice(0, CITY_RESULTS)
        return results.map((city) => ({
          name: city.name,
          label: [city.name, city.admin1, city.country].filter(Boolean).join(', '),
          latitude: city.latitude,
          longitude: city.longitude,
          timeZone: city.timezone ?? null,
        }))
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        log?.warn({ err: error }, 'city search failed')
        throw new ServiceUnavailableError(CITY_SEARCH_UNAVAILABLE)
      }
    },
  }
}
