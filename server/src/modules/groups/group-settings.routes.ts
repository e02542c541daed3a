import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  citySearchQuerySchema,
  citySearchResponseSchema,
  groupSettingsSchema,
} from '@bidfut/domain/contracts/group-settings'
import { ctxOf } from '../../plugins/auth.ts'
import type { GroupSettingsService } from './group-settings.service.ts'

// The body schema trims and defaults, and zod cannot run transforms backwards to encode an
// answer: the answer gets a plain twin.
const settingsAnswer = z.object({
  name: z.string(),
  defaultLocationGame: z.string().nullable(),
  forecastCity: z
    .object({ name: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  timeZone: z.string(),
  remindersEnabled: z.boolean(),
})

/** 'Configurações da pelada': administrators and managers. */
export const groupSettingsRoutes: FastifyPluginAsyncZod<{
  groupSettings: GroupSettingsService
}> = async (app, { groupSettings }) => {
  app.get('/groups/settings', { schema: { response: { 200: settingsAnswer } } }, async (request) =>
    groupSettings.settings(ctxOf(request)),
  )

  app.put(
    '/groups/settings',
    { schema: { body: groupSettingsSchema, response: { 200: settingsAnswer } } },
    async (request) => groupSettings.updateSettings(ctxOf(request), request.body),
  )

  app.get(
    '/groups/search-city',
    {
      schema: { querystring: citySearchQuerySchema, response: { 200: citySearchResponseSchema } },
      // Each search is a call to Open-Meteo, whose quota is ours.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => groupSettings.searchCity(ctxOf(request), request.query.name),
  )
}
