import { describe, expect, it } from 'vitest'
import { loginRedirectState, redirectTargetAfterLogin } from './auth-redirect'

describe('redirectTargetAfterLogin', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(redirectTargetAfterLogin(loginRedirectState('/historico', '?p=2', '#x'))).toBe(
      '/historico?p=2#x',
    )
  })

  it('defaults to /dashboard', () => {
    expect(redirectTargetAfterLogin(null)).toBe('/dashboard')
    expect(redirectTargetAfterLogin({ from: 42 })).toBe('/dashboard')
    expect(redirectTargetAfterLogin({ from: '/login' })).toBe('/dashboard')
  })

  it('never leaves the site', () => {
    expect(redirectTargetAfterLogin({ from: '//evil.example' })).toBe('/dashboard')
    expect(redirectTargetAfterLogin({ from: 'https://evil.example' })).toBe('/dashboard')
  })
})
