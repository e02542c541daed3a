import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/errors.ts'

const INTERNAL = 'Erro interno do servidor. Tente novamente mais tarde.'
const INVALID = 'Dados inválidos. Verifique as informações e tente novamente.'

/** The one place that shapes error bodies: `{ success: false, message, errors? }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, errors: error.errors })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        errors[field] ??= issue.message ?? INVALID
      }
      const first = Object.values(errors)[0]
      return reply.status(400).send({ success: false, message: first ?? INVALID, errors })
    }
    const status = error.statusCode ?? 500
    if (status === 413) {
      return reply.status(413).send({ success: false, message: 'Conteúdo grande demais.' })
    }
    if (status === 429) {
      return reply.status(429).send({
        success: false,
        message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      })
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Formato não suportado.' : INVALID
      return reply.status(status).send({ success: false, message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ success: false, message: INTERNAL })
  })
}
