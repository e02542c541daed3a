import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { PREVENTIVE_REFRESH_SECONDS } from '@bidfut/domain/constants'
import { describeCall, jsonResponse, makeJwt, makeSession } from '@/test/fixtures'
import { apiFetch } from './api-client'
import {
  dropEarlyRequests,
  readStoredAccess,
  RENEWED_BEFORE_USE_SECONDS,
  sendEarlyRequests,
  takeEarlyResponse,
} from './early-requests'
import { clearSession, markSessionReady, setSession } from './session-store'

const session = makeSession({ role: 'editor' })
const countSchema = z.object({ count: z.number() })

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(() => {
  clearSession()
  dropEarlyRequests()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readStoredAccess', () => {
  it("reads the token and role session-store saved, without session-store's code", () => {
    setSession(session)
    expect(readStoredAccess()).toEqual({ token: session.accessToken, role: 'editor' })
  })

  it('is null when nobody is signed in', () => {
    expect(readStoredAccess()).toBeNull()
  })

  it('is null for a token the app renews before its first call', () => {
    expect(RENEWED_BEFORE_USE_SECONDS).toBe(PREVENTIVE_REFRESH_SECONDS)
    setSession(makeSession({ accessToken: makeJwt(PREVENTIVE_REFRESH_SECONDS - 10) }))
    expect(readStoredAccess()).toBeNull()
    setSession(makeSession({ accessToken: 'not-a-jwt' }))
    expect(readStoredAccess()).toBeNull()
  })
})

describe('early requests', () => {
  it('sends the GET with the token and hands its answer over once', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ count: 1 })))
    sendEarlyRequests(['/a'], 'token-1')
    expect(describeCall(fetchMock.mock.calls[0] as unknown[])).toMatchObject({
      method: 'GET',
      url: '/v1/a',
    })
    expect(fetchMock.mock.calls[0]).toMatchObject([
      '/v1/a',
      { headers: { Authorization: 'Bearer token-1' } },
    ])
    await expect(takeEarlyResponse('/a', 'token-1')).resolves.toBeInstanceOf(Response)
    expect(takeEarlyResponse('/a', 'token-1')).toBeUndefined()
  })

  it('keeps an answer sent with another token, or dropped, from anyone', () => {
    stubFetch(() => Promise.resolve(jsonResponse({ count: 1 })))
    sendEarlyRequests(['/a', '/b'], 'token-1')
    expect(takeEarlyResponse('/a', 'token-2')).toBeUndefined()
    dropEarlyRequests()
    expect(takeEarlyResponse('/b', 'token-1')).toBeUndefined()
  })

  it('is what apiFetch answers with for the same path and token: one request in all', async () => {
    setSession(session)
    markSessionReady()
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ count: 3 })))
    sendEarlyRequests(['/statistics/monthly-players'], session.accessToken)
    const data = await apiFetch('/statistics/monthly-players', { schema: countSchema })
    expect(data).toEqual({ count: 3 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('leaves apiFetch to ask again when the early request could not connect', async () => {
    setSession(session)
    markSessionReady()
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    sendEarlyRequests(['/statistics/monthly-players'], session.accessToken)
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ count: 4 })))
    await expect(apiFetch('/statistics/monthly-players', { schema: countSchema })).resolves.toEqual(
      { count: 4 },
    )
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is not used by a request with a body or its own headers', async () => {
    setSession(session)
    markSessionReady()
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ count: 5 })))
    sendEarlyRequests(['/bids/current-bid'], session.accessToken)
    await apiFetch('/bids/current-bid', { schema: countSchema, headers: { 'If-None-Match': 'x' } })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
