import { and, eq, isNull, notExists, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { entryInBid } from '../../db/joins.ts'
import { bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

/** Active sporadic members of the group who are not in the BID yet. */
export async function listSporadicCandidates(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      nickname: companyPlayers.nickname,
      fullName: companyPlayers.fullName,
      playerPosition: companyPlayers.playerPosition,
      skillLevel: companyPlayers.skillLevel,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.typePlayer, 'sporadic'),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bidPlayers)
            .where(
              and(
                eq(bidPlayers.companyId, companyId),
                eq(bidPlayers.bidDayId, bidDayId),
                eq(bidPlayers.companyPlayerId, companyPlayers.id),
              ),
            ),
        ),
      ),
    )
}

export async function insertMembership(tx: Tx, values: typeof companyPlayers.$inferInsert) {
  const [row] = await tx
    .insert(companyPlayers)
    .values(values)
    .returning({ id: companyPlayers.id, typePlayer: companyPlayers.typePlayer })
  return row!
}

/** The group's live members (any type or status) and, when present, their entry in the BID. */
export async function listMembersInBid(tx: Tx, companyId: number, bidDayId: number) {
  return tx
    .select({
      companyPlayerId: companyPlayers.id,
      nickname: companyPlayers.nickname,
      fullName: companyPlayers.fullName,
      entryStatus: bidPlayers.status,
    })
    .from(companyPlayers)
    .leftJoin(bidPlayers, entryInBid(companyId, bidDayId))
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
    .orderBy(companyPlayers.id)
}
