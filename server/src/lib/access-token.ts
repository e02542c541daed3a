import { SignJWT, jwtVerify } from 'jose'
import { accessClaimsSchema } from '@bidfut/domain/contracts/accounts'
import type { Ctx } from './context.ts'

export type AccessTokens = ReturnType<typeof createAccessTokens>

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(ctx: Ctx): Promise<string> {
      return new SignJWT({ cpid: ctx.companyPlayerId, cid: ctx.companyId, role: ctx.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(ctx.playerId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key)
    },
    /** Returns null for anything not signed by us with HS256 and unexpired (alg "none" included). */
    async verify(token: string): Promise<Ctx | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const claims = accessClaimsSchema.parse(payload)
        return {
          playerId: Number(claims.sub),
          companyPlayerId: claims.cpid,
          companyId: claims.cid,
          role: claims.role,
        }
      } catch {
        return null
      }
    },
  }
}
