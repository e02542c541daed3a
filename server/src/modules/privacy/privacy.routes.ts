import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/privacy'
import { ctxOf } from '../../lib/context.ts'
import { TooManyRequestsError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { GroupClosingService } from './group-closing.ts'
import type { PrivacyService } from './privacy.service.ts'

/** Per account, not per address: after the auth hook has named the caller. */
const perAccount = (max: number, timeWindow: string, message: (wait: string) => string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: { ctx: { playerId: number } | null; ip: string }) =>
    request.ctx ? `account:${request.ctx.playerId}` : request.ip,
  errorResponseBuilder: (_request: unknown, limit: { ttl: number }) =>
    new TooManyRequestsError(limit.ttl / 1000, message),
})

export const EXPORT_LIMIT = { max: 3, timeWindow: '1 hour' }

export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService
  groupClosing: GroupClosingService
}> = async (app, { privacy, groupClosing }) => {
  route(app, api.groupClosing, {
    access: 'organiser',
    handler: async (request) => groupClosing.state(ctxOf(request)),
  })
  route(app, api.closeGroup, {
    access: 'organiser',
    logs: 'settings.closed',
    handler: async (request) => groupClosing.close(ctxOf(request)),
  })
  route(app, api.reopenGroup, {
    access: 'organiser',
    logs: 'settings.reopened',
    handler: async (request) => groupClosing.reopen(ctxOf(request)),
  })

  route(app, api.exportMyData, {
    access: 'member',
    rateLimit: perAccount(
      EXPORT_LIMIT.max,
      EXPORT_LIMIT.timeWindow,
      (wait) => `Você já baixou os seus dados há pouco. Aguarde ${wait} e tente de novo.`,
    ),
    handler: async (request, reply) => {
      const stream = await privacy.exportData(ctxOf(request))
      const day = new Date().toISOString().slice(0, 10)
      return (
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="bidfut-meus-dados-${day}.zip"`)
          .header('cache-control', 'no-store')
          // A stream is sent as is (no serialiser); the schema only documents the body for /docs.
          .send(stream as unknown as string)
      )
    },
  })

  route(app, api.deleteAccount, {
    access: 'member',
    notLogged: 'erases the account; a log entry would name it',
    rateLimit: perAccount(
      5,
      '15 minutes',
      (wait) => `Muitas tentativas de excluir a conta. Aguarde ${wait} e tente de novo.`,
    ),
    handler: async (request) => privacy.deleteAccount(ctxOf(request), request.body),
  })
}
