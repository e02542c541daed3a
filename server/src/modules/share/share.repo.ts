import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { isNextOpenBid } from '../../db/joins.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

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
      slots: bidDays.slots,
      confirmed: sql<number>`(
        select ${count()}::int from ${bidPlayers}
        where ${bidPlayers.companyId} = ${bidDays.companyId}
          and ${bidPlayers.bidDayId} = ${bidDays.id}
          and ${bidPlayers.status} = 'confirmed')`,
    })
    .from(companies)
    .innerJoin(bidDays, and(eq(bidDays.companyId, companies.id), isNextOpenBid(companies.id)))
    .where(and(eq(companies.shareToken, shareToken), eq(companies.linkPreviews, true)))
    .limit(1)
  return rows[0]
}

// What a picture shows of the group's members: names, photo, type, removal. The digests below
// are md5(row(…)::text): a row's text keeps each field in its place, an empty one too.
const MEMBERS_DIGEST = sql.raw(`(select string_agg(row(m.id, m.full_name, m.nickname, m.photo_url,
    m.type_player, m.player_position, m.status, m.deleted_at)::text, ',' order by m.id)
  from company_players m where m.company_id = c.id)`)

/**
 * A digest of every row a BID's pictures draw from: the group's name and members, the BID, and
 * its entries, matches and craque poll (whole rows, so any change to them is a new digest). One
 * round trip, read before a remembered picture is reused; undefined when the group has no such BID.
 */
export async function findBidHead(db: Db, companyId: number, bidDayId: number) {
  const { rows } = (await db.execute(sql`
    select md5(row(c.name, ${MEMBERS_DIGEST}, b::text,
      (select string_agg(p::text, ',' order by p.id) from bid_players p
        where p.company_id = c.id and p.bid_day_id = b.id),
      (select string_agg(x::text, ',' order by x.id) from bid_matches x
        where x.company_id = c.id and x.bid_day_id = b.id),
      (select q::text from craque_polls q where q.company_id = c.id and q.bid_day_id = b.id)
    )::text) as head
    from companies c join bid_days b on b.company_id = c.id
    where c.id = ${companyId} and b.id = ${bidDayId}`)) as { rows: { head: string }[] }
  return rows[0]?.head
}

/**
 * A digest of what the season's pictures draw from: the group's name and members, the
 * statistics' version (finished BIDs and when the last closed, as findStatisticsHead), every
 * match and closed craque poll; with the time zone, whose clock picks the season. One round trip.
 */
export async function findSeasonHead(db: Db, companyId: number) {
  const { rows } = (await db.execute(sql`
    select c.time_zone as "timeZone", md5(row(c.name, ${MEMBERS_DIGEST},
      (select count(*) || ':' || coalesce(max(b.closed_at)::text, '') from bid_days b
        where b.company_id = c.id and b.status = 'finished'),
      (select string_agg(x::text, ',' order by x.id) from bid_matches x where x.company_id = c.id),
      (select string_agg(q::text, ',' order by q.bid_day_id) from craque_polls q
        where q.company_id = c.id and q.closed_at is not null)
    )::text) as head
    from companies c where c.id = ${companyId}`)) as { rows: { timeZone: string; head: string }[] }
  return rows[0]
}
