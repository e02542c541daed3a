import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import type { PublicCounters } from '@bidfut/domain/contracts/public-counters'

/** Counts across every group; a cancelled BID's draw is no team anybody played in. */
export async function countPublicFigures(db: Db): Promise<PublicCounters> {
  const [games] = await db
    .select({ value: count() })
    .from(bidDays)
    .where(eq(bidDays.status, 'finished'))
  const [teams] = await db
    .select({
      value: sql<string>`coalesce(sum(jsonb_array_length(${bidDays.drawnTeams} -> 'teams')), 0)`,
    })
    .from(bidDays)
    .where(
      and(
        sql`${bidDays.status} <> 'cancelled'`,
        sql`jsonb_typeof(${bidDays.drawnTeams} -> 'teams') = 'array'`,
      ),
    )
  const [players] = await db
    .select({ value: count() })
    .from(companyPlayers)
    .where(isNull(companyPlayers.deletedAt))
  return {
    gamesOrganised: games?.value ?? 0,
    teamsGenerated: Number(teams?.value ?? 0),
    players: players?.value ?? 0,
  }
}
