import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { googleStartSchema, joinOutcomeSchema } from '@bidfut/domain/contracts/joining'
import { googleFinishSchema, googleStartResponseSchema } from '@bidfut/domain/contracts/sign-in'
import { errorResponses } from '../../lib/responses.ts'
import type { DeviceCookie } from '../accounts/device-cookie.ts'
import type { GoogleSignInService } from './google-sign-in.service.ts'

/** Binds Google's return to the browser that tapped 'Entrar com Google'. */
const OIDC_COOKIE = 'bidfut_oidc'
const OIDC_COOKIE_PATH = '/v1/accounts/google'

/** 'Entrar com Google' (ADR 049): a 404 while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset. */
export const googleRoutes: FastifyPluginAsyncZod<{
  google: GoogleSignInService
  deviceCookie: DeviceCookie
  secure: boolean
}> = async (app, { google, deviceCookie, secure }) => {
  app.post(
    '/accounts/google/start',
    {
      schema: {
        body: googleStartSchema,
        response: { 200: googleStartResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
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
  )

  app.post(
    '/accounts/google/finish',
    {
      schema: { body: googleFinishSchema, response: { 200: joinOutcomeSchema, ...errorResponses } },
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
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
  )
}
