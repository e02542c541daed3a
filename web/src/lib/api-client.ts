import type { z } from 'zod'
import type { Endpoint, PathParamNames } from '@bidfut/domain/endpoints/endpoint'
import {
  ApiError,
  errorOf,
  UNEXPECTED_RESPONSE,
  UNREADABLE_RESPONSE,
  unreachableError,
} from '@/lib/api-error'
import { apiPath, type PathParams, type QueryValues } from '@/lib/api-url'
import { noteAnswer } from '@/lib/offline-copies'
import { getAccountSession, getSession } from '@/lib/session-store'
import {
  endSession,
  needsPreventiveRefresh,
  refreshSession,
  sessionMessages,
} from '@/lib/session-refresh'
import { yieldToMain } from '@/lib/yield-to-main'
import { OFFLINE_COPY_HEADER } from '@/sw/routing'

export type CallOptions = {
  signal?: AbortSignal
  /** Extra request headers, e.g. If-None-Match. */
  headers?: Record<string, string>
  /** Send the bearer token. Defaults to true. */
  auth?: boolean
  /** Renew the token before it expires and once after a 401. Defaults to true. */
  renew?: boolean
  /** What an empty answer says where the contract promises a body. */
  emptyMessage?: string
}

// A URL carries text: a value the contract reads from any string (an id, a coerced number) may
// be given as a number; an enum keeps its values.
type QueryValue<V> = unknown extends V ? string | number : string extends V ? V | number : V
type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: QueryValue<z.input<S>[K]> }
type BodyOf<B> = B extends 'multipart'
  ? { body: FormData }
  : B extends z.ZodType
    ? undefined extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : { body?: never }

/** What a call of `E` sends: its path's parameters, its query and its body, as its contract types them. */
export type CallInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E['query']> } : { query?: never }) &
  BodyOf<E['body']> &
  CallOptions

type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

type SuccessStatus = 200 | 201 | 202 | 204 | 304

/** The body of any success answer `E` declares: null where it declares 204 or 304. */
export type AnswerOf<E extends Endpoint> = {
  [S in Extract<keyof E['responses'], SuccessStatus>]: z.output<E['responses'][S]>
}[Extract<keyof E['responses'], SuccessStatus>]

/** An answer with its status and headers, for callers that revalidate (ETag, If-None-Match). */
export type Exchange<E extends Endpoint> = { status: number; data: AnswerOf<E>; headers: Headers }

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

async function send(endpoint: Endpoint, input: CallInput<Endpoint>, token?: string) {
  const headers: Record<string, string> = { Accept: 'application/json', ...input.headers }
  let body: BodyInit | undefined
  if (input.body instanceof FormData) {
    body = input.body
  } else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(input.body)
  }
  if (token) headers.Authorization = `Bearer ${token}`
  // Starting a request costs the main thread: the queries a render starts together each start in
  // a task of their own, not all inside the render's effects. A hidden tab paints nothing and would
  // hold the timer back for a second, so there the request starts at once.
  if (document.visibilityState === 'visible') await yieldToMain()
  const url = apiPath(endpoint, input.params, input.query as QueryValues | undefined)
  try {
    // A query cancelled meanwhile (its screen closed) is not sent at all.
    input.signal?.throwIfAborted()
    const response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: input.signal,
      // The trusted-device cookie (HttpOnly, ADR 025) rides along with our own API only.
      credentials: 'same-origin',
    })
    return { url, response }
  } catch (error) {
    if (input.signal?.aborted) throw error
    throw unreachableError()
  }
}

/** Sends, renewing the token before it expires and once after a 401. */
async function exchange(endpoint: Endpoint, input: CallInput<Endpoint>) {
  const auth = input.auth ?? true
  // A public call's 401 (login's wrong password) is never an expired token.
  const renew = auth && (input.renew ?? true)
  const before = getSession()
  if (renew && before && needsPreventiveRefresh(before)) await refreshSession()

  const usedToken = auth ? currentToken() : undefined
  let sent = await send(endpoint, input, usedToken)

  if (renew && accountSessionOver(sent.response)) throw endSession(401, sessionMessages.expired)
  if (renew && sent.response.status === 401) {
    // Another call may already have renewed the token this one was sent with.
    const current = getSession()?.accessToken
    if (!current || current === usedToken) await refreshSession()
    sent = await send(endpoint, input, getSession()?.accessToken)
    if (sent.response.status === 401) throw endSession(401, sessionMessages.expired)
  }
  if (!sent.response.ok && sent.response.status !== 304) throw await errorOf(sent.response)
  return sent
}

/** The answer's body as its contract reads it, for the status it came with. */
async function readAnswer(endpoint: Endpoint, url: string, response: Response, empty?: string) {
  const { status } = response
  const schema = endpoint.responses[status]
  if (!schema) {
    console.error(`Unexpected status ${status} from ${url}`)
    throw new ApiError(status, UNEXPECTED_RESPONSE)
  }
  let data: unknown
  try {
    const text = status === 204 || status === 304 ? '' : await response.text()
    data = text ? JSON.parse(text) : null
  } catch (error) {
    console.error(`Unreadable response from ${url}`, error)
    throw new ApiError(status, UNREADABLE_RESPONSE)
  }
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  if (data === null) throw new ApiError(status, empty ?? UNREADABLE_RESPONSE)
  console.error(`Unexpected response from ${url}`, parsed.error)
  throw new ApiError(status, UNEXPECTED_RESPONSE)
}

/**
 * Calls an endpoint of the API through its contract: the path, method, query and body it
 * declares, the answer parsed with the schema of the status it came with. Throws ApiError for a
 * refusal, an answer outside the contract, or a server out of reach.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  ...[input = {} as CallInput<E>]: CallArgs<E>
): Promise<AnswerOf<E>> {
  return (await apiExchange(endpoint, input as CallInput<E>)).data
}

/** apiCall with the status and headers: a 304 resolves with null data instead of failing. */
export async function apiExchange<E extends Endpoint>(
  endpoint: E,
  ...[input = {} as CallInput<E>]: CallArgs<E>
): Promise<Exchange<E>> {
  const { url, response } = await exchange(endpoint, input as CallInput<Endpoint>)
  const { status, headers } = response
  // The service worker's kept copy, answered while the device is offline (ADR 041).
  if (response.ok) noteAnswer(url, headers.get(OFFLINE_COPY_HEADER))
  const data = (await readAnswer(endpoint, url, response, input?.emptyMessage)) as AnswerOf<E>
  return { status, data, headers }
}

/**
 * A file from the API (the data export's zip): the same token renewal as apiCall, the body read
 * as a Blob; a failure is the usual ApiError with the server's message (a 429's wait).
 */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  ...[input = {} as CallInput<E>]: CallArgs<E>
): Promise<Blob> {
  const headers = { ...input?.headers, Accept: '*/*' }
  const { response } = await exchange(endpoint, { ...input, headers } as CallInput<Endpoint>)
  return response.blob()
}
