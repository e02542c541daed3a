import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  citySearchQuerySchema,
  citySearchResponseSchema,
  groupSettingsResponseSchema,
  groupSettingsSchema,
} from '@bidfut/domain/contracts/group-settings'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { GroupSettingsService } from './group-settings.service.ts'
import { perAccount } from '../../lib/rate-limits.ts'

const settingsResponses = { 200: groupSettingsResponseSchema, ...errorResponses }

/** 'Configurações da pelada': administrators and managers. */
export const groupSettingsRoutes: FastifyPluginAsyncZod<{
  groupSettings: GroupSettingsService
}> = async (app, { groupSettings }) => {
  app.get('/groups/settings', { schema: { response: settingsResponses } }, async (request) =>
    groupSettings.settings(ctxOf(request)),
  )

  app.put(
    '/groups/settings',
    { schema: { body: groupSettingsSchema, response: settingsResponses } },
    async (request) => groupSettings.updateSettings(ctxOf(request), request.body),
  )

  app.get(
    '/groups/search-city',
    {
      schema: {
        querystring: citySearchQuerySchema,
        response: { 200: citySearchResponseSchema, ...errorResponses },
      },
      // Each search is a call to Open-Meteo, whose quota is ours.
      config: { rateLimit: perAccount(60, '1 minute') },
    },
    async (request) => groupSettings.searchCity(ctxOf(request), request.query.name),
  )
}
