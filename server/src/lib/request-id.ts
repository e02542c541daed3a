import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify'

// Every log line of a request carries its id, and every error answer too, so a person who quotes
// the id from an error message leads an operator to the lines (ADR 050).

/** An id a load balancer put in front: letters, digits and `-_.:`, as UUIDs and trace ids are. */
const FORWARDED_ID = /^[\w.:-]{8,64}$/
const REQUEST_LOGGER = Symbol('bidfut.requestLogger')
const scope = new AsyncLocalStorage<string>()

/** 12 hex digits: short enough to read out over the phone, unique enough across months of logs. */
export const newRequestId = () => randomBytes(6).toString('hex')

/** Fastify's `genReqId`: a trusted load balancer's X-Request-Id, so its logs and ours agree. */
export function requestIdOf(trustProxy: boolean) {
  return (req: IncomingMessage): string => {
    const forwarded = req.headers['x-request-id']
    return trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)
      ? forwarded
      : newRequestId()
  }
}

/**
 * pino's `mixin`: a line logged while a request runs, through any logger (a service's `app.log`),
 * gets the request's id. The request's own logger binds it already (requestLogger below).
 */
export function requestIdMixin(_object: object, _level: number, logger: FastifyBaseLogger) {
  if ((logger as { [REQUEST_LOGGER]?: true })[REQUEST_LOGGER]) return {}
  const reqId = scope.getStore()
  return reqId === undefined ? {} : { reqId }
}

/** Fastify's `childLoggerFactory`: the request's logger, marked (its children inherit the mark). */
export function requestLogger(logger: FastifyBaseLogger, bindings: object, options: object) {
  return Object.assign(logger.child(bindings, options), { [REQUEST_LOGGER]: true as const })
}

/**
 * The first onRequest hook: the answer names its id (X-Request-Id), and the rest of the request,
 * with the work it starts, runs in the id's scope.
 */
export function enterRequestScope(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  reply.header('x-request-id', request.id)
  scope.run(request.id, done)
}
