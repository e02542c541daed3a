import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers, invitations } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

export async function insertInvitation(db: Conn, values: typeof invitations.$inferInsert) {
  const [row] = await db
    .insert(invitations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: invitations.id })
  return row
}

const openInvitationsOf = (playerId: number) =>
  and(
    eq(invitations.playerId, playerId),
    isNull(invitations.answeredAt),
    isNull(companyPlayers.deletedAt),
    isNull(companyPlayers.playerId),
  )

/** Invitations still waiting for this account's answer, for groups that still want them. */
export async function listOpenInvitations(db: Conn, playerId: number) {
  return db
    .select({ id: invitations.id, groupName: companies.name, createdAt: invitations.createdAt })
    .from(invitations)
    .innerJoin(
      companyPlayers,
      and(
        eq(companyPlayers.companyId, invitations.companyId),
        eq(companyPlayers.id, invitations.companyPlayerId),
      ),
    )
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(openInvitationsOf(playerId))
    .orderBy(asc(invitations.createdAt))
}

/** Answers the invitation once: of two concurrent answers, only one gets the row back. */
export async function answerInvitation(tx: Tx, playerId: number, invitationId: number) {
  const [row] = await tx
    .update(invitations)
    .set({ answeredAt: new Date() })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.playerId, playerId),
        isNull(invitations.answeredAt),
      ),
    )
    .returning({ companyId: invitations.companyId, companyPlayerId: invitations.companyPlayerId })
  return row
}

/** The group no longer waits for an answer (membership removed, joined, or its email changed). */
export async function withdrawInvitations(db: Conn, companyId: number, companyPlayerId: number) {
  await db
    .update(invitations)
    .set({ answeredAt: new Date() })
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.companyPlayerId, companyPlayerId),
        isNull(invitations.answeredAt),
      ),
    )
}
