import { SignJWT, jwtVerify } from 'jose'
import { accessClaimsSchema } from '@bidfut/domain/contracts/accounts'
import type { SessionCtx } from './context.ts'

export type AccessTokens = ReturnType<typeof createAccessTokens>

// Polling organisers present the same token every few seconds: remembering tokens already
// verified (until they expire) takes the HMAC off the hot path.
const VERIFIED_CACHE_LIMIT = 10_000

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret)
  const verified = new Map<string, { ctx: SessionCtx; expiresAt: number }>()

  function remember(token: string, ctx: SessionCtx, exp: number | undefined) {
    if (verified.size >= VERIFIED_CACHE_LIMIT) verified.clear()
    verified.set(token, { ctx, expiresAt: (exp ?? 0) * 1000 })
  }

  return {
    async sign(ctx: SessionCtx): Promise<string> {
      return new SignJWT({
        sid: ctx.sessionId,
        cpid: ctx.companyPlayerId,
        cid: ctx.companyId,
        role: ctx.role,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(ctx.playerId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key)
    },
    /** Returns null for anything not signed by us with HS256 and unexpired (alg "none" included). */
    async verify(token: string): Promise<SessionCtx | null> {
      const known = verified.get(token)
      if (known) {
        if (known.expiresAt > Date.now()) return known.ctx
        verified.delete(token)
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const claims = accessClaimsSchema.parse(payload)
        const ctx: SessionCtx = {
          playerId: Number(claims.sub),
          companyPlayerId: claims.cpid,
          companyId: claims.cid,
          role: claims.role,
          sessionId: claims.sid,
        }
        remember(token, ctx, payload.exp)
        return ctx
      } catch {
        return null
      }
    },
  }
}
