import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/google'
import { route } from '../../lib/route.ts'
import type { DeviceCookie } from '../accounts/device-cookie.ts'
import type { GoogleSignInService } from './google-sign-in.service.ts'

/** Binds Google's return to the browser that tapped 'Entrar com Google'. */
const OIDC_COOKIE = 'bidfut_oidc'
const OIDC_COOKIE_PATH = '/v1/accounts/google'
const limit = { max: 20, timeWindow: '1 minute' }

/** 'Entrar com Google' (ADR 049): a 404 while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset. */
export const googleRoutes: FastifyPluginAsyncZod<{
  google: GoogleSignInService
  deviceCookie: DeviceCookie
  secure: boolean
}> = async (app, { google, deviceCookie, secure }) => {
  route(app, api.startGoogle, {
    access: 'public',
    notLogged: 'sign-in under way',
    rateLimit: limit,
    handler: async (request, reply) => {
      const { url, browserToken } = await google.start(request.body)
      // Lax: the person comes back from Google's site, a top-level navigation to ours.
      void reply.setCookie(OIDC_COOKIE, browserToken, {
        path: OIDC_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: 10 * 60,
      })
      return { success: true as const, url }
    },
  })

  route(app, api.finishGoogle, {
    access: 'public',
    notLogged: 'sign-in, or the person joining',
    rateLimit: limit,
    handler: async (request, reply) => {
      const browserToken = request.cookies[OIDC_COOKIE]
      void reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH })
      const { outcome, deviceToken } = await google.finish(
        request.body,
        browserToken,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return outcome
    },
  })
}
