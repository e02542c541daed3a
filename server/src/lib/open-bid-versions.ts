import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { bidDays, companies, companyPlayers } from '../db/schema.ts'

// The same step bids.repo.ts takes when a BID write bumps the version it locks.
const nextVersion = { version: sql`${bidDays.version} + 1` }

/**
 * Moves the group's open BID to a new version, so the Live BID's readers on every instance (and
 * browsers holding its ETag) read it again. Taking its row lock is the first thing the caller's
 * transaction does: every BID write takes that lock first.
 */
export async function bumpOpenBid(tx: Tx, companyId: number) {
  const [open] = await tx
    .update(bidDays)
    .set(nextVersion)
    .from(companies)
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.status, 'open'),
        eq(companies.id, bidDays.companyId),
      ),
    )
    .returning({ id: bidDays.id, dayOfMatch: bidDays.dayOfMatch, timeZone: companies.timeZone })
  return open
}

/** bumpOpenBid for every group the person joined; returns those groups. */
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
