import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

/** What the first-run checklist is derived from, read in one query; undefined: no such group. */
export async function findFirstRunFacts(db: Db, companyId: number) {
  const members = db
    .select({ count: sql<number>`count(*)::int` })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
  const bids = db
    .select({ one: sql`1` })
    .from(bidDays)
    .where(eq(bidDays.companyId, companyId))
  const rows = await db
    .select({
      forecastCity: companies.forecastCity,
      defaultLocationGame: companies.defaultLocationGame,
      inviteToken: companies.inviteToken,
      members: sql<number>`(${members})`,
      hasBid: sql<boolean>`exists (${bids})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}
