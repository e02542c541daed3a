import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/passkeys'
import { ctxOf } from '../../lib/context.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import type { DeviceCookie } from '../accounts/device-cookie.ts'
import type { PasskeysService } from './passkeys.service.ts'

const making = perAccount(30, '1 minute')

export const passkeysRoutes: FastifyPluginAsyncZod<{
  passkeys: PasskeysService
  deviceCookie: DeviceCookie
}> = async (app, { passkeys, deviceCookie }) => {
  // The account's own passkeys ('Chaves de acesso' in /perfil).
  route(app, api.myPasskeys, {
    access: 'member',
    handler: async (request) => ({
      success: true as const,
      passkeys: await passkeys.list(ctxOf(request)),
    }),
  })

  route(app, api.passkeyCreationOptions, {
    access: 'member',
    notLogged: 'signed options; changes no row',
    rateLimit: making,
    handler: async (request) => passkeys.creationOptions(ctxOf(request)),
  })

  route(app, api.addPasskey, {
    access: 'member',
    notLogged: 'the account’s own passkey',
    rateLimit: making,
    handler: async (request, reply) => {
      const passkey = await passkeys.add(ctxOf(request), request.body)
      return reply.status(201).send(passkey)
    },
  })

  route(app, api.removePasskey, {
    access: 'member',
    // The id is the account's own passkey: another's is the same 404 as a missing one.
    namesGroupRows: true,
    notLogged: 'the account’s own passkey',
    handler: async (request) => {
      await passkeys.remove(ctxOf(request), request.params.id)
      return { success: true as const, message: 'Chave de acesso removida.' }
    },
  })

  // Signing in: under /accounts, where the trusted-device cookie travels (ADR 025). The options
  // are signed, not stored, so the login page may ask for them as it opens (ADR 049).
  route(app, api.passkeySignInOptions, {
    access: 'public',
    notLogged: 'signed options; changes no row',
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async () => passkeys.requestOptions(),
  })

  route(app, api.passkeySignIn, {
    access: 'public',
    notLogged: 'sign-in',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async (request, reply) => {
      const { response, deviceToken } = await passkeys.signIn(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  })
}
