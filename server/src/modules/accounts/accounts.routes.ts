import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/accounts'
import { accountOf, ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { AccountsService } from './accounts.service.ts'
import type { DeviceCookie } from './device-cookie.ts'

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService
  deviceCookie: DeviceCookie
}> = async (app, { accounts, deviceCookie }) => {
  route(app, api.login, {
    access: 'public',
    notLogged: 'sign-in: login history is kept on the sessions',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async (request, reply) => {
      const { response, deviceToken } = await accounts.login(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  })

  route(app, api.refreshToken, {
    access: 'public',
    notLogged: 'session refresh',
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async (request) => accounts.refresh(request.body),
  })

  route(app, api.logout, {
    access: 'account',
    notLogged: 'sign-out',
    handler: async (request) => {
      await accounts.logout(accountOf(request), request.body?.refreshToken)
      return { success: true as const, message: 'Sessão encerrada.' }
    },
  })

  route(app, api.getProfile, {
    access: 'member',
    memberCache: 'person',
    handler: async (request) => accounts.getProfile(ctxOf(request)),
  })

  route(app, api.myGroups, {
    access: 'member',
    memberCache: 'person',
    handler: async (request) => accounts.myGroups(ctxOf(request)),
  })

  // How an account-only session enters the group it has just joined (ADR 042).
  route(app, api.switchGroup, {
    access: 'account',
    namesGroupRows: true,
    notLogged: 'changes no data',
    handler: async (request) => accounts.switchGroup(accountOf(request), request.body),
  })
}
