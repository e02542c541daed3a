import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  profileSchema,
  refreshRequestSchema,
} from '@bidfut/domain/contracts/accounts'
import {
  myGroupsResponseSchema,
  switchGroupRequestSchema,
} from '@bidfut/domain/contracts/memberships'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { errorResponses } from '../../lib/responses.ts'
import { accountOf, ctxOf } from '../../lib/context.ts'
import type { AccountsService } from './accounts.service.ts'
import type { DeviceCookie } from './device-cookie.ts'

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService
  deviceCookie: DeviceCookie
}> = async (app, { accounts, deviceCookie }) => {
  app.post(
    '/accounts/login',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { response, deviceToken } = await accounts.login(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  )

  app.post(
    '/accounts/refresh-token',
    {
      schema: {
        body: refreshRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => accounts.refresh(request.body),
  )

  app.post(
    '/accounts/logout',
    {
      schema: {
        body: logoutRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: { account: true },
    },
    async (request) => {
      await accounts.logout(accountOf(request), request.body?.refreshToken)
      return { success: true as const, message: 'Sessão encerrada.' }
    },
  )

  app.get(
    '/accounts/get-profile',
    { schema: { response: { 200: profileSchema, ...errorResponses } } },
    async (request) => accounts.getProfile(ctxOf(request)),
  )

  app.get(
    '/accounts/my-groups',
    { schema: { response: { 200: myGroupsResponseSchema, ...errorResponses } } },
    async (request) => accounts.myGroups(ctxOf(request)),
  )

  app.post(
    '/accounts/switch-group',
    {
      schema: {
        body: switchGroupRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
      // How an account-only session enters the group it has just joined (ADR 042).
      config: { account: true },
    },
    async (request) => accounts.switchGroup(accountOf(request), request.body),
  )
}
