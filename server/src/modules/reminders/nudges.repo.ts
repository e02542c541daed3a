import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDayOf, membershipOf } from '../../db/joins.ts'
import { bidDays, bidNudges, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { reminderRow } from './reminders.repo.ts'

/** Nudges of one BID are at least this far apart: chasing, not spamming. */
export const NUDGE_EVERY_HOURS = 6

/** The BID a nudge names, in the caller's group, with what its answer needs. */
export async function findNudgedBid(tx: Db | Tx, companyId: number, bidDayId: number) {
  const rows = await tx
    .select({
      status: bidDays.status,
      number: bidDays.number,
      dayOfMatch: bidDays.dayOfMatch,
      timeZone: companies.timeZone,
    })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
  return rows[0]
}

/**
 * The BID's players who have not answered ('Pendente'), live members only, each as a reminder
 * row: the email when they want reminder emails (the channels decide who else hears).
 */
export async function findPendingPlayers(tx: Tx, companyId: number, bidDayId: number) {
  return tx
    .select({ ...reminderRow, nickname: companyPlayers.nickname })
    .from(bidPlayers)
    .innerJoin(bidDays, bidDayOf(bidPlayers))
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(
      and(
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.bidDayId, bidDayId),
        eq(bidPlayers.status, 'waiting'),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .orderBy(asc(companyPlayers.id))
}

/**
 * Takes the BID's nudge for `now` if the last one is at least 6 hours old, in one statement: of
 * two at once, the second waits for the first's row and then finds it too recent. Answers the
 * time of the nudge that stands: `now` when taken, else the earlier one's.
 */
export async function claimNudge(tx: Tx, companyId: number, bidDayId: number, now: Date) {
  const taken = await tx
    .insert(bidNudges)
    .values({ companyId, bidDayId, sentAt: now })
    .onConflictDoUpdate({
      target: [bidNudges.companyId, bidNudges.bidDayId],
      set: { sentAt: now },
      setWhere: sql`${bidNudges.sentAt} <= ${now.toISOString()}::timestamptz - make_interval(hours => ${NUDGE_EVERY_HOURS})`,
    })
    .returning({ sentAt: bidNudges.sentAt })
  if (taken.length > 0) return { taken: true as const }
  const [last] = await tx
    .select({ sentAt: bidNudges.sentAt })
    .from(bidNudges)
    .where(and(eq(bidNudges.companyId, companyId), eq(bidNudges.bidDayId, bidDayId)))
  return { taken: false as const, lastAt: last!.sentAt }
}
