import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import {
  pngBodySchema,
  shareBidParamsSchema,
  shareLinkSchema,
  sharePlayerParamsSchema,
  sharePreviewParamsSchema,
  shareQuerySchema,
  type ShareFormat,
} from '@bidfut/domain/contracts/share'
import { ctxOf } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { errorResponses } from '../../lib/responses.ts'
import { matchesIfNoneMatch } from '../bids/if-none-match.ts'
import { SHARE_TOKEN } from './link-preview.ts'
import type { SharedPicture } from './picture-cache.ts'
import type { PictureFormat } from './picture-renderer.ts'
import type { ShareService } from './share.service.ts'

const FORMATS: Record<ShareFormat, PictureFormat> = { quadrado: 'square', story: 'story' }
const pictureResponses = {
  200: pngBodySchema,
  304: noContentSchema.describe('A mesma imagem do ETag enviado'),
  ...errorResponses,
}
// A new picture costs a drawing (tens of ms of CPU); an unchanged one is a lookup.
const pictureLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } }

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
  const bidPicture = (kind: 'teams' | 'result' | 'craque') =>
    app.get(
      `/share/bids/:bidDayId/${kind}.png`,
      {
        schema: {
          params: shareBidParamsSchema,
          querystring: shareQuerySchema,
          response: pictureResponses,
        },
        config: pictureLimit,
      },
      async (request, reply) => {
        const format = FORMATS[request.query.formato]
        const picture = await share[kind](ctxOf(request), request.params.bidDayId, format)
        return sendPicture(request, reply, picture, PRIVATE)
      },
    )
  bidPicture('teams')
  bidPicture('result')
  bidPicture('craque')

  app.get(
    '/share/ranking.png',
    {
      schema: { querystring: shareQuerySchema, response: pictureResponses },
      config: pictureLimit,
    },
    async (request, reply) =>
      sendPicture(
        request,
        reply,
        await share.ranking(ctxOf(request), FORMATS[request.query.formato]),
        PRIVATE,
      ),
  )

  app.get(
    '/share/players/:companyPlayerId/season.png',
    {
      schema: {
        params: sharePlayerParamsSchema,
        querystring: shareQuerySchema,
        response: pictureResponses,
      },
      config: pictureLimit,
    },
    async (request, reply) => {
      const format = FORMATS[request.query.formato]
      const picture = await share.season(ctxOf(request), request.params.companyPlayerId, format)
      return sendPicture(request, reply, picture, PRIVATE)
    },
  )

  // The preview image chat apps fetch for a shared /check-in?c={token}: public by the token.
  app.get(
    '/share/previews/:file',
    {
      schema: { params: sharePreviewParamsSchema, response: pictureResponses },
      config: { public: true, rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.png$/, '')
      if (!request.params.file.endsWith('.png') || !SHARE_TOKEN.test(token)) {
        throw new NotFoundError('Prévia indisponível.')
      }
      const picture = await share.previewPicture(token)
      return sendPicture(request, reply, picture, 'public, max-age=300')
    },
  )

  app.get(
    '/groups/share-link',
    { schema: { response: { 200: shareLinkSchema, ...errorResponses } } },
    async (request) => share.checkInLink(ctxOf(request)),
  )
}
