import { onTestFinished, vi } from 'vitest'
import type { z } from 'zod'
import { errorBodySchema } from '@bidfut/domain/contracts/errors'
import type { Endpoint } from '@bidfut/domain/endpoints/endpoint'
import { API_BASE } from '@/lib/api-url'
import { describeCall } from './fixtures'

/** A request the app made, as a stub sees it: which endpoint, with what. */
export type StubCall = {
  endpoint: Endpoint
  method: string
  url: string
  params: Record<string, string>
  query: URLSearchParams
  headers: Record<string, string>
  body: unknown
}
/** Answers one request. `reply`, `refuse` and `noContent` check the answer against the contract. */
export type Handler = (call: StubCall) => Response | Promise<Response>

type SuccessInput<E extends Endpoint> = {
  [S in keyof E['responses']]: S extends number ? z.input<E['responses'][S]> : never
}[keyof E['responses']]

const successStatuses = (endpoint: Endpoint) =>
  Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status < 400)

function contractBody(endpoint: Endpoint, status: number, data: unknown): unknown {
  const schema = endpoint.responses[status] ?? (status >= 400 ? errorBodySchema : undefined)
  const where = `${endpoint.method} ${endpoint.path}`
  if (!schema) throw new Error(`${where} declares no ${status} answer: the stub cannot send it`)
  const parsed = schema.safeParse(data)
  if (!parsed.success)
    throw new Error(`${where}: a ${status} its contract refuses: ${parsed.error}`)
  return data
}

function respond(status: number, data: unknown, headers: Record<string, string> = {}) {
  if (data === null) return new Response(null, { status, headers })
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/**
 * An answer its endpoint's contract validates: by default the first success status the contract
 * declares (204 for null); an error status carries the house body unless the contract lists a
 * richer one.
 */
export function reply(
  data: unknown,
  options: { status?: number; headers?: Record<string, string> } = {},
): Handler {
  return ({ endpoint }) => {
    const status =
      options.status ?? (data === null ? 204 : successStatuses(endpoint).find((s) => s !== 204))
    if (status === undefined) throw new Error(`${endpoint.path} declares no success answer`)
    return respond(status, contractBody(endpoint, status, data), options.headers)
  }
}

/** `reply` with an answer made from the call (its body, parameters or query). */
export const replyWith =
  (answerOf: (call: StubCall) => unknown, options?: Parameters<typeof reply>[1]): Handler =>
  (call) =>
    reply(answerOf(call), options)(call)

/** 204: the contract must declare it ('no data', no open BID). */
export const noContent: Handler = reply(null, { status: 204 })

/** `{ success: true, message }`: the answer of calls that only confirm what they did. */
export const replyMessage = (message: string) => reply({ success: true, message })

/** A refusal in the house shape `{ success: false, message, errors? }`. */
export const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  reply({ success: false, message, ...extra }, { status })

/** Only the calls with these path parameters and query values (compared as text). */
export type Where = {
  params?: Record<string, string | number>
  query?: Record<string, string | number>
}

/**
 * An endpoint and how it answers: one handler for every call, or a list that answers successive
 * calls in turn and then keeps repeating its last entry; optionally only the calls `Where` names.
 */
export type Route = readonly [Endpoint, Handler | readonly Handler[], Where?]

const matches = (call: StubCall, where: Where = {}) =>
  Object.entries(where.params ?? {}).every(
    ([name, value]) => call.params[name] === String(value),
  ) &&
  Object.entries(where.query ?? {}).every(([name, value]) => call.query.get(name) === String(value))

/** A route that always answers `data`, typed and checked now against the endpoint's contract. */
export function answer<E extends Endpoint>(
  endpoint: E,
  data: SuccessInput<E>,
  options: { status?: number; headers?: Record<string, string> } = {},
): Route {
  const handler = reply(data, options)
  void handler({ endpoint } as unknown as StubCall)
  return [endpoint, handler]
}

/** The parameters of `url` if it is a call of `endpoint`, else null. */
function matchCall(endpoint: Endpoint, method: string, url: string) {
  if (method !== endpoint.method) return null
  const names: string[] = []
  const pattern = endpoint.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)/g, (_, name) => {
      names.push(name as string)
      return '([^/?]+)'
    })
  const found = new RegExp(`^${API_BASE}${pattern}(\\?.*)?$`).exec(url)
  if (!found) return null
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]))
}

/** The call `args` (fetch's) makes of `endpoint`, or null for a call of another. */
function callOf(endpoint: Endpoint, args: unknown[]): StubCall | null {
  const { url, method, headers, body } = describeCall(args)
  const params = matchCall(endpoint, method, url)
  if (!params) return null
  const query = new URLSearchParams(url.split('?')[1] ?? '')
  return { endpoint, method, url, params, query, headers, body }
}

/**
 * Stubs fetch with answers by endpoint contract, never by path string. A later route for the
 * same endpoint wins, so `[...baseRoutes, [endpoint, other]]` overrides one answer. A call no
 * route names gets a 500 that says which call it was.
 */
export function stubApi(routes: readonly Route[]) {
  const counters = new Map<Route, number>()
  // A stub answering outside its contract fails the test that made it, whatever the app did.
  const broken: unknown[] = []
  onTestFinished(() => {
    if (broken.length > 0) throw broken[0]
  })
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    for (const route of [...routes].reverse()) {
      const call = callOf(route[0], [input, init])
      if (!call || !matches(call, route[2])) continue
      const handlers = [route[1]].flat() as Handler[]
      const count = counters.get(route) ?? 0
      counters.set(route, count + 1)
      try {
        return await handlers[Math.min(count, handlers.length - 1)]!(call)
      } catch (error) {
        broken.push(error)
        return respond(500, { success: false, message: String(error) })
      }
    }
    return respond(500, { success: false, message: `Sem rota: ${init.method ?? 'GET'} ${input}` })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

export type ApiMock = ReturnType<typeof stubApi>

/** The recorded calls to one endpoint (those `where` names), with their parameters and body. */
export function callsTo(fetchMock: ApiMock, endpoint: Endpoint, where?: Where): StubCall[] {
  return fetchMock.mock.calls.flatMap((args) => {
    const call = callOf(endpoint, args as unknown[])
    return call && matches(call, where) ? [call] : []
  })
}

/** How `requested` names a call of a parameterless endpoint: 'GET /v1/…'. */
export const requestOf = (endpoint: Endpoint) => `${endpoint.method} ${API_BASE}${endpoint.path}`

/** The requests the app made, in order, each as 'METHOD /v1/path' without its query. */
export function requested(fetchMock: ApiMock): string[] {
  return fetchMock.mock.calls.map((args) => {
    const { method, url } = describeCall(args as unknown[])
    return `${method} ${url.split('?')[0]}`
  })
}

/**
 * An answer the test gives when it wants, to observe pending states. Settled before the app
 * has made the request (requests start a task after the render that asks), it answers the
 * request as soon as it comes.
 */
export function deferred() {
  let settle: ((handler: Handler) => void) | null = null
  let early: Handler | null = null
  const route: Handler = (call) =>
    new Promise<Response>((resolve) => {
      const answerWith = (handler: Handler) => resolve(handler(call))
      if (early) answerWith(early)
      else settle = answerWith
      early = null
    })
  return {
    route,
    settle: (handler: Handler) => {
      if (settle) settle(handler)
      else early = handler
    },
  }
}
