import { and, asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { confirmedIn, membershipOf } from '../../db/joins.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

/** The open BID named, else the next game (the earliest open BID, ADR 059). */
export async function findOpenBid(db: Conn, companyId: number, bidDayId?: number) {
  const rows = await db
    .select({ id: bidDays.id, drawnTeams: bidDays.drawnTeams })
    .from(bidDays)
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.status, 'open'),
        bidDayId === undefined ? undefined : eq(bidDays.id, bidDayId),
      ),
    )
    .orderBy(asc(bidDays.dayOfMatch), asc(bidDays.id))
    .limit(1)
  return rows[0]
}

/** Confirmed players in confirmation order: the first goalkeepers to confirm are the ones who play. */
export async function listConfirmedPlayers(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select({
      companyPlayerId: bidPlayers.companyPlayerId,
      nickname: companyPlayers.nickname,
      fullName: companyPlayers.fullName,
      typePlayer: bidPlayers.typePlayer,
      playerPosition: bidPlayers.playerPosition,
      skillLevel: bidPlayers.skillLevel,
    })
    .from(bidPlayers)
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(confirmedIn(companyId, bidDayId))
    .orderBy(asc(bidPlayers.confirmedAt), asc(bidPlayers.id))
}

export async function listConfirmedIds(db: Conn, companyId: number, bidDayId: number) {
  const rows = await db
    .select({ companyPlayerId: bidPlayers.companyPlayerId })
    .from(bidPlayers)
    .where(confirmedIn(companyId, bidDayId))
  return rows.map((row) => row.companyPlayerId)
}

export async function findDraw(db: Conn, companyId: number, bidDayId: number) {
  const rows = await db
    .select({ drawnTeams: bidDays.drawnTeams })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
    .limit(1)
  return rows[0]?.drawnTeams
}

/** Call only under the BID lock, having seen the BID open there: a closed BID never gets a draw. */
export async function saveDraw(tx: Tx, companyId: number, bidDayId: number, draw: unknown) {
  await tx
    .update(bidDays)
    .set({ drawnTeams: draw })
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
}
