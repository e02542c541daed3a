import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
} from '@bidfut/domain/contracts/accounts'
import { switchGroupRequestSchema } from '@bidfut/domain/contracts/memberships'
import { ctxOf } from '../../plugins/auth.ts'
import type { AccountsService } from './accounts.service.ts'

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/accounts/login',
    {
      schema: { body: loginRequestSchema },
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => accounts.login(request.body),
  )

  app.post(
    '/accounts/refresh-token',
    {
      schema: { body: refreshRequestSchema },
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => accounts.refresh(request.body),
  )

  app.post('/accounts/logout', { schema: { body: logoutRequestSchema } }, async (request) => {
    await accounts.logout(ctxOf(request), request.body?.refreshToken)
    return { success: true, message: 'Sessão encerrada.' }
  })

  app.get('/accounts/get-profile', async (request) => accounts.getProfile(ctxOf(request)))

  app.get('/accounts/my-groups', async (request) => accounts.myGroups(ctxOf(request)))

  app.post(
    '/accounts/switch-group',
    { schema: { body: switchGroupRequestSchema } },
    async (request) => accounts.switchGroup(ctxOf(request), request.body),
  )
}
