import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { bidDays, bidPlayers, reminderLinks } from '../../db/schema/bids.ts'
import { checkInExemptions } from '../../db/schema/finance.ts'
import {
  accountTokens,
  companyPlayers,
  invitations,
  membershipClaims,
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
      photoUrl: companyPlayers.photoUrl,
      joinedAt: companyPlayers.joinedAt,
      lastUsedAt: companyPlayers.lastUsedAt,
      reminderEmails: companyPlayers.reminderEmails,
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
  // An exemption from the check-in block (ADR 056) was for the row that goes.
  await tx
    .delete(checkInExemptions)
    .where(
      and(
        eq(checkInExemptions.companyId, companyId),
        eq(checkInExemptions.companyPlayerId, companyPlayerId),
      ),
    )
  // Someone's claim on a guest merged away has nothing left to claim.
  await tx
    .delete(membershipClaims)
    .where(
      and(
        eq(membershipClaims.companyId, companyId),
        eq(membershipClaims.companyPlayerId, companyPlayerId),
      ),
    )
}

/**
 * The merged membership's account (deleted just before, so the one-membership-per-account index
 * holds) joins the kept row: the group sees the person's own profile copy there, and their
 * reminder choice. A claim still waiting on the kept row is answered: the person is known now.
 */
export async function moveAccount(
  tx: Tx,
  companyId: number,
  from: Awaited<ReturnType<typeof lockMembers>>[number],
  keepId: number,
) {
  await tx
    .update(companyPlayers)
    .set({
      playerId: from.playerId,
      fullName: from.fullName,
      email: from.email,
      phone: from.phone,
      birthDate: from.birthDate,
      favoriteTeam: from.favoriteTeam,
      photoUrl: from.photoUrl,
      joinedAt: from.joinedAt,
      lastUsedAt: from.lastUsedAt,
      reminderEmails: from.reminderEmails,
    })
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, keepId)))
  await tx
    .update(membershipClaims)
    .set({ status: 'refused', decidedAt: sql`now()` })
    .where(
      and(eq(membershipClaims.companyPlayerId, keepId), eq(membershipClaims.status, 'pending')),
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
