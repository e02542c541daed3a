import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { clock } from './clock.ts'
import { companyPlayers } from '../db/schema.ts'
import type { Ctx } from './context.ts'

export type MembershipGate = ReturnType<typeof createMembershipGate>

// Long enough to keep polling off the database, short enough that a removal bites in seconds.
const RECHECK_MS = 2000
const CACHE_LIMIT = 10_000

type Seen = { current: string | null; checkedAt: number }

/**
 * Whether an access token still matches its membership: live, active, same person, group and
 * role. Access tokens live 15 minutes; this is what ends a removed member's access sooner.
 */
export function createMembershipGate(db: Db) {
  const seen = new Map<number, Seen>()
  const keyOf = (ctx: Pick<Ctx, 'companyId' | 'playerId' | 'role'>) =>
    `${ctx.companyId}:${ctx.playerId}:${ctx.role}`

  async function read(companyPlayerId: number): Promise<string | null> {
    const [row] = await db
      .select({
        companyId: companyPlayers.companyId,
        playerId: companyPlayers.playerId,
        role: companyPlayers.role,
        status: companyPlayers.status,
        deletedAt: companyPlayers.deletedAt,
      })
      .from(companyPlayers)
      .where(eq(companyPlayers.id, companyPlayerId))
      .limit(1)
    if (!row || row.playerId === null || row.status !== 1 || row.deletedAt) return null
    return keyOf({ companyId: row.companyId, playerId: row.playerId, role: row.role })
  }

  return {
    async isCurrent(ctx: Ctx): Promise<boolean> {
      let entry = seen.get(ctx.companyPlayerId)
      const now = clock.now().getTime()
      // A clock set back must not keep a removed member in for good.
      if (!entry || now < entry.checkedAt || now - entry.checkedAt >= RECHECK_MS) {
        if (seen.size >= CACHE_LIMIT) seen.clear()
        entry = { current: await read(ctx.companyPlayerId), checkedAt: now }
        seen.set(ctx.companyPlayerId, entry)
      }
      return entry.current === keyOf(ctx)
    },
    /** This instance changed the membership: check it again on the next request. */
    forget(companyPlayerId: number) {
      seen.delete(companyPlayerId)
    },
  }
}
