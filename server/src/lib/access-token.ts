import { SignJWT, jwtVerify } from 'jose'
import { accessClaimsSchema } from '@bidfut/domain/contracts/accounts'
import type { AccountCtx, SessionCtx } from './context.ts'

export type AccessTokens = ReturnType<typeof createAccessTokens>

// Polling organisers present the same token every few seconds: remembering tokens already
// verified (until they expire) takes the HMAC off the hot path.
const VERIFIED_CACHE_LIMIT = 10_000

/** A verified token: a session in a group, or an account-only one (ADR 042). */
type Verified = { ctx: SessionCtx } | { account: AccountCtx }

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret)
  const verified = new Map<string, { token: Verified; expiresAt: number }>()

  function remember(token: string, found: Verified, exp: number | undefined) {
    if (verified.size >= VERIFIED_CACHE_LIMIT) verified.clear()
    verified.set(token, { token: found, expiresAt: (exp ?? 0) * 1000 })
  }

  /** Anything not signed by us with HS256 and unexpired (alg "none" included) is null. */
  async function decode(token: string): Promise<Verified | null> {
    const known = verified.get(token)
    if (known) {
      if (known.expiresAt > Date.now()) return known.token
      verified.delete(token)
    }
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      const claims = accessClaimsSchema.parse(payload)
      const playerId = Number(claims.sub)
      const found: Verified =
        'scope' in claims
          ? { account: { playerId, sessionId: claims.sid } }
          : {
              ctx: {
                playerId,
                companyPlayerId: claims.cpid,
                companyId: claims.cid,
                role: claims.role,
                sessionId: claims.sid,
              },
            }
      remember(token, found, payload.exp)
      return found
    } catch {
      return null
    }
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
    /** An account-only session's token (ADR 042): no group, no role, valid until `expiresAt`. */
    async signAccount(account: AccountCtx, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: account.sessionId, scope: 'account' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(account.playerId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key)
    },
    /** The caller of a session in a group; null for anything else. */
    async verify(token: string): Promise<SessionCtx | null> {
      const found = await decode(token)
      return found && 'ctx' in found ? found.ctx : null
    },
    /** The account of an account-only session's token; null for anything else. */
    async verifyAccount(token: string): Promise<AccountCtx | null> {
      const found = await decode(token)
      return found && 'account' in found ? found.account : null
    },
  }
}
