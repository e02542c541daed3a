import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makeJwt, makeLoginResponse, makeSession } from '@/test/fixtures'

type Tab = {
  client: typeof import('./session-refresh')
  store: typeof import('./session-store')
}

/** A fresh copy of the session modules: another tab of the same origin, sharing localStorage. */
async function openTab(): Promise<Tab> {
  vi.resetModules()
  const store = await import('./session-store')
  const client = await import('./session-refresh')
  store.restoreSession()
  store.markSessionReady()
  return { client, store }
}

/** Web Locks as a browser gives them: one holder per name at a time, the others queue. */
function fakeLockManager() {
  const queues = new Map<string, Promise<unknown>>()
  const requested: string[] = []
  const request = (name: string, work: () => Promise<unknown>) => {
    requested.push(name)
    const turn = (queues.get(name) ?? Promise.resolve()).then(() => work())
    queues.set(
      name,
      turn.catch(() => {}),
    )
    return turn
  }
  return { request, requested }
}

const renewed = makeLoginResponse({
  accessToken: makeJwt(900, { v: 2 }),
  refreshToken: 'refresh-2',
})

function stubRefreshEndpoint() {
  const fetchMock = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    return jsonResponse(renewed)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem('userData', JSON.stringify(makeSession({ accessToken: makeJwt(100) })))
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks')
  vi.unstubAllGlobals()
})

describe('refresh shared across tabs', () => {
  it('lets one tab renew while the other waits, then uses the token the first one got', async () => {
    const locks = fakeLockManager()
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    const fetchMock = stubRefreshEndpoint()
    const first = await openTab()
    const second = await openTab()

    const [a, b] = await Promise.all([
      first.client.refreshSession(),
      second.client.refreshSession(),
    ])

    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(locks.requested).toEqual(['bidfut-refresh', 'bidfut-refresh'])
    expect(a.refreshToken).toBe('refresh-2')
    expect(b.refreshToken).toBe('refresh-2')
    expect(second.store.getSession()?.accessToken).toBe(renewed.accessToken)
  })

  it('follows a sign-out made by the tab that held the lock', async () => {
    const locks = fakeLockManager()
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ success: false, message: 'Sessão expirada.' }, { status: 401 }),
      ),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = await openTab()
    const second = await openTab()

    const results = await Promise.allSettled([
      first.client.refreshSession(),
      second.client.refreshSession(),
    ])

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(second.store.getSession()).toBeNull()
  })

  it('falls back to one refresh per tab where Web Locks are missing', async () => {
    const fetchMock = stubRefreshEndpoint()
    const tab = await openTab()
    await Promise.all([tab.client.refreshSession(), tab.client.refreshSession()])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(tab.store.getSession()?.refreshToken).toBe('refresh-2')
  })
})
