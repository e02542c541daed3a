import { describe, expect, it, vi } from 'vitest'
import { createAccessTokens } from './access-token.ts'

const ctx = {
  companyId: 1,
  companyPlayerId: 2,
  playerId: 3,
  role: 'editor' as const,
  sessionId: 'session-1',
}

describe('access tokens', () => {
  it('round-trips the caller context', async () => {
    const tokens = createAccessTokens('s'.repeat(40), 60)
    expect(await tokens.verify(await tokens.sign(ctx))).toEqual(ctx)
  })

  it('refuses a token from another key', async () => {
    const ours = createAccessTokens('s'.repeat(40), 60)
    const theirs = createAccessTokens('t'.repeat(40), 60)
    expect(await ours.verify(await theirs.sign(ctx))).toBeNull()
  })

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const tokens = createAccessTokens('s'.repeat(40), 60)
      const token = await tokens.sign(ctx)
      expect(await tokens.verify(token)).toEqual(ctx)
      vi.setSystemTime(Date.now() + 61_000)
      expect(await tokens.verify(token)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
