import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '@/lib/session-keys'
import { z } from 'zod'
import { loginResponseSchema } from '@bidfut/domain/contracts/accounts'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import {
  describeCall,
  jsonResponse,
  makeJwt,
  makeLoginResponse,
  makeSession,
} from '@/test/fixtures'
import {
  ApiError,
  apiFetch,
  apiFetchBody,
  apiRequest,
  initSession,
  sessionMessages,
  UNEXPECTED_RESPONSE,
} from './api-client'
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

function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === path)
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

// What the test endpoints below answer, as every call now states it.
const okBody = { schema: z.object({ ok: z.literal(true) }) }
const pathBody = { schema: z.object({ path: z.string() }) }
const versionBody = { schema: z.object({ n: z.number() }) }

beforeEach(() => {
  clearSession()
  markSessionReady()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('apiFetch basics', () => {
  it('sends JSON with the bearer token under /v1', async () => {
    const session = makeSession()
    setSession(session)
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    await expect(
      apiFetch('/bids/create-bid', { method: 'POST', body: { a: 1 }, ...okBody }),
    ).resolves.toEqual({ ok: true })
    const call = describeCall(fetchMock.mock.calls[0]!)
    expect(call).toMatchObject({ url: '/v1/bids/create-bid', method: 'POST', body: { a: 1 } })
    expect(call.headers.Authorization).toBe(`Bearer ${session.accessToken}`)
    expect(call.headers['Content-Type']).toBe('application/json')
  })

  it('returns null for 204', async () => {
    setSession(makeSession())
    stubFetch(() => new Response(null, { status: 204 }))
    await expect(apiFetch('/bids/current-bid', { schema: noContentSchema })).resolves.toBeNull()
  })

  it("apiFetchBody turns an empty answer into 'Resposta inválida do servidor'", async () => {
    setSession(makeSession())
    stubFetch(() => new Response(null, { status: 204 }))
    await expect(apiFetchBody('/bids/create-bid', okBody)).rejects.toMatchObject({
      status: 204,
      message: 'Resposta inválida do servidor',
    })
  })

  it('answers the body as its contract reads it: unknown fields are dropped', async () => {
    setSession(makeSession())
    stubFetch(() => jsonResponse({ ok: true, internal: 'x' }))
    await expect(apiFetch('/x', okBody)).resolves.toEqual({ ok: true })
  })

  it('turns a body outside its contract into a pt-BR error and logs why', async () => {
    setSession(makeSession())
    stubFetch(() => jsonResponse({ ok: 'yes' }))
    const error = await apiFetch('/x', okBody).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_RESPONSE })
    expect(UNEXPECTED_RESPONSE).toBe('Resposta inesperada do servidor. Tente novamente.')
    expect(console.error).toHaveBeenCalledWith('Unexpected response from /x', expect.anything())
  })

  it("reports a body that is not JSON as 'Resposta inválida do servidor'", async () => {
    setSession(makeSession())
    stubFetch(() => new Response('<html>', { status: 200 }))
    await expect(apiFetch('/x', okBody)).rejects.toThrow('Resposta inválida do servidor')
  })

  it('uses the server message and field errors', async () => {
    setSession(makeSession())
    stubFetch(() =>
      jsonResponse(
        { success: false, message: 'Dados inválidos.', errors: { email: 'Email inválido' } },
        { status: 400 },
      ),
    )
    const error = await apiFetch('/x', okBody).catch((e: unknown) => e)
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
    await expect(apiFetch('/x', okBody)).rejects.toThrow('Erro 500: Internal Server Error')
    stubFetch(() => new Response(null, { status: 500 }))
    await expect(apiFetch('/x', okBody)).rejects.toThrow('Erro desconhecido')
  })

  it('tells a server out of reach from a real error', async () => {
    setSession(makeSession())
    const away = { unreachable: true, sessionEnded: false }
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiFetch('/x', okBody)).rejects.toMatchObject({
      ...away,
      status: 0,
      message: 'Sem conexão com o servidor. Tente de novo em instantes.',
    })
    for (const status of [502, 503, 504]) {
      stubFetch(() => new Response('<html>Bad Gateway</html>', { status }))
      await expect(apiFetch('/x', okBody)).rejects.toMatchObject({
        ...away,
        status,
        message: 'Sem conexão com o servidor. Tente de novo em instantes.',
      })
    }
    const databaseDown = { success: false, message: 'Serviço temporariamente indisponível.' }
    stubFetch(() => jsonResponse(databaseDown, { status: 503, headers: { 'Retry-After': '3' } }))
    await expect(apiFetch('/x', okBody)).rejects.toMatchObject({
      ...away,
      retryAfterSeconds: 3,
      message: databaseDown.message,
    })
    // Ours, naming a cause that lasts and no time to come back: the screen shows it as it is.
    const providerDown = { success: false, message: 'Previsão não disponível' }
    stubFetch(() => jsonResponse(providerDown, { status: 503 }))
    await expect(apiFetch('/x', okBody)).rejects.toMatchObject({
      unreachable: false,
      message: 'Previsão não disponível',
    })
  })

  it('never refreshes on a 401 from login', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: false, message: 'Email ou senha inválidos.' }, { status: 401 }),
    )
    await expect(
      apiFetch('/accounts/login', {
        method: 'POST',
        body: {},
        auth: false,
        schema: loginResponseSchema,
      }),
    ).rejects.toThrow('Email ou senha inválidos.')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('request start', () => {
  it('starts each request in a task of its own, after the code that asked for it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    const calls = [
      apiFetch('/a', { auth: false, ...okBody }),
      apiFetch('/b', { auth: false, ...okBody }),
    ]
    await Promise.resolve()
    expect(fetchMock).not.toHaveBeenCalled()
    await expect(Promise.all(calls)).resolves.toEqual([{ ok: true }, { ok: true }])
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v1/a', '/v1/b'])
  })

  it('never sends a request cancelled before it started', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    const controller = new AbortController()
    const call = apiFetch('/a', { auth: false, signal: controller.signal, ...okBody })
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('starts at once in a hidden tab, where a timer would wait a second', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    const call = apiFetch('/a', { auth: false, ...okBody })
    expect(fetchMock).toHaveBeenCalledOnce()
    await expect(call).resolves.toEqual({ ok: true })
  })
})

describe('apiRequest revalidation', () => {
  it('sends extra headers and exposes the response headers', async () => {
    setSession(makeSession())
    const fetchMock = stubFetch(() => jsonResponse({ n: 1 }, { headers: { ETag: 'W/"v1"' } }))
    const result = await apiRequest('/bids/current-bid', {
      ...versionBody,
      headers: { 'If-None-Match': 'W/"v0"' },
    })
    expect(result).toMatchObject({ status: 200, data: { n: 1 } })
    expect(result.headers.get('etag')).toBe('W/"v1"')
    const call = describeCall(fetchMock.mock.calls[0]!)
    expect(call.headers['If-None-Match']).toBe('W/"v0"')
    expect(call.headers.Accept).toBe('application/json')
  })

  it('resolves a 304 with null data instead of failing', async () => {
    setSession(makeSession())
    stubFetch(() => new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } }))
    const result = await apiRequest('/bids/current-bid', {
      ...versionBody,
      headers: { 'If-None-Match': 'W/"v1"' },
    })
    expect(result).toMatchObject({ status: 304, data: null })
    expect(result.headers.get('etag')).toBe('W/"v1"')
  })
})

describe('token renewal after 401', () => {
  it('shares one refresh between concurrent 401s and retries each call once', async () => {
    const session = makeSession()
    setSession(session)
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/v1/accounts/refresh-token') {
        await tick()
        return jsonResponse(renewed)
      }
      return bearer(init) === `Bearer ${renewed.accessToken}`
        ? jsonResponse({ path: url })
        : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 })
    })

    const results = await Promise.all([apiFetch('/a', pathBody), apiFetch('/b', pathBody)])

    expect(results).toEqual([{ path: '/v1/a' }, { path: '/v1/b' }])
    const refreshCalls = callsTo(fetchMock, '/v1/accounts/refresh-token')
    expect(refreshCalls).toHaveLength(1)
    expect(describeCall(refreshCalls[0]!).body).toEqual({
      refreshToken: session.refreshToken,
      companyPlayerId: session.companyPlayerId,
    })
    expect(callsTo(fetchMock, '/v1/a')).toHaveLength(2)
    expect(callsTo(fetchMock, '/v1/b')).toHaveLength(2)
    expect(getSession()?.accessToken).toBe(renewed.accessToken)
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2')
  })

  it('clears the session when the refresh fails', async () => {
    setSession(makeSession())
    const fetchMock = stubFetch((url) =>
      url === '/v1/accounts/refresh-token'
        ? jsonResponse({ success: false, message: 'Sessão inválida.' }, { status: 401 })
        : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
    )
    const error = await apiFetch('/a', okBody).catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 401,
      message: 'Erro ao renovar sessão. Faça login novamente.',
      sessionEnded: true,
    })
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.userData)).toBeNull()
    expect(callsTo(fetchMock, '/v1/a')).toHaveLength(1)
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
        url === '/v1/accounts/refresh-token'
          ? away()
          : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
      )
      await expect(apiFetch('/a', okBody)).rejects.toMatchObject({
        unreachable: true,
        sessionEnded: false,
      })
      expect(getSession()?.refreshToken).toBe(session.refreshToken)
    }
  })

  it('clears the session when the call is still 401 after the retry', async () => {
    setSession(makeSession())
    const fetchMock = stubFetch((url) =>
      url === '/v1/accounts/refresh-token'
        ? jsonResponse(renewed)
        : jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
    )
    await expect(apiFetch('/a', okBody)).rejects.toMatchObject({
      message: 'Sessão expirada. Faça login novamente.',
      sessionEnded: true,
    })
    expect(callsTo(fetchMock, '/v1/accounts/refresh-token')).toHaveLength(1)
    expect(callsTo(fetchMock, '/v1/a')).toHaveLength(2)
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull()
  })

  it('reports missing authentication data when there is nothing to refresh with', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 }),
    )
    await expect(apiFetch('/a', okBody)).rejects.toMatchObject({
      message: sessionMessages.missingAuthData,
      sessionEnded: true,
    })
    expect(callsTo(fetchMock, '/v1/accounts/refresh-token')).toHaveLength(0)
  })
})

describe('refresh racing a logout', () => {
  it('does not restore a session the user left while the refresh was running', async () => {
    setSession(makeSession())
    stubFetch(async (url) => {
      if (url !== '/v1/accounts/refresh-token') {
        return jsonResponse({ success: false, message: 'Token inválido' }, { status: 401 })
      }
      clearSession()
      return jsonResponse(renewed)
    })
    await expect(apiFetch('/a', okBody)).rejects.toMatchObject({ status: 401 })
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.userData)).toBeNull()
  })
})

describe('preventive refresh', () => {
  it('refreshes first when the access token has under 300 s left', async () => {
    setSession(makeSession({ accessToken: makeJwt(299) }))
    const fetchMock = stubFetch((url) =>
      url === '/v1/accounts/refresh-token' ? jsonResponse(renewed) : jsonResponse({ ok: true }),
    )
    await apiFetch('/a', okBody)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/v1/accounts/refresh-token',
      '/v1/a',
    ])
    expect(bearer(fetchMock.mock.calls[1]![1]!)).toBe(`Bearer ${renewed.accessToken}`)
  })

  it('does not refresh with plenty of time left', async () => {
    setSession(makeSession({ accessToken: makeJwt(301) }))
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    await apiFetch('/a', okBody)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v1/a'])
  })

  it('does not refresh when the refresh token itself has expired', async () => {
    const past = new Date(Date.now() - 1000).toISOString()
    setSession(makeSession({ accessToken: makeJwt(100), refreshTokenExpiresAt: past }))
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    await apiFetch('/a', okBody)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v1/a'])
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
