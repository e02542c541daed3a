import { beforeEach, describe, expect, it } from 'vitest'
import { storageKeys } from '@/lib/session-keys'
import { makeJwt, makeSession } from '@/test/fixtures'
import {
  clearSession,
  getAccountSession,
  getSession,
  getSessionState,
  isRefreshTokenValid,
  markSessionReady,
  readStoredSession,
  restoreSession,
  setAccountSession,
  setSession,
  type SessionData,
} from './session-store'

function store(value: unknown): void {
  localStorage.setItem(storageKeys.accessToken, 'a')
  localStorage.setItem(storageKeys.refreshToken, 'r')
  localStorage.setItem(storageKeys.userData, JSON.stringify(value))
}

function storedKeys(): (string | null)[] {
  return Object.values(storageKeys).map((key) => localStorage.getItem(key))
}

const past = () => new Date(Date.now() - 60_000).toISOString()

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('stored session', () => {
  it('writes the three storage keys', () => {
    const session = makeSession()
    setSession(session)
    expect(localStorage.getItem('accessToken')).toBe(session.accessToken)
    expect(localStorage.getItem('refreshToken')).toBe(session.refreshToken)
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(session)
    expect(getSession()).toEqual(session)
  })

  it('treats userData without companyPlayerId as corrupt and clears it', () => {
    const withoutId: Partial<SessionData> = makeSession()
    delete withoutId.companyPlayerId
    store(withoutId)
    expect(readStoredSession()).toBeNull()
    expect(storedKeys()).toEqual([null, null, null, null])
  })

  it('clears userData that is not JSON', () => {
    localStorage.setItem(storageKeys.userData, '{oops')
    expect(readStoredSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.userData)).toBeNull()
  })

  it('clearSession removes everything', () => {
    setSession(makeSession())
    clearSession()
    expect(storedKeys()).toEqual([null, null, null, null])
    expect(getSession()).toBeNull()
  })
})

describe('restoreSession', () => {
  it('restores while the access token has not expired', () => {
    const session = makeSession({ accessToken: makeJwt(60), refreshTokenExpiresAt: past() })
    store(session)
    expect(restoreSession()).toEqual(session)
    expect(getSessionState()).toEqual({ status: 'loading', session, account: null })
  })

  it('restores an expired access token while the refresh token is valid', () => {
    const session = makeSession({ accessToken: makeJwt(-60) })
    store(session)
    expect(restoreSession()).toEqual(session)
  })

  it('clears the session when both tokens are expired', () => {
    store(makeSession({ accessToken: makeJwt(-60), refreshTokenExpiresAt: past() }))
    expect(restoreSession()).toBeNull()
    expect(getSession()).toBeNull()
    expect(storedKeys()).toEqual([null, null, null, null])
  })

  it('counts an undecodable access token as expired', () => {
    store(makeSession({ accessToken: 'two.parts', refreshTokenExpiresAt: past() }))
    expect(restoreSession()).toBeNull()
  })

  it('stays loading until marked ready', () => {
    restoreSession()
    expect(getSessionState().status).toBe('loading')
    markSessionReady()
    expect(getSessionState().status).toBe('ready')
  })
})

describe('isRefreshTokenValid', () => {
  it('needs a refresh expiry in the future', () => {
    expect(isRefreshTokenValid(makeSession())).toBe(true)
    expect(isRefreshTokenValid(makeSession({ refreshTokenExpiresAt: past() }))).toBe(false)
    expect(isRefreshTokenValid(makeSession({ refreshTokenExpiresAt: 'soon' }))).toBe(false)
  })
})

describe('an account-only session (ADR 042)', () => {
  const account = (expiresAt = new Date(Date.now() + 3_600_000).toISOString()) => ({
    id: 7,
    accessToken: makeJwt(3600),
    expiresAt,
    email: 'ze@teste.com',
    name: 'Zé',
  })

  it('replaces a session in a group, and is replaced by one', () => {
    setSession(makeSession())
    setAccountSession(account())
    expect(getSession()).toBeNull()
    expect(getAccountSession()).toMatchObject({ email: 'ze@teste.com' })
    expect(localStorage.getItem(storageKeys.userData)).toBeNull()
    setSession(makeSession())
    expect(getAccountSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.accountSession)).toBeNull()
  })

  it('is restored while it lasts, dropped once expired, and cleared with the rest', () => {
    setAccountSession(account())
    restoreSession()
    expect(getSessionState().account).toMatchObject({ name: 'Zé' })
    clearSession()
    expect(storedKeys()).toEqual([null, null, null, null])

    setAccountSession(account(past()))
    restoreSession()
    expect(getAccountSession()).toBeNull()
    expect(localStorage.getItem(storageKeys.accountSession)).toBeNull()
  })
})
