import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { siteInfoSchema } from '@bidfut/domain/contracts/contact'
import type { Config } from '../../config.ts'
import { errorResponses } from '../../lib/responses.ts'
import { siteInfo } from './site-info.service.ts'

export const siteInfoRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'whatsappNumber' | 'companyAddress' | 'contactEmail' | 'google'>
}> = async (app, { config }) => {
  app.get(
    '/site-info',
    { schema: { response: { 200: siteInfoSchema, ...errorResponses } }, config: { public: true } },
    async (_request, reply) => {
      // Every landing visit asks; a few minutes of staleness after a change is fine.
      reply.header('cache-control', 'public, max-age=300')
      return siteInfo(config)
    },
  )
}
