import { and, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { confirmedIn, membershipOf } from '../../db/joins.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

/** The last `count` players to confirm in the BID, the last first, with their names. */
export async function findLastConfirmed(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  count: number,
) {
  if (count <= 0) return []
  return tx
    .select({
      companyPlayerId: bidPlayers.companyPlayerId,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
    })
    .from(bidPlayers)
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(confirmedIn(companyId, bidDayId))
    .orderBy(sql`${bidPlayers.confirmedAt} desc nulls last`, desc(bidPlayers.id))
    .limit(count)
}

/** Sets the BID's places and marks it changed, so the Live BID's readers read it again. */
export async function setBidSlots(tx: Tx, companyId: number, bidDayId: number, slots: number) {
  await tx
    .update(bidDays)
    .set({ slots, version: sql`${bidDays.version} + 1` })
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
}

/**
 * Moves confirmed entries to the head of the waiting list, as an organiser's 'first in line'
 * does (the latest move first): `lastFirst` lists them the last to confirm first, so the one who
 * confirmed earliest ends at the very head.
 */
export async function moveToLineHead(
  tx: Tx,
  key: { companyId: number; bidDayId: number },
  lastFirst: number[],
) {
  if (lastFirst.length === 0) return
  await tx.execute(sql`
    update ${bidPlayers} e set status = 'waitlisted', confirmed_at = null,
      waitlisted_at = statement_timestamp(),
      waitlist_first_at = statement_timestamp() + t.ord * interval '1 microsecond'
    from unnest(${sql.param(lastFirst)}::int[]) with ordinality as t(id, ord)
    where e.company_id = ${key.companyId} and e.bid_day_id = ${key.bidDayId}
      and e.company_player_id = t.id and e.status = 'confirmed'`)
}
