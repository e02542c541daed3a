import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { liveWithEmail } from '../../db/joins.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers, membershipClaims } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

/** What a group shows of a player who has not joined (the claim's target), with its group. */
const claimableColumns = {
  id: companyPlayers.id,
  companyId: companyPlayers.companyId,
  groupName: companies.name,
  nickname: sql<string>`coalesce(${companyPlayers.nickname}, ${companyPlayers.fullName})`,
  email: companyPlayers.email,
  playerId: companyPlayers.playerId,
  playerLinkGeneration: companyPlayers.playerLinkGeneration,
}

export type Claimable = NonNullable<Awaited<ReturnType<typeof findClaimable>>>

/** A live membership nobody has joined yet: what a player's link or the list may claim. */
export async function findClaimable(db: Conn, companyPlayerId: number, companyId?: number) {
  const rows = await db
    .select(claimableColumns)
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.id, companyPlayerId),
        companyId === undefined ? undefined : eq(companyPlayers.companyId, companyId),
        isNull(companyPlayers.playerId),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .limit(1)
  return rows[0]
}

/**
 * 'Você é um destes?': the group's live players nobody has joined yet, by the name the group
 * calls them, and whether someone's claim on them waits for the organiser.
 */
export async function listUnclaimed(db: Conn, companyId: number) {
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      nickname: sql<string>`coalesce(${companyPlayers.nickname}, ${companyPlayers.fullName})`,
      // Named in full: inside a select's own field drizzle leaves columns unqualified.
      waiting: sql<boolean>`exists (
        select 1 from ${membershipClaims} c
        where c.company_player_id = "company_players"."id" and c.status = 'pending')`,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        isNull(companyPlayers.playerId),
        isNull(companyPlayers.deletedAt),
        eq(companyPlayers.status, 1),
      ),
    )
    .orderBy(
      sql`lower(coalesce(${companyPlayers.nickname}, ${companyPlayers.fullName}))`,
      asc(companyPlayers.id),
    )
}

/** What the organiser typed on a membership: kept on the claim, put back if it is undone. */
export async function typedFieldsOf(tx: Tx, companyId: number, companyPlayerId: number) {
  const rows = await tx
    .select({
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
      phone: companyPlayers.phone,
      birthDate: companyPlayers.birthDate,
      favoriteTeam: companyPlayers.favoriteTeam,
      photoUrl: companyPlayers.photoUrl,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
  return rows[0]!
}

export type TypedFields = Awaited<ReturnType<typeof typedFieldsOf>>

/** The claim is undone: the membership is the group's again, with what the organiser had typed. */
export async function detachMembership(
  tx: Tx,
  companyId: number,
  companyPlayerId: number,
  typed: TypedFields,
) {
  await tx
    .update(companyPlayers)
    .set({ ...typed, playerId: null, joinedAt: null })
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

export async function bumpPlayerLink(db: Conn, companyId: number, companyPlayerId: number) {
  const rows = await db
    .update(companyPlayers)
    .set({ playerLinkGeneration: sql`${companyPlayers.playerLinkGeneration} + 1` })
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.id, companyPlayerId),
        isNull(companyPlayers.playerId),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .returning({ generation: companyPlayers.playerLinkGeneration })
  return rows[0]?.generation
}

/** The group's organisers who can be emailed: whom a claim through the group's link asks. */
export async function organisersWithEmail(db: Conn, companyId: number) {
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      companyId: companyPlayers.companyId,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        inArray(companyPlayers.role, ['administrator', 'manager', 'editor']),
        liveWithEmail(),
        isNotNull(companyPlayers.playerId),
      ),
    )
}
