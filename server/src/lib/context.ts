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

/**
 * The signed-in person, in a group or in none (ADR 042): their account and their session. A
 * SessionCtx is one too; an account-only session has nothing more.
 */
export type AccountCtx = { playerId: number; sessionId: string }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin (plugins/auth.ts) for every signed-in request in a group. */
    ctx: SessionCtx | null
    /** Set for every signed-in request, in a group or in none (routes whose access is 'account'). */
    account: AccountCtx | null
  }
}

/** The signed-in caller's context; every non-public route has one, but those open to accounts. */
export function ctxOf(request: FastifyRequest): SessionCtx {
  if (!request.ctx) throw new UnauthorizedError()
  return request.ctx
}

/** The signed-in person, group or not, on the routes an account-only session reaches. */
export function accountOf(request: FastifyRequest): AccountCtx | SessionCtx {
  const caller = request.ctx ?? request.account
  if (!caller) throw new UnauthorizedError()
  return caller
}
