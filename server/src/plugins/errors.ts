import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnreachable, isInputDataError } from '../lib/db-errors.ts'
import {
  AppError,
  DatabaseUnreachableError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '../lib/errors.ts'
import { newRequestId } from '../lib/request-id.ts'

const INTERNAL = 'Erro interno do servidor. Tente novamente mais tarde.'
const INVALID = 'Dados inválidos. Verifique as informações e tente novamente.'

// Fastify's own errors, by code: their English messages never reach a user.
const MESSAGE_BY_CODE: Record<string, string> = {
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Nenhum dado enviado. Verifique as informações e tente novamente.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Dados em formato inválido. Envie um JSON válido.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Formato não suportado. Envie os dados em JSON.',
}

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: INVALID,
  401: 'Sessão expirada. Faça login novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato não suportado.',
  408: 'A requisição demorou demais. Tente novamente.',
  413: 'Conteúdo grande demais.',
  414: 'Endereço longo demais.',
  415: MESSAGE_BY_CODE.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
  429: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  431: 'Cabeçalhos grandes demais.',
}

type HouseError = {
  status: number
  message: string
  errors?: Record<string, string>
  details?: Record<string, unknown>
}

/** Any error, as the status and pt-BR message the client gets; undefined for a server fault. */
function toHouseError(error: FastifyError | AppError): HouseError | undefined {
  if (error instanceof AppError) {
    const { statusCode: status, message, errors, details } = error
    return { status, message, errors, details }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {}
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
      errors[field] ??= issue.message ?? INVALID
    }
    return { status: 400, message: Object.values(errors)[0] ?? INVALID, errors }
  }
  // Input the contracts let through and the database refused (a bad byte, a number too large).
  if (isInputDataError(error)) return { status: 400, message: INVALID }
  const status = error.statusCode ?? 500
  if (status < 400 || status >= 500) return undefined
  const message = MESSAGE_BY_CODE[error.code] ?? MESSAGE_BY_STATUS[status] ?? INVALID
  return { status, message }
}

/**
 * A server fault's message ends by asking the person to quote the request's id, which every log
 * line of the request carries (ADR 050); a refusal's message says what to change instead.
 */
function messageFor(status: number, message: string, requestId: string) {
  return status >= 500
    ? `${message} Se o problema continuar, informe ao suporte o código ${requestId}.`
    : message
}

/** Answers any error with the house body: `{ success: false, message, errors?, requestId }`. */
export function sendHouseError(thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A query that could not reach the database may work in a moment: 503, not a fault.
  const unreachable = isDatabaseUnreachable(thrown)
  if (unreachable) request.log.warn({ err: thrown }, 'database unreachable')
  const error = unreachable ? new DatabaseUnreachableError() : thrown
  const known = toHouseError(error)
  if (!known) request.log.error({ err: error }, 'unhandled error')
  const { status, message, errors, details } = known ?? { status: 500, message: INTERNAL }
  if (
    (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) &&
    error.retryAfterSeconds !== undefined
  ) {
    reply.header('retry-after', String(error.retryAfterSeconds))
  }
  return reply.status(status).send({
    ...details,
    success: false,
    message: messageFor(status, message, request.id),
    errors,
    requestId: request.id,
  })
}

/**
 * The one place that shapes error bodies. Errors Fastify answers before any route runs (a
 * malformed %-escape, an over-long path parameter) reach `sendHouseError` through the
 * `frameworkErrors` option of the app instead.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendHouseError)
}

/** The parser's error codes that are not a plain 400. */
const STATUS_BY_PARSER_CODE: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
}

/**
 * Requests Node's HTTP parser refuses before Fastify routes anything (a 70 KB header, both
 * Content-Length and Transfer-Encoding, a malformed request line) get the house body too, with an
 * id of their own that one log line carries. The `clientErrorHandler` option of the app (called
 * with the app as `this`); `inject` never reaches it, a real socket does.
 */
export function sendParserRefusal(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = STATUS_BY_PARSER_CODE[error.code] ?? 400
  const requestId = newRequestId()
  this.log.info({ reqId: requestId, code: error.code, status }, 'request refused by the parser')
  const message = MESSAGE_BY_STATUS[status] ?? INVALID
  const body = JSON.stringify({ success: false, message, requestId })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `X-Request-Id: ${requestId}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy(error)
}
