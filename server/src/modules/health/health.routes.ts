import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.ts'

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`)
      return { status: 'ok' }
    } catch (err) {
      app.log.error({ err }, 'health check failed')
      return reply.status(503).send({ success: false, message: 'Banco de dados indisponível.' })
    }
  })
}
