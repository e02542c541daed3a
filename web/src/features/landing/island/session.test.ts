import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { storageKeys } from '@/lib/session-keys'
import { makeSession } from '@/test/fixtures'
import { hasStoredSession, initSession } from './session'
import { mountLanding } from './test-page'

const hour = 3600 * 1000

function token(expSeconds: number) {
  const payload = btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')
  return `h.${payload}.s`
}

beforeEach(() => {
  mountLanding()
})

describe('the landing reads the SPA session', () => {
  it('counts a session whose access or refresh token still works', () => {
    const now = Date.now()
    const store = (session: object) => {
      localStorage.setItem(storageKeys.userData, JSON.stringify(session))
      return hasStoredSession(localStorage, now)
    }
    const base = makeSession()
    expect(store({ ...base, accessToken: token(now / 1000 + 60) })).toBe(true)
    expect(
      store({
        ...base,
        accessToken: token(now / 1000 - 60),
        refreshTokenExpiresAt: new Date(now + hour).toISOString(),
      }),
    ).toBe(true)
    expect(
      store({
        ...base,
        accessToken: token(now / 1000 - 60),
        refreshTokenExpiresAt: new Date(now - hour).toISOString(),
      }),
    ).toBe(false)
    expect(store({ ...base, companyPlayerId: undefined })).toBe(false)
    localStorage.setItem(storageKeys.userData, '{broken')
    expect(hasStoredSession(localStorage, now)).toBe(false)
  })

  it('offers Login and Registro to visitors', () => {
    initSession(document, () => localStorage)
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2)
    expect(screen.getAllByRole('link', { name: 'Registro' })).toHaveLength(2)
    expect(screen.queryByRole('link', { name: 'Ir para o Dashboard' })).toBeNull()
  })

  it("shows 'Ir para o Dashboard' to someone signed in", () => {
    localStorage.setItem(
      storageKeys.userData,
      JSON.stringify({ ...makeSession(), accessToken: token(Date.now() / 1000 + 600) }),
    )
    initSession(document, () => localStorage)
    const links = [
      screen.getByRole('link', { name: 'Dashboard' }),
      screen.getByRole('link', { name: 'Ir para o Dashboard' }),
    ]
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
  })

  it('treats blocked storage as a visitor', () => {
    initSession(document, () => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2)
  })
})
