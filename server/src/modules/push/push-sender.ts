import webPush from 'web-push'
import { isAllowedPushEndpoint } from './push-endpoint.ts'

export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/** What the push service said: delivered, the subscription is gone, try later, or give up. */
export type PushOutcome =
  | { result: 'sent' }
  | { result: 'gone'; status: number }
  | { result: 'retry'; error: string; retryAfterSeconds: number | null }
  | { result: 'failed'; error: string }

export type PushSender = { send(target: PushTarget, payload: unknown): Promise<PushOutcome> }

// A push about a game is worth nothing a day later; past that the push service drops it.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60
const REQUEST_TIMEOUT_MS = 10_000
// RFC 8292 allows at most 24 h; push services reject a JWT about to expire.
const VAPID_JWT_SECONDS = 12 * 60 * 60

/**
 * Sends one push (RFC 8030): `web-push` encrypts the payload with the subscription's keys
 * (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292, one per push service, reused for
 * hours); the request itself goes through
 * fetch, which keeps connections to the push service open across a fan-out and never follows
 * a redirect (the allowlist judged the endpoint, not where it might send us).
 */
export function createPushSender(deps: {
  vapidKeys: { publicKey: string; privateKey: string }
  /** The VAPID `sub` claim: how a push service reaches us about our traffic. */
  subject: string
  allowlist: readonly string[]
}): PushSender {
  const { publicKey, privateKey } = deps.vapidKeys
  // One signed JWT per push service origin, reused until an hour before it expires: signing one
  // per request would cost a fan-out to a thousand devices a thousand ECDSA signatures.
  const vapidByOrigin = new Map<string, { authorization: string; renewAt: number }>()
  function vapidAuthorization(endpoint: string): string {
    const { origin } = new URL(endpoint)
    const now = Date.now()
    const cached = vapidByOrigin.get(origin)
    if (cached && cached.renewAt > now) return cached.authorization
    const expiresAt = Math.floor(now / 1000) + VAPID_JWT_SECONDS
    const headers = webPush.getVapidHeaders(
      origin,
      deps.subject,
      publicKey,
      privateKey,
      'aes128gcm',
      expiresAt,
    )
    const authorization = headers.Authorization
    vapidByOrigin.set(origin, { authorization, renewAt: now + (VAPID_JWT_SECONDS - 3600) * 1000 })
    return authorization
  }

  return {
    async send(target, payload) {
      // Checked again at send time: a row queued under an older, wider list does not go out.
      if (!isAllowedPushEndpoint(target.endpoint, deps.allowlist)) {
        return { result: 'gone', status: 0 }
      }
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { TTL: TIME_TO_LIVE_SECONDS, urgency: 'high' },
      )
      const headers = {
        ...(details.headers as Record<string, string>),
        Authorization: vapidAuthorization(target.endpoint),
      }
      let response: Response
      try {
        response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        await response.arrayBuffer()
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err)
        return { result: 'retry', error, retryAfterSeconds: null }
      }
      const { status } = response
      if (status >= 200 && status < 300) return { result: 'sent' }
      if (status === 404 || status === 410) return { result: 'gone', status }
      if (status === 429 || status >= 500) {
        const retryAfter = Number(response.headers.get('retry-after'))
        return {
          result: 'retry',
          error: `push service answered ${status}`,
          retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        }
      }
      return { result: 'failed', error: `push service answered ${status}` }
    },
  }
}
