import { storageKeys } from '@/lib/session-keys'
import { decodeTokenExp } from '@/lib/token-expiry'
import { landingData } from '../landing-dom'

// The SPA's stored session, read without the SPA's code: the landing only needs to know whether
// someone is signed in. Both files it imports import nothing.

/** As the SPA restores it: a session with a member id whose access or refresh token still works. */
export function hasStoredSession(storage: Storage, now = Date.now()): boolean {
  let data: unknown
  try {
    data = JSON.parse(storage.getItem(storageKeys.userData) ?? 'null')
  } catch {
    return false
  }
  if (typeof data !== 'object' || data === null) return false
  const session = data as Record<string, unknown>
  if (typeof session.companyPlayerId !== 'number') return false
  const exp = typeof session.accessToken === 'string' ? decodeTokenExp(session.accessToken) : null
  if (exp !== null && exp * 1000 > now) return true
  const refreshUntil = Date.parse(String(session.refreshTokenExpiresAt))
  return (
    typeof session.refreshToken === 'string' && session.refreshToken !== '' && refreshUntil > now
  )
}

/** Footer and header: 'Ir para o Dashboard' when signed in, otherwise Login and Registro. */
export function applySession(doc: Document, signedIn: boolean): void {
  const state = signedIn ? 'signed-in' : 'signed-out'
  for (const element of doc.querySelectorAll<HTMLElement>(`[${landingData.session}]`)) {
    element.hidden = element.getAttribute(landingData.session) !== state
  }
}

/** `storage` is a getter: merely touching localStorage throws where the browser blocks it. */
export function initSession(doc: Document, storage: () => Storage): void {
  const update = () => {
    let signedIn = false
    try {
      signedIn = hasStoredSession(storage())
    } catch {
      // Storage blocked (private mode, policies): a visitor.
    }
    applySession(doc, signedIn)
  }
  update()
  // Back from /login in the same tab (page restored from the back-forward cache), or another tab.
  doc.defaultView?.addEventListener('pageshow', update)
  doc.defaultView?.addEventListener('storage', update)
}
