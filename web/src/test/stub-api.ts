import { vi } from 'vitest'
import { describeCall, jsonResponse } from './fixtures'

export type Route = (init: RequestInit) => Response | Promise<Response>

/**
 * Stubs fetch with answers by 'METHOD /path' (without /v1). A list answers successive calls in
 * turn and then keeps repeating its last entry; an unknown call gets a 500.
 */
export function stubApi(routes: Record<string, Route | Route[]>) {
  const counters = new Map<string, number>()
  const fetchMock = vi.fn((input: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).replace(/^\/v1/, '')}`
    const route = routes[key]
    if (!route) {
      return Promise.resolve(
        jsonResponse({ success: false, message: `Sem rota: ${key}` }, { status: 500 }),
      )
    }
    const handlers = Array.isArray(route) ? route : [route]
    const count = counters.get(key) ?? 0
    counters.set(key, count + 1)
    return Promise.resolve(handlers[Math.min(count, handlers.length - 1)]!(init))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

export type ApiMock = ReturnType<typeof stubApi>

/** The recorded calls to one endpoint, flattened for assertions. */
export function callsTo(fetchMock: ApiMock, method: string, path: string) {
  return fetchMock.mock.calls
    .map((call) => describeCall(call as unknown[]))
    .filter((call) => call.method === method && call.url === `/v1${path}`)
}

export const noContent = () => new Response(null, { status: 204 })

/**
 * A promise-backed answer the test settles when it wants, to observe pending states. Settled
 * before the app has made the request (requests start a task after the render that asks), it
 * answers the request as soon as it comes.
 */
export function deferred() {
  let settle: ((response: Response) => void) | null = null
  let early: Response | null = null
  const route: Route = () =>
    new Promise<Response>((resolve) => {
      if (early) resolve(early)
      else settle = resolve
      early = null
    })
  return {
    route,
    settle: (response: Response) => {
      if (settle) settle(response)
      else early = response
    },
  }
}
