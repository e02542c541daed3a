import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PHOTO_MAX_BYTES } from '@bidfut/domain/constants'
import { messageResponseSchema, photoUploadResponseSchema } from '@bidfut/domain/contracts/profile'
import { AppError, BadRequestError } from '../../lib/errors.ts'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { UploadsService } from './uploads.service.ts'
import { perAccount } from '../../lib/rate-limits.ts'

const TOO_LARGE = 'Arquivo muito grande'
const MISSING_FILE = 'Envie a imagem no campo imageFile.'
const UNREADABLE = 'Não foi possível ler o arquivo enviado.'

/** The bytes of the one `imageFile` part; parsing failures are the client's, so never a 500. */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestError(MISSING_FILE)
  try {
    const file = await request.file()
    if (!file || file.fieldname !== 'imageFile') throw new BadRequestError(MISSING_FILE)
    return await file.toBuffer()
  } catch (err) {
    if (err instanceof AppError) throw err
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, TOO_LARGE)
    }
    request.log.info({ err }, 'unreadable multipart upload')
    throw new BadRequestError(UNREADABLE)
  }
}

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  // Registered here so multipart bodies are accepted on this route only. A photo must be under
  // PHOTO_MAX_BYTES ('menos de 5 MB', as the profile page says), so the limit is one byte less.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES - 1, files: 1, fields: 5 },
  })

  app.post(
    '/accounts/upload-image-profile',
    {
      // The body is multipart: read by readImageFile, not validated by a schema.
      schema: { response: { 200: photoUploadResponseSchema, ...errorResponses } },
      config: { rateLimit: perAccount(20, '1 minute') },
    },
    async (request) => uploads.updateProfilePhoto(ctxOf(request), await readImageFile(request)),
  )

  app.delete(
    '/accounts/profile-image',
    {
      schema: { response: { 200: messageResponseSchema, ...errorResponses } },
      config: { rateLimit: perAccount(20, '1 minute') },
    },
    async (request) => uploads.removeProfilePhoto(ctxOf(request)),
  )
}
