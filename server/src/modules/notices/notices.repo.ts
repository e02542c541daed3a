import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDayOf, confirmedIn, membershipOf, severalOpenOf } from '../../db/joins.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

const game = {
  bidDayId: bidDays.id,
  companyId: bidDays.companyId,
  bidNumber: bidDays.number,
  dayOfMatch: bidDays.dayOfMatch,
  location: bidDays.location,
  slots: bidDays.slots,
  groupName: companies.name,
  timeZone: companies.timeZone,
}

type FoundGame = NonNullable<Awaited<ReturnType<typeof findBidGame>>>
/** A BID's game as notices tell it; `severalOpen` unknown reads as one BID open. */
export type BidGame = Omit<FoundGame, 'severalOpen'> & { severalOpen?: boolean }

/** What a notice about a BID says of the game: its group, number, time and place. */
export async function findBidGame(db: Conn, bid: { companyId: number; bidDayId: number }) {
  const [row] = await db
    .select({ ...game, severalOpen: severalOpenOf(bidDays.companyId) })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.companyId, bid.companyId), eq(bidDays.id, bid.bidDayId)))
  if (!row) throw new Error(`BID ${bid.bidDayId} of group ${bid.companyId} not found`)
  return row
}

/** The confirmed players of a BID who can be emailed, whatever their reminder choice. */
export async function listConfirmedWithEmail(
  tx: Conn,
  { companyId, bidDayId }: { companyId: number; bidDayId: number },
) {
  const rows = await tx
    .select({
      ...game,
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
    })
    .from(bidPlayers)
    .innerJoin(bidDays, bidDayOf(bidPlayers))
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(
      and(
        confirmedIn(companyId, bidDayId),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
        isNotNull(companyPlayers.email),
      ),
    )
    .orderBy(asc(companyPlayers.id))
  return rows.map((row) => ({ ...row, email: row.email! }))
}
