import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

/**
 * Holds the group's register for names until the transaction ends: two pastes of the same list
 * at once cannot both find a name missing and add it twice. An advisory lock, so settings,
 * check-ins and the register's other writers do not wait on it.
 */
export async function lockRegisterNames(tx: Tx, companyId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`register:${companyId}`}, 0))`,
  )
}

/** The names the register already uses: every live member's full name and nickname. */
export async function listLiveNames(tx: Tx, companyId: number) {
  return tx
    .select({ fullName: companyPlayers.fullName, nickname: companyPlayers.nickname })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
}

export async function insertMemberships(
  tx: Tx,
  rows: (typeof companyPlayers.$inferInsert)[],
): Promise<{ id: number; fullName: string }[]> {
  if (rows.length === 0) return []
  return tx
    .insert(companyPlayers)
    .values(rows)
    .returning({ id: companyPlayers.id, fullName: companyPlayers.fullName })
}
