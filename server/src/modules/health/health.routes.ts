import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/health'
import type { Db } from '../../db/client.ts'
import { DatabaseUnreachableError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'

/**
 * Readiness (`/health`: send traffic here, the database answers) apart from liveness
 * (`/health/live`: the process answers). A database outage must not get every instance
 * restarted: the pool reconnects by itself once the database is back.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, api.health, {
    access: 'public',
    handler: async (request) => {
      try {
        await db.execute(sql`select 1`)
      } catch (err) {
        request.log.error({ err }, 'health check failed')
        throw new DatabaseUnreachableError()
      }
      return { status: 'ok' as const }
    },
  })

  route(app, api.healthLive, {
    access: 'public',
    handler: async () => ({ status: 'ok' as const }),
  })
}
