import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies, companyPlayers } from '../../db/schema.ts'
import type { Account } from './people.repo.ts'

type Conn = Db | Tx

/** A pending membership: not removed and not joined by anyone yet. */
export async function findPendingMembership(db: Conn, companyId: number, companyPlayerId: number) {
  const rows = await db
    .select({
      id: companyPlayers.id,
      companyId: companyPlayers.companyId,
      groupName: companies.name,
    })
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.id, companyPlayerId),
        isNull(companyPlayers.playerId),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .limit(1)
  return rows[0]
}

/** Whether the account already has a live membership in the group. */
export async function isAlreadyMember(db: Conn, companyId: number, playerId: number) {
  const rows = await db
    .select({ id: companyPlayers.id })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.playerId, playerId),
        isNull(companyPlayers.deletedAt),
        isNotNull(companyPlayers.playerId),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/**
 * The person joins a pending membership: from now on the group sees their own profile, and only
 * they change it. Position and nickname stay the group's.
 */
export async function joinMembership(
  db: Conn,
  membership: { companyId: number; id: number },
  account: Account,
  groupFields: {
    playerPosition?: (typeof companyPlayers.$inferInsert)['playerPosition']
    nickname?: string
  } = {},
) {
  await db
    .update(companyPlayers)
    .set({
      playerId: account.id,
      fullName: account.fullName,
      email: account.email,
      phone: account.phone,
      birthDate: account.birthDate,
      favoriteTeam: account.favoriteTeam,
      photoUrl: account.photoUrl,
      joinedAt: new Date(),
      ...groupFields,
    })
    .where(
      and(eq(companyPlayers.companyId, membership.companyId), eq(companyPlayers.id, membership.id)),
    )
}

/** The account's membership in the group, removed or not (one per account and group, ever). */
export async function findAccountMembership(db: Conn, companyId: number, playerId: number) {
  const rows = await db
    .select({ id: companyPlayers.id, deletedAt: companyPlayers.deletedAt })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.playerId, playerId)))
    .limit(1)
  return rows[0]
}
