import { PREVENTIVE_REFRESH_SECONDS } from '@bidfut/domain/constants'
import { loginResponseSchema } from '@bidfut/domain/contracts/accounts'
import type { refreshToken } from '@bidfut/domain/endpoints/accounts'
import { ApiError, errorOf, unreachableError } from '@/lib/api-error'
import { apiPathOf } from '@/lib/api-url'
import { withRefreshLock } from '@/lib/refresh-lock'
import {
  adoptStoredSession,
  clearSession,
  getSession,
  isRefreshTokenValid,
  markSessionReady,
  readStoredSession,
  restoreSession,
  sessionFromLoginResponse,
  setSession,
  type SessionData,
} from '@/lib/session-store'
import { tokenSecondsLeft } from '@/lib/token-expiry'

export const sessionMessages = {
  missingAuthData: 'Dados de autenticação não encontrados',
  refreshFailed: 'Erro ao renovar sessão. Faça login novamente.',
  expired: 'Sessão expirada. Faça login novamente.',
} as const

const sessionEndedListeners = new Set<(message: string) => void>()

/** Lets the app tell the user why they were signed out; returns the unsubscribe function. */
export function onSessionEnded(listener: (message: string) => void): () => void {
  sessionEndedListeners.add(listener)
  return () => sessionEndedListeners.delete(listener)
}

/** Clears the session and tells the app why; the error to throw. */
export function endSession(status: number, message: string): ApiError {
  clearSession()
  for (const listener of sessionEndedListeners) listener(message)
  return new ApiError(status, message, { sessionEnded: true })
}

let pendingRefresh: Promise<SessionData> | null = null

async function requestRefresh(): Promise<SessionData> {
  const session = getSession()
  if (!session?.refreshToken || !session.companyPlayerId) {
    throw endSession(401, sessionMessages.missingAuthData)
  }
  return withRefreshLock(() => renewUnlessAnotherTabDid(session))
}

async function renewUnlessAnotherTabDid(session: SessionData): Promise<SessionData> {
  // While this tab waited for the lock, another may have renewed the session (or ended it): the
  // token this one holds is then spent, so it follows the stored session instead.
  if (readStoredSession()?.refreshToken !== session.refreshToken) {
    const adopted = adoptStoredSession()
    if (adopted) return adopted
    throw new ApiError(401, sessionMessages.expired)
  }
  let renewed: SessionData
  try {
    // Named by type: the app's first request must not wait for the accounts contracts.
    const response = await fetch(apiPathOf<typeof refreshToken>('/accounts/refresh-token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        refreshToken: session.refreshToken,
        companyPlayerId: session.companyPlayerId,
      }),
    }).catch(() => {
      throw unreachableError()
    })
    if (!response.ok) throw await errorOf(response)
    renewed = sessionFromLoginResponse(loginResponseSchema.parse(await response.json()))
  } catch (error) {
    // The session is not over because the server is away: it renews once the server is back.
    if (error instanceof ApiError && error.unreachable) throw error
    console.error('Token refresh failed', error)
    throw endSession(401, sessionMessages.refreshFailed)
  }
  // The user signed out (or in as someone else) meanwhile: do not bring the old session back.
  if (getSession()?.refreshToken !== session.refreshToken) {
    throw new ApiError(401, sessionMessages.expired)
  }
  setSession(renewed)
  return renewed
}

/** Renews the tokens. Callers that arrive while a renewal is running share it. */
export function refreshSession(): Promise<SessionData> {
  pendingRefresh ??= requestRefresh().finally(() => {
    pendingRefresh = null
  })
  return pendingRefresh
}

export function needsPreventiveRefresh(session: SessionData, now = Date.now()): boolean {
  const left = tokenSecondsLeft(session.accessToken, now)
  return (left === null || left < PREVENTIVE_REFRESH_SECONDS) && isRefreshTokenValid(session, now)
}

/** Restores the stored session at start and renews it at once when it is about to expire. */
export async function initSession(): Promise<void> {
  const session = restoreSession()
  try {
    if (session && needsPreventiveRefresh(session)) await refreshSession()
  } catch {
    // The refresh already cleared the session; the guards send the user to /login.
  } finally {
    markSessionReady()
  }
}
