import type { FastifyRequest } from 'fastify'
import type { Role } from '@bidfut/domain/contracts/enums'
import { UnauthorizedError } from './errors.ts'

/** Who is calling. Taken from the verified access token only, never from the request body. */
export type Ctx = {
  companyId: number
  companyPlayerId: number
  playerId: number
  role: Role
}

/** A signed-in caller: the context plus the session (refresh family) their access token names. */
export type SessionCtx = Ctx & { sessionId: string }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin (plugins/auth.ts) for every signed-in request. */
    ctx: SessionCtx | null
  }
}

/** The signed-in caller's context; every non-public route has one. */
export function ctxOf(request: FastifyRequest): SessionCtx {
  if (!request.ctx) throw new UnauthorizedError()
  return request.ctx
}
