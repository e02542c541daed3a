import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema } from '@bidfut/domain/contracts/http'
import type { Db } from '../../db/client.ts'
import { errorResponses } from '../../lib/responses.ts'

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, ...errorResponses } }, config: { public: true } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`)
        return { status: 'ok' as const }
      } catch (err) {
        app.log.error({ err }, 'health check failed')
        return reply.status(503).send({ success: false, message: 'Banco de dados indisponível.' })
      }
    },
  )
}
