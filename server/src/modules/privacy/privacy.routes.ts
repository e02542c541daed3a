import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  deleteAccountRequestSchema,
  deleteAccountResultSchema,
  groupClosingSchema,
} from '@bidfut/domain/contracts/privacy'
import { accountOf, ctxOf } from '../../lib/context.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { GroupClosingService } from './group-closing.ts'
import type { PrivacyService } from './privacy.service.ts'

export const EXPORT_LIMIT = { max: 3, timeWindow: '1 hour' }

export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService
  groupClosing: GroupClosingService
}> = async (app, { privacy, groupClosing }) => {
  const closingResponses = { 200: groupClosingSchema, ...errorResponses }
  app.get('/groups/closing', { schema: { response: closingResponses } }, async (request) =>
    groupClosing.state(ctxOf(request)),
  )
  app.post('/groups/close', { schema: { response: closingResponses } }, async (request) =>
    groupClosing.close(ctxOf(request)),
  )
  app.post('/groups/reopen', { schema: { response: closingResponses } }, async (request) =>
    groupClosing.reopen(ctxOf(request)),
  )

  app.get(
    '/me/data-export',
    {
      // 'Meus dados' is the person's even with no group (ADR 042).
      config: {
        account: true,
        rateLimit: perAccount(
          EXPORT_LIMIT.max,
          EXPORT_LIMIT.timeWindow,
          (wait) => `Você já baixou os seus dados há pouco. Aguarde ${wait} e tente de novo.`,
        ),
      },
      schema: {
        response: {
          200: z.string().describe('Um arquivo zip: meus-dados.json e index.html'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
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
  )

  app.post(
    '/me/delete-account',
    {
      // 'Meus dados' is the person's even with no group (ADR 042).
      config: {
        account: true,
        rateLimit: perAccount(
          5,
          '15 minutes',
          (wait) => `Muitas tentativas de excluir a conta. Aguarde ${wait} e tente de novo.`,
        ),
      },
      schema: {
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResultSchema, ...errorResponses },
      },
    },
    async (request) => privacy.deleteAccount(accountOf(request), request.body),
  )
}
