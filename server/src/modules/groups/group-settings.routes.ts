import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/group-settings'
import { ctxOf } from '../../lib/context.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import type { GroupSettingsService } from './group-settings.service.ts'

/** 'Configurações da pelada': administrators and managers. */
export const groupSettingsRoutes: FastifyPluginAsyncZod<{
  groupSettings: GroupSettingsService
}> = async (app, { groupSettings }) => {
  route(app, api.groupSettings, {
    access: 'organiser',
    handler: async (request) => groupSettings.settings(ctxOf(request)),
  })

  route(app, api.updateGroupSettings, {
    access: 'organiser',
    logs: 'settings.updated',
    handler: async (request) => groupSettings.updateSettings(ctxOf(request), request.body),
  })

  route(app, api.searchCity, {
    access: 'organiser',
    // Each search is a call to Open-Meteo, whose quota is ours.
    rateLimit: perAccount(60, '1 minute'),
    handler: async (request) => groupSettings.searchCity(ctxOf(request), request.query.name),
  })
}
