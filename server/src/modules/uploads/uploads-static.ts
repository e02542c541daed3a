import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/uploaded-files'
import { route } from '../../lib/route.ts'
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
  route(app, api.uploadedFile, {
    // Anyone with the link, as an <img> reads it: the name is random and unguessable.
    access: 'public',
    handler: async (request, reply) =>
      sendFile(request, reply, await uploads.servedFile(request.params.name)),
  })
}
