import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/joining'
import { accountOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { DeviceCookie } from '../accounts/device-cookie.ts'
import type { ClaimStatusService } from './claim-status.service.ts'
import type { JoiningService } from './joining.service.ts'

const reads = { max: 30, timeWindow: '1 minute' }
const taps = { max: 20, timeWindow: '15 minutes' }

/**
 * The short join and claims (ADR 049), under /accounts where the trusted-device cookie travels.
 * The GETs only read; every change is a POST a person's tap sends.
 */
export const joiningRoutes: FastifyPluginAsyncZod<{
  joining: JoiningService
  claimStatus: ClaimStatusService
  deviceCookie: DeviceCookie
}> = async (app, { joining, claimStatus, deviceCookie }) => {
  route(app, api.inviteDirectory, {
    access: 'public',
    rateLimit: reads,
    handler: async (request) => joining.directory(request.params.token),
  })

  route(app, api.playerLinkInfo, {
    access: 'public',
    rateLimit: reads,
    handler: async (request) => joining.playerLinkInfo(request.params.token),
  })

  route(app, api.joinPasskeyOptions, {
    access: 'public',
    notLogged: 'signed options; changes no row',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (request) => joining.passkeyOptions(request.body),
  })

  route(app, api.joinWithPasskey, {
    access: 'public',
    notLogged: 'the person joining by a link',
    rateLimit: taps,
    handler: async (request, reply) => {
      const { outcome, deviceToken } = await joining.passkeyJoin(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return outcome
    },
  })

  route(app, api.joinByEmail, {
    access: 'public',
    notLogged: 'public sign-up request; nothing changes yet',
    rateLimit: { max: 10, timeWindow: '1 hour' },
    handler: async (request) => joining.emailJoin(request.body),
  })

  route(app, api.claimStatus, {
    access: 'public',
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async (request) => claimStatus.status(request.params.token),
  })

  route(app, api.claimSession, {
    access: 'public',
    notLogged: 'sign-in (or joining as new)',
    rateLimit: taps,
    handler: async (request, reply) => {
      const { response, deviceToken } = await claimStatus.session(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  })

  route(app, api.claimEmailCheck, {
    access: 'public',
    rateLimit: reads,
    handler: async (request) => claimStatus.emailCheck(request.params.token),
  })

  route(app, api.confirmClaimEmail, {
    access: 'public',
    logs: 'register.claim_confirmed',
    rateLimit: taps,
    handler: async (request) => claimStatus.emailConfirm(request.body.token),
  })

  // An account in no group opens the group's link too (ADR 042): it joins with its account.
  route(app, api.claimWithAccount, {
    access: 'account',
    notLogged: 'the person joining by a link',
    handler: async (request) => claimStatus.accountClaim(accountOf(request), request.body.intent),
  })
}
