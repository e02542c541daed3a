import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/whatsapp'
import type { Db } from '../../db/client.ts'
import { ctxOf } from '../../lib/context.ts'
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { saveEvents } from './events.repo.ts'
import { eventsOf, isSignedByMeta } from './webhook-body.ts'
import type { WhatsAppService } from './whatsapp.service.ts'

/** The person's consent, and what organisers see of the channel (ADR 051). */
export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsAppService }> = async (
  app,
  { whatsapp },
) => {
  route(app, api.whatsappSetting, {
    access: 'member',
    handler: async (request) => whatsapp.getSetting(ctxOf(request)),
  })

  route(app, api.setWhatsappSetting, {
    access: 'member',
    notLogged: 'the person’s own channel choice, kept with its date and source',
    handler: async (request) => whatsapp.setSetting(ctxOf(request), request.body),
  })

  route(app, api.whatsappDeliveries, {
    access: 'organiser',
    namesGroupRows: true,
    handler: async (request) => whatsapp.deliveries(ctxOf(request), request.params.bidDayId),
  })

  route(app, api.whatsappUsage, {
    access: 'organiser',
    handler: async (request) => whatsapp.usage(ctxOf(request)),
  })
}

/** Meta's webhook: a body larger than this is no WhatsApp event (413 before it is read). */
const WEBHOOK_BODY_LIMIT = 256 * 1024

const WRONG_SIGNATURE = 'Assinatura inválida.'

/**
 * Meta's webhook: verification by GET; events by POST, read only when signed with the app
 * secret, kept (each message id once) and answered at once; the job 'whatsapp-events' works them.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db
  webhook: { appSecret: string; verifyToken: string; phoneNumberId: string } | undefined
  received: () => void
}> = async (app, { db, webhook, received }) => {
  // The signature is over the bytes Meta sent: this plugin's JSON stays raw.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  route(app, api.whatsappWebhookVerify, {
    access: 'public',
    handler: async (request, reply) => {
      const q = request.query
      const ok =
        webhook !== undefined &&
        q['hub.mode'] === 'subscribe' &&
        q['hub.verify_token'] === webhook.verifyToken &&
        q['hub.challenge'] !== undefined
      if (!ok) throw new ForbiddenError('Verificação recusada.')
      return reply.type('text/plain').send(q['hub.challenge']!)
    },
  })

  route(app, api.whatsappWebhook, {
    access: 'public',
    notLogged: 'Meta’s events: kept, and worked by the job that logs what they change',
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const signature = request.headers['x-hub-signature-256']
      if (!webhook || !isSignedByMeta(raw, signature, webhook.appSecret)) {
        throw new UnauthorizedError(WRONG_SIGNATURE)
      }
      const events = eventsOf(raw, webhook.phoneNumberId)
      if (events === null) throw new BadRequestError('Evento do WhatsApp inválido.')
      if ((await saveEvents(db, events)) > 0) received()
      return { received: true as const }
    },
  })
}
