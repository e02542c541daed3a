import { eq, sql } from 'drizzle-orm'
import { bearer, createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { refreshTokens } from '../../db/schema/memberships.ts'
import { hashToken } from '../../lib/tokens.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from './refresh-verdict.ts'

/** The app on a fresh database, an editor who can sign in, and the refresh calls. */
export async function createRefreshTestApp() {
  const { app, db } = await createTestApp()
  const group = await createGroup(db)
  const { email, member } = await createMember(db, group.id, { role: 'editor' })

  const refresh = (refreshToken: string, companyPlayerId = member.id) =>
    app.inject({
      method: 'POST',
      url: '/v1/accounts/refresh-token',
      payload: { refreshToken, companyPlayerId },
    })

  const profileWith = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/v1/accounts/get-profile', headers: bearer(accessToken) })

  /** Moves the token's rotation back in time, past the grace a concurrent refresh gets. */
  async function rotatedLongAgo(refreshToken: string) {
    await db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})` })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
  }

  return { app, email, member, refresh, profileWith, rotatedLongAgo }
}
