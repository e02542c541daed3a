import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { usePortugueseMessages } from '@bidfut/domain/zod-locale'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createAccessTokens } from './lib/access-token.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { createAccountsService } from './modules/accounts/accounts.service.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { authPlugin } from './plugins/auth.ts'
import { registerErrorHandler } from './plugins/errors.ts'
import { registerSpa } from './plugins/static-spa.ts'

usePortugueseMessages()

export type AppDeps = { config: Config; database: Database }

/** Builds the whole HTTP app; main.ts listens on it and tests drive it through inject(). */
export async function buildApp({ config, database }: AppDeps) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/'],
        frameSrc: ['https://www.google.com/recaptcha/'],
        upgradeInsecureRequests: null,
      },
    },
  })
  await app.register(rateLimit, { global: false })
  await app.register(swagger, {
    openapi: { info: { title: 'Bidfut API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds)
  await app.register(authPlugin, { tokens })

  const db = database.db
  const accounts = createAccountsService({ db, tokens })

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db })
      await api.register(accountsRoutes, { accounts })
    },
    { prefix: '/v1' },
  )

  await registerSpa(app, config.webDistDir)
  return app
}
