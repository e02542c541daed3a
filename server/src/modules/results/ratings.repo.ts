import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { memberRatings } from '../../db/schema/results.ts'

// The skills the draw uses (ADR 039): each member's learned rating and the organisers' level.

type Conn = Db | Tx

export async function listRatings(db: Conn, companyId: number) {
  return db.select().from(memberRatings).where(eq(memberRatings.companyId, companyId))
}

export async function upsertRating(
  tx: Tx,
  row: { companyId: number; companyPlayerId: number; mu: number; sigma: number; games: number },
  now: Date,
) {
  await tx
    .insert(memberRatings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: memberRatings.companyPlayerId,
      set: { mu: row.mu, sigma: row.sigma, games: row.games, updatedAt: now },
    })
}

export async function listSkillLevels(db: Conn, companyId: number) {
  return db
    .select({ companyPlayerId: companyPlayers.id, skillLevel: companyPlayers.skillLevel })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
}

export async function setSkillLevel(
  tx: Tx,
  companyId: number,
  companyPlayerId: number,
  level: number,
) {
  await tx
    .update(companyPlayers)
    .set({ skillLevel: level })
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}
