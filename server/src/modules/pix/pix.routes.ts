import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/pix'
import type { Db } from '../../db/client.ts'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import { keepPixNotice } from './pix-notices.ts'
import type { PspService } from './psp.service.ts'

/** The group's PSP in 'Financeiro' (ADR 052): the service lets administrators only. */
export const pspRoutes: FastifyPluginAsyncZod<{ psp: PspService }> = async (app, { psp }) => {
  route(app, api.pspStatus, {
    access: 'organiser',
    handler: async (request) => psp.status(ctxOf(request)),
  })

  route(app, api.connectPsp, {
    access: 'organiser',
    logs: 'finance.psp_connected',
    handler: async (request) => psp.connect(ctxOf(request), request.body),
  })

  route(app, api.disconnectPsp, {
    access: 'organiser',
    logs: 'finance.psp_disconnected',
    handler: async (request) => psp.disconnect(ctxOf(request)),
  })

  route(app, api.testPsp, {
    access: 'organiser',
    notLogged: 'asks the PSP for a token with the saved credentials; changes nothing',
    handler: async (request) => psp.test(ctxOf(request)),
  })
}

/** The API Pix webhook: a notice kept for the job that reads each txid back from the PSP. */
export const pixWebhookRoutes: FastifyPluginAsyncZod<{ db: Db; received: () => void }> = async (
  app,
  { db, received },
) => {
  route(app, api.pixWebhook, {
    access: 'public',
    notLogged: 'the PSP’s notice: kept, and read back by the job that logs what it changes',
    handler: async (request) => {
      if ((await keepPixNotice(db, request.params.token, request.body)) > 0) received()
      return { received: true as const }
    },
  })
}
