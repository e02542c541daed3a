import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { usePortugueseMessages } from '@bidfut/domain/zod-locale'
import { apiRoutes } from './app-routes.ts'
import { createServices } from './app-services.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { NotFoundError, TooManyRequestsError } from './lib/errors.ts'
import { createMetrics } from './lib/metrics.ts'
import { uploadsStaticRoutes } from './modules/uploads/uploads-static.ts'
import { bearerUnlessPublic, openApiDocument } from './lib/openapi.ts'
import { authPlugin } from './plugins/auth.ts'
import { appCspDirectives } from './plugins/csp.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { createHouseFastify, type LogStream } from './plugins/house-fastify.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { createMemberReadCache, memberReadCachePlugin } from './plugins/member-read-cache.ts'
import { documentRouteFacts, routeFactsPlugin } from './plugins/route-facts.ts'
import { registerSpa } from './plugins/static-spa.ts'

usePortugueseMessages()

export type AppDeps = {
  config: Config
  database: Database
  /** Where log lines go, one JSON object each: stdout unless given. */
  logStream?: LogStream
}

/** Builds the whole HTTP app; main.ts listens on it and tests drive it through inject(). */
export async function buildApp({ config, database, logStream }: AppDeps) {
  const app = createHouseFastify(config, logStream)
  // Before any route: a /v1 route that does not say who may call it stops the boot.
  await app.register(routeFactsPlugin)
  // First, so its onSend sees the JSON before anything compresses it (ADR 013).
  const memberReads = createMemberReadCache()
  await app.register(memberReadCachePlugin, { cache: memberReads })

  await app.register(securityHeadersPlugin, {
    // The landing widens it for reCAPTCHA (plugins/static-spa.ts); no upgrade-insecure-requests,
    // which would break a plain-HTTP deployment on a LAN.
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives },
  })
  // Parses the trusted-device cookie (ADR 025); nothing else in the API reads cookies.
  await app.register(cookie)
  await app.register(rateLimit, {
    global: false,
    // The plugin sets Retry-After; the message says the same wait in words.
    errorResponseBuilder: (_request, limit) => new TooManyRequestsError(limit.ttl / 1000),
  })
  await app.register(swagger, {
    openapi: openApiDocument,
    transform: documentRouteFacts(bearerUnlessPublic(jsonSchemaTransform)),
  })
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/docs' })
  } else {
    // Off (production, unless API_DOCS=on): a 404, not the SPA's page, for the docs' paths.
    const off = async () => {
      throw new NotFoundError('Recurso não encontrado.')
    }
    app.get('/docs', { schema: { hide: true } }, off)
    app.get('/docs/*', { schema: { hide: true } }, off)
  }
  // Times every answer by its route's template, and serves GET /metrics (ADR 050).
  const metrics = config.metricsToken
    ? { token: config.metricsToken, registry: createMetrics() }
    : undefined
  await app.register(metricsPlugin, { metrics, jobs: () => jobs.stats(), database: database.stats })

  const services = createServices({
    config,
    db: database.db,
    log: app.log,
    memberReads: memberReads.dropTouched,
    countSend: metrics?.registry.countSend,
  })
  await app.register(authPlugin, { tokens: services.tokens, gate: services.gate })
  const { jobs, mailer, share, uploads } = services
  app.decorate('jobs', jobs)
  // The pooled SMTP connections close once the last drain is done.
  app.addHook('onClose', () => jobs.stop().then(() => mailer.close()))
  await app.register(apiRoutes, { prefix: '/v1', services, db: database.db, config })

  await app.register(uploadsStaticRoutes, { uploads })
  await registerSpa(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    // A shared /check-in?c={token} answers with the next BID's preview (ADR 048).
    pageHead: async (page, query) =>
      page === 'check-in' && typeof query.c === 'string' ? share.previewHead(query.c) : null,
  })
  return app
}
