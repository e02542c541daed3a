import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import {
  sessionUserSchema,
  type AccountSessionResponse,
  type LoginResponse,
} from '@bidfut/domain/contracts/accounts'
import { forgetOfflineCopies } from '@/lib/offline-copies'
import { storageKeys } from '@/lib/session-keys'
import { tokenSecondsLeft } from '@/lib/token-expiry'

export const sessionDataSchema = sessionUserSchema.extend({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  refreshTokenExpiresAt: z.string(),
})
export type SessionData = z.infer<typeof sessionDataSchema>

/**
 * Signed in with no group (ADR 042): a short session that reaches only /minha-conta ('Meus dados'
 * and invitations). Never renewed; gone at `expiresAt`.
 */
export const accountSessionSchema = z.object({
  /** The account's id, as a session in a group's `id`. */
  id: z.number().int(),
  accessToken: z.string().min(1),
  expiresAt: z.string(),
  email: z.string(),
  name: z.string(),
})
export type AccountSessionData = z.infer<typeof accountSessionSchema>

export type SessionState = {
  status: 'loading' | 'ready'
  session: SessionData | null
  /** Only while `session` is null: the account-only session, if any. */
  account: AccountSessionData | null
}

export function isAccessTokenValid(token: string, now = Date.now()): boolean {
  const left = tokenSecondsLeft(token, now)
  return left !== null && left > 0
}

export function isRefreshTokenValid(session: SessionData, now = Date.now()): boolean {
  const expiresAt = Date.parse(session.refreshTokenExpiresAt)
  return session.refreshToken.length > 0 && Number.isFinite(expiresAt) && expiresAt > now
}

export function sessionFromLoginResponse(response: LoginResponse): SessionData {
  return {
    id: response.id,
    companyPlayerId: response.companyPlayerId,
    companyId: response.companyId,
    email: response.email,
    name: response.name,
    role: response.role,
    photoUrl: response.photoUrl,
    defaultLocationGame: response.defaultLocationGame,
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    refreshTokenExpiresAt: response.refreshTokenExpiresAt,
  }
}

export function accountSessionFromResponse(response: AccountSessionResponse): AccountSessionData {
  const { id, accessToken, expiresAt, email, name } = response
  return { id, accessToken, expiresAt, email, name }
}

function removeStored(): void {
  localStorage.removeItem(storageKeys.accessToken)
  localStorage.removeItem(storageKeys.refreshToken)
  localStorage.removeItem(storageKeys.userData)
  localStorage.removeItem(storageKeys.accountSession)
}

/** The stored account-only session while it lasts; an expired or unreadable one is removed. */
function readStoredAccount(now = Date.now()): AccountSessionData | null {
  const raw = localStorage.getItem(storageKeys.accountSession)
  if (raw === null) return null
  const result = accountSessionSchema.safeParse(parseJson(raw))
  if (result.success && Date.parse(result.data.expiresAt) > now) return result.data
  localStorage.removeItem(storageKeys.accountSession)
  return null
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

/** The stored session, or null. Anything unreadable (e.g. no companyPlayerId) is corrupt and removed. */
export function readStoredSession(): SessionData | null {
  const raw = localStorage.getItem(storageKeys.userData)
  if (raw === null) return null
  const result = sessionDataSchema.safeParse(parseJson(raw))
  if (!result.success) {
    removeStored()
    return null
  }
  return result.data
}

let state: SessionState = { status: 'loading', session: null, account: null }
const listeners = new Set<() => void>()

function emit(next: SessionState): void {
  state = next
  for (const listener of listeners) listener()
}

export function getSessionState(): SessionState {
  return state
}

export function getSession(): SessionData | null {
  return state.session
}

export function getAccountSession(): AccountSessionData | null {
  return state.session ? null : state.account
}

/** A session in a group replaces an account-only one. */
export function setSession(session: SessionData): void {
  localStorage.removeItem(storageKeys.accountSession)
  localStorage.setItem(storageKeys.accessToken, session.accessToken)
  localStorage.setItem(storageKeys.refreshToken, session.refreshToken)
  localStorage.setItem(storageKeys.userData, JSON.stringify(session))
  emit({ status: state.status, session, account: null })
}

/** Signed in with no group (ADR 042): whatever session was stored goes. */
export function setAccountSession(account: AccountSessionData): void {
  removeStored()
  localStorage.setItem(storageKeys.accountSession, JSON.stringify(account))
  emit({ status: state.status, session: null, account })
}

/** Makes the stored session this tab's own: after another tab renewed it, storage holds the new one. */
export function adoptStoredSession(): SessionData | null {
  const stored = readStoredSession()
  emit({ status: state.status, session: stored, account: stored ? null : readStoredAccount() })
  return stored
}

/** Signs out of either kind of session. */
export function clearSession(): void {
  removeStored()
  // The offline copies of this account's answers go with its session (ADR 041).
  void forgetOfflineCopies()
  emit({ status: state.status, session: null, account: null })
}

/**
 * Loads the stored session at start: kept while the access token is unexpired or the refresh
 * token can still renew it; otherwise cleared. The state stays 'loading' until markSessionReady.
 */
export function restoreSession(now = Date.now()): SessionData | null {
  const stored = readStoredSession()
  const usable =
    stored !== null &&
    (isAccessTokenValid(stored.accessToken, now) || isRefreshTokenValid(stored, now))
  if (stored !== null && !usable) removeStored()
  const session = usable ? stored : null
  emit({ status: 'loading', session, account: session ? null : readStoredAccount(now) })
  return session
}

export function markSessionReady(): void {
  emit({ ...state, status: 'ready' })
}

function onStorage(event: StorageEvent): void {
  const keys: readonly (string | null)[] = [null, ...Object.values(storageKeys)]
  // Another tab signed in or out: follow it.
  if (keys.includes(event.key)) {
    const session = readStoredSession()
    emit({ status: state.status, session, account: session ? null : readStoredAccount() })
  }
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState)
}

export function useSession(): SessionData | null {
  return useSessionState().session
}

export function useAccountSession(): AccountSessionData | null {
  return useSessionState().account
}
