import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { endpoint } from '@bidfut/domain/endpoints/endpoint'
import { storageKeys } from '@/lib/session-keys'
import {
  describeCall,
  jsonResponse,
  makeJwt,
  makeLoginResponse,
  makeSession,
} from '@/test/fixtures'
import { apiCall, apiExchange } from './api-client'
import { ApiError, UNEXPECTED_RESPONSE } from './api-error'
import { apiPath } from './api-url'
import { initSession, sessionMessages } from './session-refresh'
import {
  clearSession,
  getSession,
  getSessionState,
  markSessionReady,
  setSession,
} from './session-store'

const renewed = makeLoginResponse({
  accessToken: makeJwt(900, { v: 2 }),
  refreshToken: 'refresh-2',
})

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: string, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function bearer(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.Authorization
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, url: string) {
  return fetchMock.mock.calls.filter(([called]) => called === url)
}

// Endpoints of this test alone, each answering what its contract says.
const ok = { 200: z.object({ ok: z.literal(true) }) }
const create = endpoint({
  method: 'POST',
  path: '/bids/create-bid',
  body: z.object({ a: z.number() }),
  responses: ok,
})
const x = endpoint({ method: 'GET', path: '/x', responses: ok })
const a = endpoint({ method: 'GET', path: '/a', responses: ok })
const b = endpoint({ method: 'GET', path: '/b', responses: ok })
const echo = (path: '/a' | '/b') =>
  endpoint({ method: 'GET', path, responses: { 200: z.object({ path: z.string() }) } })
const versioned = endpoint({
  method: 'GET',
  path: '/bids/current-bid',
  responses: { 200: z.object({ n: z.number() }), 304: z.null() },
})
const REFRESH = apiPath(accounts.refreshToken)

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

// What the test endpoints below answer, as every call now states it.

beforeEach(() => {
  clearSession()
  markSessionReady()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('apiCall basics', () => {
  it("sends JSON with the bearer token to the contract's path", async () => {
    const session = makeSession()
    setSession(session)
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    await expect(apiCall(create, { body: { a: 1 } })).resolves.toEqual({ ok: true })
    const call = describeCall(fetchMock.mock.calls[0]!)
    expect(call).toMatchObject({ url: apiPath(create), method: 'POST', body: { a: 1 } })
    expect(call.headers.Authorization).toBe(`Bearer ${session.accessToken}`)
    expect(call.headers['Content-Type']).toBe('application/json')
  })

  it('returns null for a 204 its contract declares', async () => {
    setSession(makeSession())
    stubFetch(() => new Response(null, { status: 204 }))
    const maybe = endpoint({ method: 'GET', path: '/x', responses: { ...ok, 204: z.null() } })
    await expect(apiCall(maybe)).resolves.toBeNull()
  })

  it('refuses a status its contract does not declare, and logs it', async () => {
    setSession(makeSession())
    stubFetch(() => new Response(null, { status: 204 }))
    await expect(apiCall(x)).rejects.toMatchObject({ status: 204, message: UNEXPECTED_RESPONSE })
    expect(console.error).toHaveBeenCalledWith(`Unexpected status 204 from ${apiPath(x)}`)
  })

  it("turns an empty body where the contract promises one into 'Resposta inválida do servidor'", async () => {
    setSession(makeSession())
    stubFetch(() => new Response(null, { status: 200 }))
    await expect(apiCall(x)).rejects.toMatchObject({
      status: 200,
      message: 'Resposta inválida do servidor',
    })
    await expect(apiCall(x, { emptyMessage: 'Nada aqui' })).rejects.toThrow('Nada aqui')
  })

  it('answers the body as its contract reads it: unknown fields are dropped', async () => {
    setSession(makeSession())
    stubFetch(() => jsonResponse({ ok: true, internal: 'x' }))
    await expect(apiCall(x)).resolves.toEqual({ ok: true })
  })

  it('turns a body outside its contract into a pt-BR error and logs why', async () => {
    setSession(makeSession())
    stubFetch(() => jsonResponse({ ok: 'yes' }))
    const error = await apiCall(x).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_RESPONSE })
    expect(UNEXPECTED_RESPONSE).toBe('Resposta inesperada do servidor. Tente novamente.')
    expect(console.error).toHaveBeenCalledWith(
      `Unexpected response from ${apiPath(x)}`,
      expect.anything(),
    )
  })

  it("reports a body that is not JSON as 'Resposta inválida do servidor'", async () => {
    setSession(makeSession())
    stubFetch(() => new Response('<html>', { status: 200 }))
    await expect(apiCall(x)).rejects.toThrow('Resposta inválida do servidor')
  })

  it('uses the server message and field errors', async () => {
    setSession(makeSession())
    stubFetch(() =>
      jsonResponse(
        { success: false, message: 'Dados inválidos.', errors: { email: 'Email inválido' } },
        { status: 400 },
      ),
    )
    const error = await apiCall(x).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      message: 'Dados inválidos.',
      fieldErrors: { email: 'Email inválido' },
      sessionEnded: false,
    })
  })

  it("falls back to 'Erro {status}: {statusText}', then 'Erro desconhecido'", async () => {
    setSession(makeSession())
    stubFetch(() => new Response('<html>', { status: 500, statusText: 'Internal Server Error' }))
    await expect(apiCall(x)).rejects.toThrow('Erro 500: Internal Server Error')
    stubFetch(() => new Response(null, { status: 500 }))
    await expect(apiCall(x)).rejects.toThrow('Erro desconhecido')
  })

  it('tells a server out of reach from a real error', async () => {
    setSession(makeSession())
    const away = { unreachable: true, sessionEnded: false }
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiCall(x)).rejects.toMatchObject({
      ...away,
      status: 0,
      message: 'Sem conexão com o servidor. Tente de novo em instantes.',
    })
    for (const status of [502, 503, 504]) {
      stubFetch(() => new Response('<html>Bad Gateway</html>', { status }))
      await expect(apiCall(x)).rejects.toMatchObject({
        ...away,
        status,
        message: 'Sem conexão com o servidor. Tente de novo em instantes.',
      })
    }
    const databaseDown = { success: false, message: 'Serviço temporariamente indisponível.' }
    stubFetch(() => jsonResponse(databaseDown, { status: 503, headers: { 'Retry-After': '3' } }))
    await expect(apiCall(x)).rejects.toMatchObject({
      ...away,
      retryAfterSeconds: 3,
      message: databaseDown.message,
    })
    // Ours, naming a cause that lasts and no time to come back: the screen shows it as it is.
    const providerDown = { success: false, message: 'Previsão não disponível' }
    stubFetch(() => jsonResponse(providerDown, { status: 503 }))
    await expect(apiCall(x)).rejects.toMatchObject({
      unreachable: false,
      message: 'Previsão não disponível',
    })
  })

  it('never refreshes on a 401 from login', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: false, message: 'Email ou senha inválidos.' }, { status: 401 }),
    )
    const body = { email: 'ana@example.com', password: 'errada', keepLogged: false }
    await expect(apiCall(accounts.login, { body, auth: false })).rejects.toThrow(
      'Email ou senha inválidos.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('request start', () => {
  it('starts each request in a task of its own, after the code that asked for it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    const calls = [apiCall(a, { auth: false }), apiCall(b, { auth: false })]
    await Promise.resolve()
    expect(fetchMock).not.toHaveBeenCalled()
    await expect(Promise.all(calls)).resolves.toEqual([{ ok: true }, { ok: true }])
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([apiPath(a), apiPath(b)])
  })

  it('never sends a request cancelled before it started', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    const controller = new AbortController()
    const call = apiCall(a, { auth: false, signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('starts at once in a hidden tab, where a timer would wait a second', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    const call = apiCall(a, { auth: false })
    expect(fetchMock).toHaveBeenCalledOnce()
    await expect(call).resolves.toEqual({ ok: true })
  })
})

describe('apiExchange revalidation', () => {
  it('sends extra headers and exposes the response headers', async () => {
    setSession(makeSession())
    const fetchMock = stubFetch(() => jsonResponse({ n: 1 }, { headers: { ETag: 'W/"v1"' } }))
    const result = await apiExchange(versioned, { headers: { 'If-None-Match': 'W/"v0"' } })
    expect(result).toMatchObject({ status: 200, data: { n: 1 } })
    expect(result.headers.get('etag')).toBe('W/"v1"')
    const call = describeCall(fetchMock.mock.calls[0]!)
    expect(call.headers['If-None-Match']).toBe('W/"v0"')
    expect(call.headers.Accept).toBe('application/json')
  })

  it('resolves a 304 with null data instead of failing', async () => {
    setSession(makeSession())
    stubFetch(() => new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } }))
    const result = await apiExchange(versioned, { headers: { 'If-None-Match': 'W/"v1"' } })
    expect(result).toMatchObject({ status: 304, data: null })
    expect(result.headers.get('etag')).toBe('W/"v1"')
  })
})

describe('token renewal after 401', () => {
  it('shares one refresh between concurrent 401s and retries each call once', async () => {
    const session = makeSession()
    setSession(session)
    const fetchMock = stubFetch(async (url, init) => {
      if (url === REFRESH) {
        await tick()
        return jsonResponse(renewed)
      }
      return bearer(init) === `Bearer ${renewed.accessToken}`
        ? jsonResponse({ path: url })
        : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 })
    })

    const results = await Promise.all([apiCall(echo('/a')), apiCall(echo('/b'))])

    expect(results).toEqual([{ path: apiPath(a) }, { path: apiPath(b) }])
    const refreshCalls = callsTo(fetchMock, REFRESH)
    expect(refreshCalls).toHaveLength(1)
    expect(describeCall(refreshCalls[0]!).body).toEqual({
      refreshToken: session.refreshToken,
      companyPlayerId: session.companyPlayerId,
    })
    expect(callsTo(fetchMock, apiPath(a))).toHaveLength(2)
    expect(callsTo(fetchMock, apiPath(b))).toHaveLength(2)
    expect(getSession()?.accessToken).toBe(renewed.accessToken)
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2')
  })

  it('clears the session when the refresh fails', async () => {
    setSession(makeSession())
    const fetchMock = stubFetch((url) =>
      url === REFRESH
        ? jsonResponse({ success: false, message: 'Sessão inválida.' }, { status: 401 })
        : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
    )
    const error = await apiCall(a).catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 401,
      message: 'Erro ao renovar sessão. Faça login novamente.',
      sessionEnded: true,
    })
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.userData)).toBeNull()
    expect(callsTo(fetchMock, apiPath(a))).toHaveLength(1)
  })

  it('keeps the session when the refresh finds the server away', async () => {
    const session = makeSession()
    setSession(session)
    const databaseDown = { success: false, message: 'Serviço temporariamente indisponível.' }
    for (const away of [
      () => jsonResponse(databaseDown, { status: 503, headers: { 'Retry-After': '3' } }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      stubFetch((url) =>
        url === REFRESH
          ? away()
          : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
      )
      await expect(apiCall(a)).rejects.toMatchObject({
        unreachable: true,
        sessionEnded: false,
      })
      expect(getSession()?.refreshToken).toBe(session.refreshToken)
    }
  })

  it('clears the session when the call is still 401 after the retry', async () => {
    setSession(makeSession())
    const fetchMock = stubFetch((url) =>
      url === REFRESH
        ? jsonResponse(renewed)
        : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
    )
    await expect(apiCall(a)).rejects.toMatchObject({
      message: 'Sessão expirada. Faça login novamente.',
      sessionEnded: true,
    })
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1)
    expect(callsTo(fetchMock, apiPath(a))).toHaveLength(2)
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull()
  })

  it('reports missing authentication data when there is nothing to refresh with', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
    )
    await expect(apiCall(a)).rejects.toMatchObject({
      message: sessionMessages.missingAuthData,
      sessionEnded: true,
    })
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(0)
  })
})

describe('refresh racing a logout', () => {
  it('does not restore a session the user left while the refresh was running', async () => {
    setSession(makeSession())
    stubFetch(async (url) => {
      if (url !== REFRESH) {
        return jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 })
      }
      clearSession()
      return jsonResponse(renewed)
    })
    await expect(apiCall(a)).rejects.toMatchObject({ status: 401 })
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.userData)).toBeNull()
  })
})

describe('preventive refresh', () => {
  it('refreshes first when the access token has under 300 s left', async () => {
    setSession(makeSession({ accessToken: makeJwt(299) }))
    const fetchMock = stubFetch((url) =>
      url === REFRESH ? jsonResponse(renewed) : jsonResponse({ ok: true }),
    )
    await apiCall(a)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([REFRESH, apiPath(a)])
    expect(bearer(fetchMock.mock.calls[1]![1]!)).toBe(`Bearer ${renewed.accessToken}`)
  })

  it('does not refresh with plenty of time left', async () => {
    setSession(makeSession({ accessToken: makeJwt(301) }))
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    await apiCall(a)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([apiPath(a)])
  })

  it('does not refresh when the refresh token itself has expired', async () => {
    const past = new Date(Date.now() - 1000).toISOString()
    setSession(makeSession({ accessToken: makeJwt(100), refreshTokenExpiresAt: past }))
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    await apiCall(a)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([apiPath(a)])
  })

  it('renews at start-up before the session is marked ready', async () => {
    const session = makeSession({ accessToken: makeJwt(-10) })
    localStorage.setItem(storageKeys.userData, JSON.stringify(session))
    const fetchMock = stubFetch(() => jsonResponse(renewed))
    const started = initSession()
    expect(getSessionState().status).toBe('loading')
    await started
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(getSessionState()).toMatchObject({
      status: 'ready',
      session: { accessToken: renewed.accessToken },
    })
  })
})
