import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { membershipOf } from '../../db/joins.ts'
import { bidDays, bidPlayers, companies, companyPlayers } from '../../db/schema.ts'

/** The group's name and its link-preview setting and token. */
export async function findGroup(db: Db, companyId: number) {
  const rows = await db
    .select({
      name: companies.name,
      shareToken: companies.shareToken,
      linkPreviews: companies.linkPreviews,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
  return rows[0]
}

/** The BID's entries that scored or assisted, with the members' names and photos. */
export async function listNightNumbers(db: Db, companyId: number, bidDayId: number) {
  return db
    .select({
      companyPlayerId: bidPlayers.companyPlayerId,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      photoUrl: companyPlayers.photoUrl,
      goals: bidPlayers.quantityOfGoals,
      assists: bidPlayers.assistGoals,
    })
    .from(bidPlayers)
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(
      and(
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.bidDayId, bidDayId),
        or(gt(bidPlayers.quantityOfGoals, 0), gt(bidPlayers.assistGoals, 0)),
      ),
    )
}

/** Members of the group by id, with names and photos (a removed member keeps the name shown). */
export async function findMembers(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      photoUrl: companyPlayers.photoUrl,
      removed: sql<boolean>`${companyPlayers.deletedAt} is not null`,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), inArray(companyPlayers.id, ids)))
}

/**
 * The open BID of the group whose share token this is, when it allows link previews: what a
 * shared /check-in link shows, with the confirmed count and no name.
 */
export async function findPreview(db: Db, shareToken: string) {
  const rows = await db
    .select({
      bidDayId: bidDays.id,
      number: bidDays.number,
      dayOfMatch: bidDays.dayOfMatch,
      location: bidDays.location,
      confirmed: sql<number>`(
        select ${count()}::int from ${bidPlayers}
        where ${bidPlayers.companyId} = ${bidDays.companyId}
          and ${bidPlayers.bidDayId} = ${bidDays.id}
          and ${bidPlayers.status} = 'confirmed')`,
    })
    .from(companies)
    .innerJoin(bidDays, and(eq(bidDays.companyId, companies.id), eq(bidDays.status, 'open')))
    .where(and(eq(companies.shareToken, shareToken), eq(companies.linkPreviews, true)))
    .limit(1)
  return rows[0]
}
