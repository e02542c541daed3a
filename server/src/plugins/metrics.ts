import { createHash, timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/metrics'
import type { DatabaseStats } from '../db/database-stats.ts'
import { NotFoundError, UnauthorizedError } from '../lib/errors.ts'
import type { JobNumbers, Metrics } from '../lib/metrics.ts'
import { route } from '../lib/route.ts'

export type MetricsOptions = {
  /** Off (no METRICS_TOKEN): nothing is counted and /metrics answers 404 as if it did not exist. */
  metrics: { token: string; registry: Metrics } | undefined
  jobs: () => Promise<JobNumbers[]>
  database: () => DatabaseStats
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The Authorization header names the token; compared in constant time, whatever its length. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/**
 * Times every answer by its route template (a hook on the root instance: every route, whenever
 * declared), and serves GET /metrics to the scraper that holds METRICS_TOKEN (ADR 050).
 */
const serveMetrics: FastifyPluginAsyncZod<MetricsOptions> = async (app, options) => {
  const { metrics } = options
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      const { method, routeOptions } = request
      const seconds = reply.elapsedTime / 1000
      metrics.registry.observeRequest(method, routeOptions.url, reply.statusCode, seconds)
      done()
    })
  }

  route(app, api.metrics, {
    // No session: the scraper holds METRICS_TOKEN, checked here.
    access: 'public',
    // A guess per second at most, from one address.
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async (request, reply) => {
      if (!metrics) throw new NotFoundError('Recurso não encontrado.')
      if (!bearerMatches(request.headers.authorization, metrics.token)) {
        throw new UnauthorizedError('Informe o token de métricas (METRICS_TOKEN).')
      }
      const { registry } = metrics
      const text = await registry.text(options)
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text)
    },
  })
}

/**
 * Times every answer by its route template (a hook on the root instance: every route, whenever
 * declared), and serves GET /metrics to the scraper that holds METRICS_TOKEN (ADR 050).
 */
export const metricsPlugin = fp(serveMetrics)
