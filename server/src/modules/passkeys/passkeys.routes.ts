import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginResponseSchema } from '@bidfut/domain/contracts/accounts'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import {
  addPasskeySchema,
  creationOptionsSchema,
  passkeyParamsSchema,
  passkeySchema,
  passkeySignInSchema,
  passkeysResponseSchema,
  requestOptionsSchema,
} from '@bidfut/domain/contracts/sign-in'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { DeviceCookie } from '../accounts/device-cookie.ts'
import type { PasskeysService } from './passkeys.service.ts'

export const passkeysRoutes: FastifyPluginAsyncZod<{
  passkeys: PasskeysService
  deviceCookie: DeviceCookie
}> = async (app, { passkeys, deviceCookie }) => {
  // The account's own passkeys ('Chaves de acesso' in /perfil).
  app.get(
    '/passkeys',
    { schema: { response: { 200: passkeysResponseSchema, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      passkeys: await passkeys.list(ctxOf(request)),
    }),
  )

  app.post(
    '/passkeys/creation-options',
    {
      schema: { response: { 200: creationOptionsSchema, ...errorResponses } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => passkeys.creationOptions(ctxOf(request)),
  )

  app.post(
    '/passkeys',
    {
      schema: { body: addPasskeySchema, response: { 201: passkeySchema, ...errorResponses } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const passkey = await passkeys.add(ctxOf(request), request.body)
      return reply.status(201).send(passkey)
    },
  )

  app.delete(
    '/passkeys/:id',
    {
      schema: {
        params: passkeyParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await passkeys.remove(ctxOf(request), request.params.id)
      return { success: true as const, message: 'Chave de acesso removida.' }
    },
  )

  // Signing in: under /accounts, where the trusted-device cookie travels (ADR 025). The options
  // are signed, not stored, so the login page may ask for them as it opens (ADR 049).
  app.post(
    '/accounts/passkey-options',
    {
      schema: { response: { 200: requestOptionsSchema, ...errorResponses } },
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => passkeys.requestOptions(),
  )

  app.post(
    '/accounts/passkey-sign-in',
    {
      schema: {
        body: passkeySignInSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { response, deviceToken } = await passkeys.signIn(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  )
}
