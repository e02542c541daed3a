import { describe, expect, it } from 'vitest'
import { appUrl } from './app-url'

describe('appUrl', () => {
  it('puts the path after the origin the app was loaded from', () => {
    expect(appUrl('/check-in')).toBe(`${window.location.origin}/check-in`)
  })

  it('joins an origin given with a trailing slash without doubling it', () => {
    expect(appUrl('/check-in', 'https://bidfut.example/')).toBe('https://bidfut.example/check-in')
  })
})
