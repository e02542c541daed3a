import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { bidDays } from '../db/schema/bids.ts'
import { companies } from '../db/schema/groups.ts'
import { companyPlayers } from '../db/schema/memberships.ts'

// The same step bids.repo.ts takes when a BID write bumps the version it locks.
const nextVersion = { version: sql`${bidDays.version} + 1` }

/**
 * Moves the group's open BIDs (several, one per date: ADR 059) to a new version, so the Live
 * BID's readers on every instance (and browsers holding its ETag) read them again. Taking their
 * row locks, in id order as every instance takes them, is the first thing the caller's
 * transaction does: every BID write takes its BID's lock first.
 */
export async function bumpOpenBids(tx: Tx, companyId: number) {
  const open = tx
    .select({ id: bidDays.id })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.status, 'open')))
    .orderBy(asc(bidDays.id))
    .for('update')
  return tx
    .update(bidDays)
    .set(nextVersion)
    .from(companies)
    .where(
      and(
        inArray(bidDays.id, open),
        eq(bidDays.companyId, companyId),
        eq(companies.id, bidDays.companyId),
      ),
    )
    .returning({ id: bidDays.id, dayOfMatch: bidDays.dayOfMatch, timeZone: companies.timeZone })
}

/** bumpOpenBids for every group the person joined; returns those groups. */
export async function bumpOpenBidsOfPerson(tx: Tx, playerId: number): Promise<number[]> {
  const groups = tx
    .select({ companyId: companyPlayers.companyId })
    .from(companyPlayers)
    .where(eq(companyPlayers.playerId, playerId))
  const rows = await tx
    .update(bidDays)
    .set(nextVersion)
    .where(and(eq(bidDays.status, 'open'), inArray(bidDays.companyId, groups)))
    .returning({ companyId: bidDays.companyId })
  return rows.map((row) => row.companyId)
}
