import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import { uploadFileParamsSchema, webpBodySchema } from '@bidfut/domain/contracts/profile'
import { errorResponses } from '../../lib/responses.ts'
import { matchesIfNoneMatch } from '../bids/if-none-match.ts'
import type { UploadFile } from './upload-store.ts'
import type { UploadsService } from './uploads.service.ts'

/** The file, or a 304 when the client has this very one. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: UploadFile) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', file.etag)
    .header('last-modified', file.lastModified.toUTCString())
  if (matchesIfNoneMatch(request.headers['if-none-match'], file.etag)) {
    return reply.status(304).send()
  }
  return reply.type('image/webp').send(file.bytes)
}

/**
 * Serves uploaded photos from either store with the same headers (ADR 050). Each upload gets a
 * new random name, so a file never changes: cache it forever. A missing one is a plain 404.
 */
export const uploadsStaticRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        params: uploadFileParamsSchema,
        response: { 200: webpBodySchema, 304: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendFile(request, reply, await uploads.servedFile(request.params.name)),
  )
}
