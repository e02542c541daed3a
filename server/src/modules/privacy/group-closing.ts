import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { reminderLinks } from '../../db/schema/bids.ts'
import { chargeEvents, financeSettings } from '../../db/schema/finance.ts'
import { pspConnections } from '../../db/schema/pix.ts'
import { companies, groupClosures } from '../../db/schema/groups.ts'
import {
  accountTokens,
  companyPlayers,
  invitations,
  refreshTokens,
} from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { craqueVoteLinks, memberRatings } from '../../db/schema/results.ts'
import { bidSchedules, gameSchedules } from '../../db/schema/season.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { recordActivity } from '../activity/activity.ts'
import { groupClosing } from '../notices/kinds/group-closing.ts'
import { sendNotice } from '../notices/notices.ts'
import { anonymiseMemberships } from './person.ts'

export const GROUP_CLOSING_GRACE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
const NOT_CLOSING = 'Esta pelada não está sendo encerrada.'

export type GroupClosingService = ReturnType<typeof createGroupClosingService>

/** 'Encerrar pelada' and 'Reabrir pelada' (administrators, ADR 040). */
export function createGroupClosingService(deps: { db: Db; emailOutbox: WorkerTrigger }) {
  const { db, emailOutbox } = deps

  return {
    async state(ctx: Ctx) {
      requireRole(ctx, 'administrator')
      const [row] = await db
        .select({ closesAt: groupClosures.closesAt })
        .from(groupClosures)
        .where(eq(groupClosures.companyId, ctx.companyId))
      return { closesAt: row?.closesAt.toISOString() ?? null }
    },

    /** Starts the 30-day grace and tells every member by email, in one transaction. */
    async close(ctx: Ctx) {
      requireRole(ctx, 'administrator')
      const closesAt = new Date(clock.now().getTime() + GROUP_CLOSING_GRACE_DAYS * DAY_MS)
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(groupClosures)
          .values({
            companyId: ctx.companyId,
            closedByCompanyPlayerId: ctx.companyPlayerId,
            closesAt,
          })
          .onConflictDoNothing()
          .returning({ companyId: groupClosures.companyId })
        if (inserted.length === 0) throw new ConflictError('Esta pelada já está sendo encerrada.')
        const [group] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, ctx.companyId))
        if (!group) throw new NotFoundError('Grupo não encontrado.')
        const members = await tx
          .select({ id: companyPlayers.id, email: companyPlayers.email })
          .from(companyPlayers)
          .where(
            and(
              eq(companyPlayers.companyId, ctx.companyId),
              isNull(companyPlayers.deletedAt),
              isNotNull(companyPlayers.email),
            ),
          )
        const closing = { companyId: ctx.companyId, groupName: group.name, closesAt }
        await sendNotice(
          tx,
          groupClosing,
          closing,
          members.map((m) => ({ ...m, companyId: ctx.companyId })),
        )
        await recordActivity(tx, ctx, { kind: 'settings.closed' })
      })
      emailOutbox.trigger()
      return { closesAt: closesAt.toISOString() }
    },

    async reopen(ctx: Ctx) {
      requireRole(ctx, 'administrator')
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(groupClosures)
          .where(and(eq(groupClosures.companyId, ctx.companyId), isNull(groupClosures.erasedAt)))
          .returning({ companyId: groupClosures.companyId })
        if (removed.length === 0) throw new ConflictError(NOT_CLOSING)
        await recordActivity(tx, ctx, { kind: 'settings.reopened' })
      })
      return { closesAt: null }
    },
  }
}

/**
 * Erases one closed group whose grace has passed, if no one did yet: the conditional update of
 * its closure row is the claim, so across instances each group is erased exactly once. Members'
 * names become 'Ex-jogador #…', personal copies and links go, sessions end, queued emails are
 * cancelled; games and totals stay.
 */
async function eraseGroup(tx: Tx, companyId: number, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(groupClosures)
    .set({ erasedAt: now })
    .where(
      and(
        eq(groupClosures.companyId, companyId),
        isNull(groupClosures.erasedAt),
        lte(groupClosures.closesAt, now),
      ),
    )
    .returning({ companyId: groupClosures.companyId })
  if (claimed.length === 0) return false
  const members = sql`(select id from ${companyPlayers} where company_id = ${companyId})`
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
    .where(sql`${refreshTokens.companyPlayerId} in ${members}`)
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`coalesce(${accountTokens.usedAt}, now())`, newEmail: null })
    .where(sql`${accountTokens.companyPlayerId} in ${members}`)
  await tx
    .update(reminderLinks)
    .set({ usedAt: sql`coalesce(${reminderLinks.usedAt}, now())` })
    .where(eq(reminderLinks.companyId, companyId))
  await tx.delete(invitations).where(eq(invitations.companyId, companyId))
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.companyId, companyId), eq(emailOutbox.status, 'pending')))
  await anonymiseMemberships(tx, eq(companyPlayers.companyId, companyId))
  // The money, vote links and learned skills (ADR 038/039): the cash book stays with its
  // history under the anonymous names; the Pix key (often a person's CPF or phone) goes.
  await tx
    .update(chargeEvents)
    .set({ actorName: sql`'Ex-jogador #' || ${chargeEvents.actorCompanyPlayerId}` })
    .where(and(eq(chargeEvents.companyId, companyId), isNotNull(chargeEvents.actorCompanyPlayerId)))
  await tx.delete(financeSettings).where(eq(financeSettings.companyId, companyId))
  // The group's PSP credentials go with it (ADR 052); its cobs and Pix stay with the charges.
  await tx.delete(pspConnections).where(eq(pspConnections.companyId, companyId))
  await tx.delete(craqueVoteLinks).where(eq(craqueVoteLinks.companyId, companyId))
  await tx.delete(memberRatings).where(eq(memberRatings.companyId, companyId))
  // An erased group opens no more BIDs by itself (ADR 036).
  await tx.delete(gameSchedules).where(eq(gameSchedules.companyId, companyId))
  await tx.delete(bidSchedules).where(eq(bidSchedules.companyId, companyId))
  // Nobody can join through the old invite link, and shared check-in links preview nothing.
  await tx
    .update(companies)
    .set({ inviteToken: null, shareToken: null, linkPreviews: false })
    .where(eq(companies.id, companyId))
  return true
}

/** The groups whose grace ended, each erased in its own transaction; how many this call erased. */
export async function eraseClosedGroups(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ companyId: groupClosures.companyId })
    .from(groupClosures)
    .where(and(isNull(groupClosures.erasedAt), lte(groupClosures.closesAt, now)))
  let erased = 0
  for (const { companyId } of due) {
    if (await db.transaction((tx) => eraseGroup(tx, companyId, now))) erased++
  }
  return erased
}
