import type { PushDevice } from '@bidfut/domain/contracts/push'
import * as push from '@bidfut/domain/endpoints/push'
import { apiCall } from '@/lib/api-client'
import { ShownError } from '@/lib/error-message'

/**
 * This browser's push subscription (ADR 041), shared by /perfil's switches and the sign-out,
 * which forgets it on the server so the next person on this device hears nothing of the last.
 */
export type PushSupport = 'supported' | 'iphone-needs-install' | 'unsupported'

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported'
  const hasApis =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (hasApis) return 'supported'
  return /iPhone|iPad|iPod/.test(navigator.userAgent) ? 'iphone-needs-install' : 'unsupported'
}

/** The browser's current subscription, or null (no worker yet, never subscribed). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

export async function getPushDevice(signal?: AbortSignal): Promise<PushDevice> {
  const subscription = await currentSubscription()
  if (!subscription) return { subscribed: false, kinds: [] }
  return apiCall(push.pushDevice, { query: { endpoint: subscription.endpoint }, signal })
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

export const PUSH_BLOCKED =
  'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e tente de novo.'
export const PUSH_NO_WORKER =
  'Não foi possível preparar as notificações. Recarregue a página e tente de novo.'

/** Asks permission (only after the person's tap), subscribes and saves the kinds. */
export async function subscribePush(kinds: PushDevice['kinds']): Promise<PushDevice> {
  const existing = await currentSubscription()
  let subscription = existing
  if (!subscription) {
    if ((await Notification.requestPermission()) !== 'granted') throw new ShownError(PUSH_BLOCKED)
    const registration = await navigator.serviceWorker.getRegistration()
    if (!registration) throw new ShownError(PUSH_NO_WORKER)
    const { publicKey } = await apiCall(push.pushConfig)
    subscription = await registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
      .catch((error: unknown) => {
        // The browser's own words ('Registration failed - permission denied') are English.
        const denied = error instanceof DOMException && error.name === 'NotAllowedError'
        throw new ShownError(denied ? PUSH_BLOCKED : PUSH_NO_WORKER)
      })
  }
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } }
  return apiCall(push.subscribePush, { body: { endpoint: json.endpoint, keys: json.keys, kinds } })
}

/** The switch off, or signing out: the server forgets this browser, then the browser too. */
export async function unsubscribePush(): Promise<PushDevice> {
  const subscription = await currentSubscription()
  if (subscription) {
    await apiCall(push.unsubscribePush, { query: { endpoint: subscription.endpoint } })
    await subscription.unsubscribe()
  }
  return { subscribed: false, kinds: [] }
}
