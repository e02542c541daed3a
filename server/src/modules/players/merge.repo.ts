import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { bidDays, bidPlayers, reminderLinks } from '../../db/schema/bids.ts'
import {
  accountTokens,
  companyPlayers,
  invitations,
  refreshTokens,
} from '../../db/schema/memberships.ts'

/** Both live memberships of the group, locked until the merge commits. */
export async function lockMembers(tx: Tx, companyId: number, ids: number[]) {
  return tx
    .select({
      id: companyPlayers.id,
      playerId: companyPlayers.playerId,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      email: companyPlayers.email,
      phone: companyPlayers.phone,
      birthDate: companyPlayers.birthDate,
      favoriteTeam: companyPlayers.favoriteTeam,
      role: companyPlayers.role,
      status: companyPlayers.status,
      createdAt: companyPlayers.createdAt,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        inArray(companyPlayers.id, ids),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .for('update')
}

export type MergeEntry = Awaited<ReturnType<typeof listEntries>>[number]

export async function listEntries(tx: Tx, companyId: number, companyPlayerId: number) {
  return tx
    .select({
      id: bidPlayers.id,
      bidDayId: bidPlayers.bidDayId,
      status: bidPlayers.status,
      quantityOfGoals: bidPlayers.quantityOfGoals,
      assistGoals: bidPlayers.assistGoals,
      ballRecoveries: bidPlayers.ballRecoveries,
      goalKeeperDefender: bidPlayers.goalKeeperDefender,
      weeklyTeam: bidPlayers.weeklyTeam,
    })
    .from(bidPlayers)
    .where(
      and(eq(bidPlayers.companyId, companyId), eq(bidPlayers.companyPlayerId, companyPlayerId)),
    )
}

export async function deleteEntry(tx: Tx, companyId: number, id: number) {
  await tx.delete(bidPlayers).where(and(eq(bidPlayers.companyId, companyId), eq(bidPlayers.id, id)))
}

export async function updateEntry(
  tx: Tx,
  companyId: number,
  id: number,
  change: Partial<typeof bidPlayers.$inferInsert>,
) {
  await tx
    .update(bidPlayers)
    .set(change)
    .where(and(eq(bidPlayers.companyId, companyId), eq(bidPlayers.id, id)))
}

/** Every remaining entry of one member becomes the other's; returns how many moved. */
export async function moveEntries(tx: Tx, companyId: number, from: number, to: number) {
  const moved = await tx
    .update(bidPlayers)
    .set({ companyPlayerId: to })
    .where(and(eq(bidPlayers.companyId, companyId), eq(bidPlayers.companyPlayerId, from)))
    .returning({ id: bidPlayers.id })
  return moved.length
}

/** A reminder already emailed to the merged entry still answers, now for the kept member. */
export async function moveReminderLinks(tx: Tx, companyId: number, from: number, to: number) {
  await tx
    .update(reminderLinks)
    .set({ companyPlayerId: to })
    .where(and(eq(reminderLinks.companyId, companyId), eq(reminderLinks.companyPlayerId, from)))
}

/** What only made sense for the removed membership: its links, invitations and sessions. */
export async function deleteMembershipLeftovers(
  tx: Tx,
  companyId: number,
  companyPlayerId: number,
) {
  await tx.delete(accountTokens).where(eq(accountTokens.companyPlayerId, companyPlayerId))
  await tx.delete(refreshTokens).where(eq(refreshTokens.companyPlayerId, companyPlayerId))
  await tx
    .delete(invitations)
    .where(
      and(eq(invitations.companyId, companyId), eq(invitations.companyPlayerId, companyPlayerId)),
    )
}

export async function deleteMembership(tx: Tx, companyId: number, companyPlayerId: number) {
  await tx
    .delete(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

/** The group's BIDs that keep a team draw (any status): the draw names members by id. */
export async function listDraws(tx: Tx, companyId: number) {
  return tx
    .select({ id: bidDays.id, drawnTeams: bidDays.drawnTeams })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), isNotNull(bidDays.drawnTeams)))
}

export async function saveDraw(tx: Tx, companyId: number, bidDayId: number, draw: unknown) {
  await tx
    .update(bidDays)
    .set({ drawnTeams: draw, version: sql`${bidDays.version} + 1` })
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
}

/** The kept member takes over the merged one's personal data where its own is blank. */
export async function fillMembership(
  tx: Tx,
  companyId: number,
  companyPlayerId: number,
  changes: Partial<
    Pick<
      typeof companyPlayers.$inferInsert,
      'nickname' | 'email' | 'phone' | 'birthDate' | 'favoriteTeam' | 'createdAt'
    >
  >,
) {
  if (Object.keys(changes).length === 0) return
  await tx
    .update(companyPlayers)
    .set(changes)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}
