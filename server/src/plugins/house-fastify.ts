import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import { enterRequestScope, requestIdMixin, requestIdOf, requestLogger } from '../lib/request-id.ts'
import { registerErrorHandler, sendHouseError, sendParserRefusal } from './errors.ts'

export type LogStream = { write(line: string): void }

/**
 * The Fastify instance every route runs in: zod contracts, one error handler and the house
 * error body, and a request id on each log line and error answer (ADR 050).
 */
export function createHouseFastify(
  config: Pick<Config, 'logLevel' | 'trustProxy'>,
  /** Where log lines go, one JSON object each: stdout unless given. */
  logStream?: LogStream,
) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            mixin: requestIdMixin,
            stream: logStream,
          },
    genReqId: requestIdOf(config.trustProxy),
    childLoggerFactory: requestLogger,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    frameworkErrors: sendHouseError,
    clientErrorHandler: sendParserRefusal,
  }).withTypeProvider<ZodTypeProvider>()

  app.addHook('onRequest', enterRequestScope)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The API reads JSON (and multipart where a route says so): a text body is a 415, not a string.
  app.removeContentTypeParser('text/plain')
  registerErrorHandler(app)
  return app
}
