import { landingData } from '../landing-dom'

/**
 * The SPA's stored session (web/src/lib/session-store.ts keeps it under this key). Read here
 * without the SPA's code: the landing only needs to know whether someone is signed in.
 */
export const USER_DATA_KEY = 'userData'

function tokenExp(token: unknown): number | null {
  if (typeof token !== 'string') return null
  const payload = token.split('.')[1]
  if (token.split('.').length !== 3 || !payload) return null
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    const exp = (json as { exp?: unknown } | null)?.exp
    return typeof exp === 'number' ? exp : null
  } catch {
    return null
  }
}

/** As the SPA restores it: a session with a member id whose access or refresh token still works. */
export function hasStoredSession(storage: Storage, now = Date.now()): boolean {
  let data: unknown
  try {
    data = JSON.parse(storage.getItem(USER_DATA_KEY) ?? 'null')
  } catch {
    return false
  }
  if (typeof data !== 'object' || data === null) return false
  const session = data as Record<string, unknown>
  if (typeof session.companyPlayerId !== 'number') return false
  const exp = tokenExp(session.accessToken)
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
