import type { z } from 'zod'
import { loginResponseSchema } from '@bidfut/domain/contracts/accounts'
import { PREVENTIVE_REFRESH_SECONDS } from '@bidfut/domain/constants'
import { errorBodySchema } from '@bidfut/domain/contracts/errors'
import { noteAnswer } from '@/lib/offline-copies'
import { withRefreshLock } from '@/lib/refresh-lock'
import { yieldToMain } from '@/lib/yield-to-main'
import {
  adoptStoredSession,
  clearSession,
  getAccountSession,
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
import { isUnreachableAnswer, retryAfterOf, SERVER_UNREACHABLE } from '@/lib/unreachable-answer'
import { OFFLINE_COPY_HEADER } from '@/sw/routing'

export const API_BASE = '/v1'

export const sessionMessages = {
  missingAuthData: 'Dados de autenticação não encontrados',
  refreshFailed: 'Erro ao renovar sessão. Faça login novamente.',
  expired: 'Sessão expirada. Faça login novamente.',
} as const

export class ApiError extends Error {
  readonly status: number
  readonly fieldErrors: Record<string, string> | undefined
  /** True when this error ended the session (the stored session was cleared). */
  readonly sessionEnded: boolean
  /** The error body as sent, for the few calls whose error carries more than a message. */
  readonly body: unknown
  /**
   * The server could not be reached or is briefly unavailable: asking again later may work.
   * A 503 that names a lasting cause (a forecast provider down) is a plain error instead.
   */
  readonly unreachable: boolean
  /** The answer's Retry-After, in seconds, when it had one. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    status: number,
    message: string,
    options: {
      fieldErrors?: Record<string, string>
      sessionEnded?: boolean
      body?: unknown
      unreachable?: boolean
      retryAfterSeconds?: number
    } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fieldErrors = options.fieldErrors
    this.sessionEnded = options.sessionEnded ?? false
    this.body = options.body
    this.unreachable = options.unreachable ?? false
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

export type ApiOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown
  /** Send the bearer token. Defaults to true. */
  auth?: boolean
  /** Renew the token before it expires and once after a 401. Defaults to true. */
  renew?: boolean
  /**
   * The domain contract of the success body; every answer is parsed with it. Calls that answer
   * only 204 pass `noContentSchema` (`@bidfut/domain/contracts/http`).
   */
  schema: z.ZodType<T>
  signal?: AbortSignal
  /** Extra request headers, e.g. If-None-Match. */
  headers?: Record<string, string>
}

/** A success body that does not match its contract: the user sees this, the console the details. */
export const UNEXPECTED_RESPONSE = 'Resposta inesperada do servidor. Tente novamente.'
/** A success body that is not JSON at all (the photo upload's wording). */
export const UNREADABLE_RESPONSE = 'Resposta inválida do servidor'

/** What apiRequest resolves to: data is null for 204 and 304. */
export type ApiResponse<T> = { status: number; data: T | null; headers: Headers }

const sessionEndedListeners = new Set<(message: string) => void>()

/** Lets the app tell the user why they were signed out; returns the unsubscribe function. */
export function onSessionEnded(listener: (message: string) => void): () => void {
  sessionEndedListeners.add(listener)
  return () => sessionEndedListeners.delete(listener)
}

function endSession(status: number, message: string): ApiError {
  clearSession()
  for (const listener of sessionEndedListeners) listener(message)
  return new ApiError(status, message, { sessionEnded: true })
}

/** The bearer token: the session in a group, else an account-only one (ADR 042). */
function currentToken(): string | undefined {
  return getSession()?.accessToken ?? getAccountSession()?.accessToken
}

/**
 * A 401 with an account-only session: it is never renewed, so it is over (it expired, or
 * ended on another device).
 */
function accountSessionOver(response: Response): boolean {
  return response.status === 401 && !getSession() && getAccountSession() !== null
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
    const response = await fetch(`${API_BASE}/accounts/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        refreshToken: session.refreshToken,
        companyPlayerId: session.companyPlayerId,
      }),
    }).catch(() => {
      throw new ApiError(0, SERVER_UNREACHABLE, { unreachable: true })
    })
    if (!response.ok) throw await readErrorMessage(response)
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

function needsPreventiveRefresh(session: SessionData, now = Date.now()): boolean {
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

async function readErrorMessage(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const parsed = errorBodySchema.safeParse(body)
  const retryAfterSeconds = retryAfterOf(response.headers)
  if (isUnreachableAnswer(response.status, retryAfterSeconds, parsed.success)) {
    const message = parsed.success && parsed.data.message ? parsed.data.message : SERVER_UNREACHABLE
    return new ApiError(response.status, message, { body, unreachable: true, retryAfterSeconds })
  }
  if (parsed.success && parsed.data.message) {
    return new ApiError(response.status, parsed.data.message, {
      fieldErrors: parsed.data.errors,
      body,
    })
  }
  const message = response.statusText
    ? `Erro ${response.status}: ${response.statusText}`
    : 'Erro desconhecido'
  return new ApiError(response.status, message)
}

async function send<T>(path: string, options: ApiOptions<T>, token?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  if (token) headers.Authorization = `Bearer ${token}`
  // Starting a request costs the main thread: the queries a render starts together each start in
  // a task of their own, not all inside the render's effects. A hidden tab paints nothing and would
  // hold the timer back for a second, so there the request starts at once.
  if (document.visibilityState === 'visible') await yieldToMain()
  try {
    // A query cancelled meanwhile (its screen closed) is not sent at all.
    options.signal?.throwIfAborted()
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      // The trusted-device cookie (HttpOnly, ADR 025) rides along with our own API only.
      credentials: 'same-origin',
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, SERVER_UNREACHABLE, { unreachable: true })
  }
}

/**
 * Calls the API under /v1. Resolves to null for 204; throws ApiError for any other failure.
 * Authenticated calls renew the access token before it expires and once after a 401.
 */
export async function apiFetch<T>(path: string, options: ApiOptions<T>): Promise<T | null> {
  return (await apiRequest(path, options)).data
}

/**
 * apiFetch for the calls whose success always has a body: an empty answer is an ApiError with
 * `emptyMessage`.
 */
export async function apiFetchBody<T>(
  path: string,
  options: ApiOptions<T>,
  emptyMessage = UNREADABLE_RESPONSE,
): Promise<T> {
  const data = await apiFetch(path, options)
  if (data === null) throw new ApiError(204, emptyMessage)
  return data
}

/**
 * apiFetch with the status and headers, for callers that revalidate (ETag / If-None-Match):
 * a 304 resolves with null data instead of failing.
 */
export async function apiRequest<T>(path: string, options: ApiOptions<T>): Promise<ApiResponse<T>> {
  const auth = options.auth ?? true
  // A 401 from login means wrong credentials, never an expired token.
  const renew = auth && (options.renew ?? true) && !path.startsWith('/accounts/login')
  const before = getSession()
  if (renew && before && needsPreventiveRefresh(before)) await refreshSession()

  const usedToken = auth ? currentToken() : undefined
  let response = await send(path, options, usedToken)

  if (renew && accountSessionOver(response)) throw endSession(401, sessionMessages.expired)
  if (renew && response.status === 401) {
    // Another call may already have renewed the token this one was sent with.
    const current = getSession()?.accessToken
    if (!current || current === usedToken) await refreshSession()
    response = await send(path, options, getSession()?.accessToken)
    if (response.status === 401) throw endSession(401, sessionMessages.expired)
  }

  const { status, headers } = response
  // The service worker's kept copy, answered while the device is offline (ADR 041).
  if (response.ok) noteAnswer(path, headers.get(OFFLINE_COPY_HEADER))
  if (status === 304) return { status, data: null, headers }
  if (!response.ok) throw await readErrorMessage(response)
  if (status === 204) return { status, data: null, headers }

  let data: unknown
  try {
    const text = await response.text()
    data = text ? JSON.parse(text) : null
  } catch (error) {
    console.error(`Unreadable response from ${path}`, error)
    throw new ApiError(status, UNREADABLE_RESPONSE)
  }
  if (data === null) return { status, data: null, headers }
  const parsed = options.schema.safeParse(data)
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error)
    throw new ApiError(status, UNEXPECTED_RESPONSE)
  }
  return { status, data: parsed.data, headers }
}

/**
 * A file from the API (the data export's zip): the same token renewal as apiRequest, the body
 * read as a Blob; a failure is the usual ApiError with the server's message (a 429's wait).
 */
export async function apiDownload(path: string): Promise<Blob> {
  // No schema: the body is a file, never parsed.
  const options = { headers: { Accept: '*/*' } } as unknown as ApiOptions<never>
  const before = getSession()
  if (before && needsPreventiveRefresh(before)) await refreshSession()
  let response = await send(path, options, currentToken())
  if (accountSessionOver(response)) throw endSession(401, sessionMessages.expired)
  if (response.status === 401) {
    await refreshSession()
    response = await send(path, options, getSession()?.accessToken)
    if (response.status === 401) throw endSession(401, sessionMessages.expired)
  }
  if (!response.ok) throw await readErrorMessage(response)
  return response.blob()
}
