import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PHOTO_MAX_BYTES } from '@bidfut/domain/constants'
import * as api from '@bidfut/domain/endpoints/uploads'
import { AppError, BadRequestError } from '../../lib/errors.ts'
import { ctxOf } from '../../lib/context.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import type { UploadsService } from './uploads.service.ts'

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

  route(app, api.uploadProfilePhoto, {
    access: 'member',
    notLogged: 'the account’s own photo',
    rateLimit: perAccount(20, '1 minute'),
    // The body is multipart: read by readImageFile, not validated by a schema.
    handler: async (request) =>
      uploads.updateProfilePhoto(ctxOf(request), await readImageFile(request)),
  })

  route(app, api.removeProfilePhoto, {
    access: 'member',
    notLogged: 'the account’s own photo',
    rateLimit: perAccount(20, '1 minute'),
    handler: async (request) => uploads.removeProfilePhoto(ctxOf(request)),
  })
}
