import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema } from '@bidfut/domain/contracts/http'
import type { Db } from '../../db/client.ts'
import { DatabaseUnreachableError } from '../../lib/errors.ts'
import { errorResponses } from '../../lib/responses.ts'

/**
 * Readiness (`/health`: send traffic here, the database answers) apart from liveness
 * (`/health/live`: the process answers). A database outage must not get every instance
 * restarted: the pool reconnects by itself once the database is back.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const schema = { response: { 200: healthSchema, ...errorResponses } }

  app.get('/health', { schema, config: { public: true } }, async (request) => {
    try {
      await db.execute(sql`select 1`)
    } catch (err) {
      request.log.error({ err }, 'health check failed')
      throw new DatabaseUnreachableError()
    }
    return { status: 'ok' as const }
  })

  app.get('/health/live', { schema, config: { public: true } }, async () => ({
    status: 'ok' as const,
  }))
}
