import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ShareFormat } from '@bidfut/domain/contracts/share'
import * as api from '@bidfut/domain/endpoints/share'
import { ctxOf } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import { matchesIfNoneMatch } from '../bids/if-none-match.ts'
import { SHARE_TOKEN } from './link-preview.ts'
import type { SharedPicture } from './picture-cache.ts'
import type { PictureFormat } from './picture-renderer.ts'
import type { ShareService } from './share.service.ts'

const FORMATS: Record<ShareFormat, PictureFormat> = { quadrado: 'square', story: 'story' }
// A new picture costs a drawing (tens of ms of CPU); an unchanged one is a lookup. Per account
// (ADR 042): members behind one address do not share it.
const pictureLimit = perAccount(120, '1 minute')

/** The picture, or a 304 when the client has this very one (its ETag names the content). */
async function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: SharedPicture,
  cacheControl: string,
) {
  reply.header('etag', picture.etag).header('cache-control', cacheControl)
  if (matchesIfNoneMatch(request.headers['if-none-match'], picture.etag)) {
    return reply.status(304).send()
  }
  return reply.type('image/png').send(await picture.png())
}

// Only the group's people: the browser revalidates each time, and no shared cache keeps it.
const PRIVATE = 'private, no-cache'

/** Pictures for the group chat and the link preview of a shared check-in link (ADR 048). */
export const shareRoutes: FastifyPluginAsyncZod<{ share: ShareService }> = async (
  app,
  { share },
) => {
  const bidPictures = [
    [api.teamsPicture, share.teams],
    [api.resultPicture, share.result],
    [api.craquePicture, share.craque],
  ] as const
  for (const [endpoint, draw] of bidPictures) {
    route(app, endpoint, {
      access: 'member',
      namesGroupRows: true,
      rateLimit: pictureLimit,
      handler: async (request, reply) => {
        const format = FORMATS[request.query.formato]
        const picture = await draw(ctxOf(request), request.params.bidDayId, format)
        return sendPicture(request, reply, picture, PRIVATE)
      },
    })
  }

  route(app, api.rankingPicture, {
    access: 'member',
    rateLimit: pictureLimit,
    handler: async (request, reply) => {
      const picture = await share.ranking(ctxOf(request), FORMATS[request.query.formato])
      return sendPicture(request, reply, picture, PRIVATE)
    },
  })

  route(app, api.seasonPicture, {
    access: 'member',
    namesGroupRows: true,
    rateLimit: pictureLimit,
    handler: async (request, reply) => {
      const format = FORMATS[request.query.formato]
      const picture = await share.season(ctxOf(request), request.params.companyPlayerId, format)
      return sendPicture(request, reply, picture, PRIVATE)
    },
  })

  // Chat apps fetch it for a shared /check-in?c={token}: public by the group's share token.
  route(app, api.previewPicture, {
    access: 'public',
    rateLimit: { max: 300, timeWindow: '1 minute' },
    handler: async (request, reply) => {
      const token = request.params.file.replace(/\.png$/, '')
      if (!request.params.file.endsWith('.png') || !SHARE_TOKEN.test(token)) {
        throw new NotFoundError('Prévia indisponível.')
      }
      const picture = await share.previewPicture(token)
      return sendPicture(request, reply, picture, 'public, max-age=300')
    },
  })

  route(app, api.shareLink, {
    access: 'member',
    handler: async (request) => share.checkInLink(ctxOf(request)),
  })
}
