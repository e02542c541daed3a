import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/site-info'
import type { Config } from '../../config.ts'
import { route } from '../../lib/route.ts'
import { siteInfo } from './site-info.service.ts'

export const siteInfoRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'whatsappNumber' | 'companyAddress' | 'contactEmail'>
}> = async (app, { config }) => {
  route(app, api.siteInfo, {
    access: 'public',
    handler: async (_request, reply) => {
      // Every landing visit asks; a few minutes of staleness after a change is fine.
      reply.header('cache-control', 'public, max-age=300')
      return siteInfo(config)
    },
  })
}
