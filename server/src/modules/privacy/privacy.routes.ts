import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/privacy'
import { accountOf, ctxOf } from '../../lib/context.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import type { GroupClosingService } from './group-closing.ts'
import type { PrivacyService } from './privacy.service.ts'

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

  // 'Meus dados' is the person's even with no group (ADR 042).
  route(app, api.exportMyData, {
    access: 'account',
    rateLimit: perAccount(
      EXPORT_LIMIT.max,
      EXPORT_LIMIT.timeWindow,
      (wait) => `Você já baixou os seus dados há pouco. Aguarde ${wait} e tente de novo.`,
    ),
    handler: async (request, reply) => {
      const stream = await privacy.exportData(accountOf(request))
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
    access: 'account',
    notLogged: 'erases the account; a log entry would name it',
    rateLimit: perAccount(
      5,
      '15 minutes',
      (wait) => `Muitas tentativas de excluir a conta. Aguarde ${wait} e tente de novo.`,
    ),
    handler: async (request) => privacy.deleteAccount(accountOf(request), request.body),
  })
}
