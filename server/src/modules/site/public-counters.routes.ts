import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/public-counters'
import type { PublicCounters } from '@bidfut/domain/contracts/public-counters'
import type { Db } from '../../db/client.ts'
import { route } from '../../lib/route.ts'
import { countPublicFigures } from './public-counters.repo.ts'

/** Marketing figures: minutes old is fine, and a wave of landing visits costs one count. */
export const COUNTERS_TTL_MS = 5 * 60_000

export const publicCountersRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => number }> = async (
  app,
  { db, now = () => Date.now() },
) => {
  let cached: { at: number; figures: Promise<PublicCounters> } | undefined
  route(app, api.publicCounters, {
    access: 'public',
    handler: async (_request, reply) => {
      if (!cached || now() - cached.at >= COUNTERS_TTL_MS) {
        const figures = countPublicFigures(db)
        cached = { at: now(), figures }
        // A failed count is not kept: the next visit asks the database again.
        figures.catch(() => {
          if (cached?.figures === figures) cached = undefined
        })
      }
      reply.header('cache-control', 'public, max-age=300')
      return cached.figures
    },
  })
}
