import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/sign-in-link'
import { route } from '../../lib/route.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { SignInLinkService } from './sign-in-link.service.ts'

export const signInLinkRoutes: FastifyPluginAsyncZod<{
  signInLink: SignInLinkService
  deviceCookie: DeviceCookie
}> = async (app, { signInLink, deviceCookie }) => {
  route(app, api.requestSignInLink, {
    access: 'public',
    notLogged: 'public; queues an email',
    rateLimit: { max: 5, timeWindow: '15 minutes' },
    handler: async (request) => signInLink.request(request.body.email),
  })

  route(app, api.checkSignInLink, {
    access: 'public',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (request) => signInLink.check(request.params.token),
  })

  route(app, api.useSignInLink, {
    access: 'public',
    notLogged: 'sign-in',
    rateLimit: { max: 20, timeWindow: '15 minutes' },
    handler: async (request, reply) => {
      const { response, deviceToken } = await signInLink.use(
        request.body.token,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  })
}
