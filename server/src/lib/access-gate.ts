import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { accountSessions, companyPlayers, refreshTokens } from '../db/schema.ts'
import type { Touches } from './changes.ts'
import { clock } from './clock.ts'
import type { AccountCtx, SessionCtx } from './context.ts'

export type AccessGate = ReturnType<typeof createAccessGate>

// Long enough to keep polling off the database, short enough that a removal or a sign-out bites
// in seconds, on every instance.
export const RECHECK_MS = 2000
const CACHE_LIMIT = 10_000

type Seen = {
  companyPlayerId: number
  sessionId: string
  playerId: number
  current: string | null
  checkedAt: number
}

/**
 * Whether an access token still stands for a live session: its refresh family not revoked (logout,
 * password change or reset, theft detection), and its membership live, active, same person, group
 * and role. Access tokens live 15 minutes; this is what ends them within seconds. One indexed read
 * per session every 2 s per instance, whatever the number of requests.
 */
export function createAccessGate(db: Db) {
  // By membership and session: a session belongs to one membership.
  const seen = new Map<string, Seen>()
  const keyOf = (ctx: Pick<SessionCtx, 'companyId' | 'companyPlayerId' | 'playerId' | 'role'>) =>
    `${ctx.companyId}:${ctx.companyPlayerId}:${ctx.playerId}:${ctx.role}`

  async function read(ctx: SessionCtx): Promise<string | null> {
    const [row] = await db
      .select({
        companyId: companyPlayers.companyId,
        playerId: companyPlayers.playerId,
        role: companyPlayers.role,
        status: companyPlayers.status,
        deletedAt: companyPlayers.deletedAt,
        // Revocation is always family-wide: one revoked token means the session ended.
        sessionEnded: sql<boolean>`exists (select 1 from ${refreshTokens}
          where ${refreshTokens.familyId} = ${ctx.sessionId} and ${refreshTokens.revokedAt} is not null)`,
      })
      .from(companyPlayers)
      .where(eq(companyPlayers.id, ctx.companyPlayerId))
      .limit(1)
    if (!row || row.sessionEnded || row.playerId === null || row.status !== 1 || row.deletedAt) {
      return null
    }
    return keyOf({ ...row, playerId: row.playerId, companyPlayerId: ctx.companyPlayerId })
  }

  // Account-only sessions (ADR 042), by session id: live until they expire or are ended.
  const accountSessionsSeen = new Map<
    string,
    { playerId: number; live: boolean; checkedAt: number }
  >()
  async function readAccountSession(account: AccountCtx): Promise<boolean> {
    const [row] = await db
      .select({ id: accountSessions.id })
      .from(accountSessions)
      .where(
        and(
          eq(accountSessions.id, account.sessionId),
          eq(accountSessions.playerId, account.playerId),
          isNull(accountSessions.revokedAt),
          gt(accountSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
    return row !== undefined
  }

  return {
    async isCurrent(ctx: SessionCtx): Promise<boolean> {
      const now = clock.now().getTime()
      const cacheKey = `${ctx.companyPlayerId}:${ctx.sessionId}`
      let entry = seen.get(cacheKey)
      // A clock set back must not keep an ended session or a removed member in for good.
      if (!entry || now < entry.checkedAt || now - entry.checkedAt >= RECHECK_MS) {
        if (seen.size >= CACHE_LIMIT) seen.clear()
        entry = {
          companyPlayerId: ctx.companyPlayerId,
          sessionId: ctx.sessionId,
          playerId: ctx.playerId,
          current: await read(ctx),
          checkedAt: now,
        }
        seen.set(cacheKey, entry)
      }
      return entry.current === keyOf(ctx)
    },
    /** Whether an account-only session (ADR 042) is still live: read again every 2 s. */
    async isAccountSessionCurrent(account: AccountCtx): Promise<boolean> {
      const now = clock.now().getTime()
      let entry = accountSessionsSeen.get(account.sessionId)
      if (!entry || now < entry.checkedAt || now - entry.checkedAt >= RECHECK_MS) {
        if (accountSessionsSeen.size >= CACHE_LIMIT) accountSessionsSeen.clear()
        const live = await readAccountSession(account)
        entry = { playerId: account.playerId, live, checkedAt: now }
        accountSessionsSeen.set(account.sessionId, entry)
      }
      return entry.live && entry.playerId === account.playerId
    },
    /**
     * After this instance's commit: a changed membership, an ended session or an account whose
     * sessions ended is checked again on its next request.
     */
    dropTouched({ memberships, sessions, accounts }: Touches) {
      if (memberships.size + sessions.size + accounts.size === 0) return
      for (const [key, entry] of seen) {
        if (
          memberships.has(entry.companyPlayerId) ||
          sessions.has(entry.sessionId) ||
          accounts.has(entry.playerId)
        ) {
          seen.delete(key)
        }
      }
      // Account-only sessions (ADR 042): ended by a logout, a password change or an erasure.
      for (const [sessionId, entry] of accountSessionsSeen) {
        if (sessions.has(sessionId) || accounts.has(entry.playerId)) {
          accountSessionsSeen.delete(sessionId)
        }
      }
    },
  }
}
