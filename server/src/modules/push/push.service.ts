import { createECDH } from 'node:crypto'
import {
  organiserPushKinds,
  P256DH_INVALID,
  type PushConfig,
  type PushDevice,
  type PushSubscriptionRequest,
} from '@bidfut/domain/contracts/push'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError } from '../../lib/errors.ts'
import { isAllowedPushEndpoint } from './push-endpoint.ts'
import * as repo from './push.repo.ts'

export const ENDPOINT_REFUSED =
  'Este navegador usa um serviço de notificações que o Bidfut não aceita. Tente outro navegador.'

export type PushService = ReturnType<typeof createPushService>

// One key pair to test points against: computing a secret fails for a point off the curve.
const curveProbe = createECDH('prime256v1')
curveProbe.generateKeys()

/** Whether the browser's key is a point of P-256: the contract checked its shape only. */
function isCurvePoint(p256dh: string): boolean {
  try {
    curveProbe.computeSecret(Buffer.from(p256dh, 'base64url'))
    return true
  } catch {
    return false
  }
}

/** 'Notificações neste aparelho' (/perfil): a browser's subscription, per account. */
export function createPushService(deps: {
  db: Db
  vapidPublicKey: string
  allowlist: readonly string[]
}) {
  const { db, allowlist } = deps

  return {
    config(): PushConfig {
      return { publicKey: deps.vapidPublicKey }
    },

    async device(ctx: Ctx, endpoint: string): Promise<PushDevice> {
      const row = await repo.findSubscription(db, ctx.playerId, endpoint)
      return row ? { subscribed: true, kinds: row.kinds } : { subscribed: false, kinds: [] }
    },

    /**
     * Subscribes this browser for the caller's account, or changes its kinds. The endpoint is a
     * URL our server will POST to: only the allowlist's push services are taken (ADR 041).
     * Organisers' kinds are kept only for someone who organises the group they are signed in to.
     */
    async subscribe(ctx: Ctx, input: PushSubscriptionRequest): Promise<PushDevice> {
      if (!isAllowedPushEndpoint(input.endpoint, allowlist)) {
        throw new BadRequestError(ENDPOINT_REFUSED, { endpoint: ENDPOINT_REFUSED })
      }
      if (!isCurvePoint(input.keys.p256dh)) {
        throw new BadRequestError(P256DH_INVALID, { 'keys.p256dh': P256DH_INVALID })
      }
      const kinds = [...new Set(input.kinds)].filter(
        (kind) => isOrganiser(ctx.role) || !organiserPushKinds.includes(kind),
      )
      const row = await repo.upsertSubscription(db, {
        playerId: ctx.playerId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        kinds,
      })
      return { subscribed: true, kinds: row.kinds }
    },

    /** Turning the switch off, or signing out on this browser: no more pushes here. */
    async unsubscribe(ctx: Ctx, endpoint: string): Promise<PushDevice> {
      await repo.deleteSubscription(db, ctx.playerId, endpoint)
      return { subscribed: false, kinds: [] }
    },
  }
}
