import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginResponseSchema } from '@bidfut/domain/contracts/accounts'
import { messageResponseSchema, tokenParamsSchema } from '@bidfut/domain/contracts/profile'
import {
  signInLinkCheckSchema,
  signInLinkRequestSchema,
  useSignInLinkSchema,
} from '@bidfut/domain/contracts/sign-in'
import { errorResponses } from '../../lib/responses.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { SignInLinkService } from './sign-in-link.service.ts'

export const signInLinkRoutes: FastifyPluginAsyncZod<{
  signInLink: SignInLinkService
  deviceCookie: DeviceCookie
}> = async (app, { signInLink, deviceCookie }) => {
  app.post(
    '/accounts/sign-in-link',
    {
      schema: {
        body: signInLinkRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => signInLink.request(request.body.email),
  )

  app.get(
    '/accounts/sign-in-link/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: signInLinkCheckSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => signInLink.check(request.params.token),
  )

  app.post(
    '/accounts/sign-in-link/use',
    {
      schema: {
        body: useSignInLinkSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { response, deviceToken } = await signInLink.use(
        request.body.token,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  )
}
