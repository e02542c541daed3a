import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { financeSettings } from '../../db/schema/finance.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { bidSchedules, gameSchedules } from '../../db/schema/season.ts'

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
  const finished = db
    .select({ one: sql`1` })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.status, 'finished')))
  const agenda = db
    .select({ one: sql`1` })
    .from(bidSchedules)
    .innerJoin(gameSchedules, eq(gameSchedules.companyId, bidSchedules.companyId))
    .where(and(eq(bidSchedules.companyId, companyId), eq(bidSchedules.enabled, true)))
  const finance = db
    .select({ one: sql`1` })
    .from(financeSettings)
    .where(eq(financeSettings.companyId, companyId))
  const rows = await db
    .select({
      inviteToken: companies.inviteToken,
      hasFinished: sql<boolean>`exists (${finished})`,
      hasAgenda: sql<boolean>`exists (${agenda})`,
      hasFinance: sql<boolean>`exists (${finance})`,
      members: sql<number>`(${members})`,
      hasBid: sql<boolean>`exists (${bids})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}
