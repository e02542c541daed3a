import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { AccessTokens } from '../lib/access-token.ts'
import { UnauthorizedError } from '../lib/errors.ts'
import type { AccessGate } from '../lib/access-gate.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the caller in from the bearer token, unless the route's access is 'public'. */
    authenticateUnlessPublic: onRequestAsyncHookHandler
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: AccessTokens; gate: AccessGate }) => {
    app.decorateRequest('ctx', null)

    const authenticateUnlessPublic: onRequestAsyncHookHandler = async (request) => {
      // No matching route: let the 404 answer, not a 401. (routeOptions is built on each read.)
      const { config, url } = request.routeOptions
      if (config.access === 'public' || !url) return
      const header = request.headers.authorization ?? ''
      const [scheme, token] = header.split(' ')
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedError()
      const ctx = await opts.tokens.verify(token)
      // A removed member, a changed role or an ended session makes the token stale within seconds.
      if (!ctx || !(await opts.gate.isCurrent(ctx))) throw new UnauthorizedError()
      request.ctx = ctx
    }

    app.decorate('authenticateUnlessPublic', authenticateUnlessPublic)
  },
)
