import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { AccessTokens } from '../lib/access-token.ts'
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts'
import type { AccessGate } from '../lib/access-gate.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the caller in from the bearer token, unless the route's access is 'public'. */
    authenticateUnlessPublic: onRequestAsyncHookHandler
  }
}

/** What an account-only session gets from any route but 'Meus dados' and invitations. */
export const NO_GROUP =
  'Você não participa de nenhuma pelada agora: aqui só dá para ver seus convites e os seus dados.'

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: AccessTokens; gate: AccessGate }) => {
    app.decorateRequest('ctx', null)
    app.decorateRequest('account', null)

    const authenticateUnlessPublic: onRequestAsyncHookHandler = async (request) => {
      // No matching route: let the 404 answer, not a 401. (routeOptions is built on each read.)
      const { config, url } = request.routeOptions
      if (config.access === 'public' || !url) return
      const header = request.headers.authorization ?? ''
      const [scheme, token] = header.split(' ')
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedError()
      const ctx = await opts.tokens.verify(token)
      if (ctx) {
        // A removed member, a changed role or an ended session makes the token stale within seconds.
        if (!(await opts.gate.isCurrent(ctx))) throw new UnauthorizedError()
        request.ctx = ctx
        request.account = { playerId: ctx.playerId, sessionId: ctx.sessionId }
        return
      }
      const account = await opts.tokens.verifyAccount(token)
      if (!account || !(await opts.gate.isAccountSessionCurrent(account))) {
        throw new UnauthorizedError()
      }
      // Only a route whose access is 'account' lets a person in no group through (ADR 042).
      if (config.access !== 'account') throw new ForbiddenError(NO_GROUP)
      request.account = account
    }

    app.decorate('authenticateUnlessPublic', authenticateUnlessPublic)
  },
)
