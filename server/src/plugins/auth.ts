import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '@bidfut/domain/contracts/enums'
import type { AccessTokens } from '../lib/access-token.ts'
import type { Ctx } from '../lib/context.ts'
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    ctx: Ctx | null
  }
}

/** The signed-in caller's context; only call from routes guarded by `authenticate`. */
export function ctxOf(request: FastifyRequest): Ctx {
  if (!request.ctx) throw new UnauthorizedError()
  return request.ctx
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: AccessTokens }) => {
  app.decorateRequest('ctx', null)

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const header = request.headers.authorization ?? ''
    const [scheme, token] = header.split(' ')
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedError()
    const ctx = await opts.tokens.verify(token)
    if (!ctx) throw new UnauthorizedError()
    request.ctx = ctx
  }

  app.decorate('authenticate', authenticate)
  app.decorate('requireRole', (...roles: Role[]) => {
    const guard: preHandlerAsyncHookHandler = async function (request, reply) {
      if (!request.ctx) await authenticate.call(this, request, reply)
      if (!request.ctx || !roles.includes(request.ctx.role)) throw new ForbiddenError()
    }
    return guard
  })
})
