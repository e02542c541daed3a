import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDayOf, confirmedIn, membershipOf } from '../../db/joins.ts'
import {
  bidDays,
  bidMatches,
  bidPlayers,
  companies,
  companyPlayers,
  craquePolls,
  craqueSettings,
  craqueVoteLinks,
  craqueVotes,
  memberRatings,
} from '../../db/schema.ts'
import type { LocalRange } from '../statistics/periods.ts'

type Conn = Db | Tx

// ---- BIDs -------------------------------------------------------------------------------------

/** A BID of the group, locked until the transaction ends. */
export async function lockBid(tx: Tx, companyId: number, bidDayId: number) {
  const rows = await tx
    .select({
      id: bidDays.id,
      number: bidDays.number,
      status: bidDays.status,
      drawnTeams: bidDays.drawnTeams,
    })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
    .for('update')
  return rows[0]
}

export async function findBid(db: Conn, companyId: number, bidDayId: number) {
  const rows = await db
    .select({
      id: bidDays.id,
      number: bidDays.number,
      status: bidDays.status,
      dayOfMatch: bidDays.dayOfMatch,
      location: bidDays.location,
      drawnTeams: bidDays.drawnTeams,
      groupName: companies.name,
      timeZone: companies.timeZone,
    })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
  return rows[0]
}

export async function findLatestFinishedBid(db: Conn, companyId: number) {
  const rows = await db
    .select({ id: bidDays.id })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.status, 'finished')))
    .orderBy(sql`${bidDays.dayOfMatch} desc`, sql`${bidDays.number} desc`)
    .limit(1)
  return rows[0]
}

/** The BID's confirmed players with their names, by name. */
export async function listConfirmed(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      email: companyPlayers.email,
      active: sql<boolean>`${companyPlayers.status} = 1 and ${companyPlayers.deletedAt} is null`,
    })
    .from(bidPlayers)
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(confirmedIn(companyId, bidDayId))
    .orderBy(asc(companyPlayers.id))
}

export async function findNames(db: Conn, companyId: number, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), inArray(companyPlayers.id, ids)))
}

// ---- Matches ----------------------------------------------------------------------------------

export async function listMatches(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select()
    .from(bidMatches)
    .where(and(eq(bidMatches.companyId, companyId), eq(bidMatches.bidDayId, bidDayId)))
    .orderBy(asc(bidMatches.id))
}

export async function insertMatch(tx: Tx, values: typeof bidMatches.$inferInsert) {
  await tx.insert(bidMatches).values(values)
}

export async function deleteMatch(tx: Tx, companyId: number, bidDayId: number, matchId: number) {
  const rows = await tx
    .delete(bidMatches)
    .where(
      and(
        eq(bidMatches.companyId, companyId),
        eq(bidMatches.bidDayId, bidDayId),
        eq(bidMatches.id, matchId),
      ),
    )
    .returning({ id: bidMatches.id })
  return rows.length > 0
}

/** Scored matches of the group's finished BIDs in a period, for a season's record. */
export async function listScoredMatchesIn(db: Conn, companyId: number, range: LocalRange) {
  return db
    .select({
      homePlayers: bidMatches.homePlayers,
      awayPlayers: bidMatches.awayPlayers,
      homeGoals: bidMatches.homeGoals,
      awayGoals: bidMatches.awayGoals,
    })
    .from(bidMatches)
    .innerJoin(bidDays, bidDayOf(bidMatches))
    .where(
      and(
        eq(bidMatches.companyId, companyId),
        eq(bidDays.status, 'finished'),
        gte(bidDays.dayOfMatch, range.from),
        lt(bidDays.dayOfMatch, range.to),
        isNotNull(bidMatches.homeGoals),
      ),
    )
}

// ---- Ratings ----------------------------------------------------------------------------------

export async function listRatings(db: Conn, companyId: number) {
  return db.select().from(memberRatings).where(eq(memberRatings.companyId, companyId))
}

export async function upsertRating(
  tx: Tx,
  row: { companyId: number; companyPlayerId: number; mu: number; sigma: number; games: number },
  now: Date,
) {
  await tx
    .insert(memberRatings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: memberRatings.companyPlayerId,
      set: { mu: row.mu, sigma: row.sigma, games: row.games, updatedAt: now },
    })
}

export async function listSkillLevels(db: Conn, companyId: number) {
  return db
    .select({ companyPlayerId: companyPlayers.id, skillLevel: companyPlayers.skillLevel })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
}

export async function setSkillLevel(
  tx: Tx,
  companyId: number,
  companyPlayerId: number,
  level: number,
) {
  await tx
    .update(companyPlayers)
    .set({ skillLevel: level })
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

// ---- Craque vote ------------------------------------------------------------------------------

export async function isVoteEnabled(db: Conn, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ on: craqueSettings.voteEnabled })
    .from(craqueSettings)
    .where(eq(craqueSettings.companyId, companyId))
  return rows[0]?.on ?? true
}

export async function setVoteEnabled(db: Conn, companyId: number, voteEnabled: boolean) {
  await db
    .insert(craqueSettings)
    .values({ companyId, voteEnabled })
    .onConflictDoUpdate({ target: craqueSettings.companyId, set: { voteEnabled } })
}

/** Opens the vote; a BID has at most one (the primary key), whatever runs twice. */
export async function insertPoll(
  tx: Tx,
  row: { companyId: number; bidDayId: number; closesAt: Date },
) {
  const rows = await tx
    .insert(craquePolls)
    .values(row)
    .onConflictDoNothing()
    .returning({ bidDayId: craquePolls.bidDayId })
  return rows.length > 0
}

export async function findPoll(db: Conn, companyId: number, bidDayId: number) {
  const rows = await db
    .select()
    .from(craquePolls)
    .where(and(eq(craquePolls.companyId, companyId), eq(craquePolls.bidDayId, bidDayId)))
  return rows[0]
}

/** The poll, locked: votes and the closer take turns on it. */
export async function lockPoll(tx: Tx, companyId: number, bidDayId: number) {
  const rows = await tx
    .select()
    .from(craquePolls)
    .where(and(eq(craquePolls.companyId, companyId), eq(craquePolls.bidDayId, bidDayId)))
    .for('update')
  return rows[0]
}

export async function upsertVote(
  tx: Tx,
  row: { companyId: number; bidDayId: number; voterId: number; candidateId: number },
  now: Date,
) {
  await tx
    .insert(craqueVotes)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [craqueVotes.bidDayId, craqueVotes.voterId],
      set: { candidateId: row.candidateId, updatedAt: now, voidedAt: null },
    })
}

export async function voidVote(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  voterId: number,
  now: Date,
) {
  const rows = await tx
    .update(craqueVotes)
    .set({ voidedAt: now })
    .where(
      and(
        eq(craqueVotes.companyId, companyId),
        eq(craqueVotes.bidDayId, bidDayId),
        eq(craqueVotes.voterId, voterId),
      ),
    )
    .returning({ voterId: craqueVotes.voterId })
  return rows.length > 0
}

export async function listVotes(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select({
      voterId: craqueVotes.voterId,
      candidateId: craqueVotes.candidateId,
      voidedAt: craqueVotes.voidedAt,
    })
    .from(craqueVotes)
    .where(and(eq(craqueVotes.companyId, companyId), eq(craqueVotes.bidDayId, bidDayId)))
}

/** Polls past their closing time, claimed: another instance's closer skips them (ADR 039). */
export async function claimDuePolls(tx: Tx, now: Date, limit: number) {
  return tx
    .select({ companyId: craquePolls.companyId, bidDayId: craquePolls.bidDayId })
    .from(craquePolls)
    .where(and(isNull(craquePolls.closedAt), lte(craquePolls.closesAt, now)))
    .orderBy(asc(craquePolls.closesAt))
    .limit(limit)
    .for('update', { skipLocked: true })
}

export async function closePoll(
  tx: Tx,
  key: { companyId: number; bidDayId: number },
  result: { ids: number[]; votes: number; counted: number },
  now: Date,
) {
  const rows = await tx
    .update(craquePolls)
    .set({
      closedAt: now,
      winnerIds: result.ids,
      winnerVotes: result.votes,
      votesCounted: result.counted,
    })
    .where(
      and(
        eq(craquePolls.companyId, key.companyId),
        eq(craquePolls.bidDayId, key.bidDayId),
        isNull(craquePolls.closedAt),
      ),
    )
    .returning({ bidDayId: craquePolls.bidDayId })
  return rows.length > 0
}

/** Closed polls of the group's finished BIDs, newest first, with the BID's date. */
export async function listClosedPolls(db: Conn, companyId: number, range?: LocalRange) {
  return db
    .select({
      bidDayId: craquePolls.bidDayId,
      number: bidDays.number,
      dayOfMatch: bidDays.dayOfMatch,
      winnerIds: craquePolls.winnerIds,
    })
    .from(craquePolls)
    .innerJoin(bidDays, bidDayOf(craquePolls))
    .where(
      and(
        eq(craquePolls.companyId, companyId),
        isNotNull(craquePolls.closedAt),
        eq(bidDays.status, 'finished'),
        range ? gte(bidDays.dayOfMatch, range.from) : undefined,
        range ? lt(bidDays.dayOfMatch, range.to) : undefined,
      ),
    )
    .orderBy(sql`${bidDays.dayOfMatch} desc`)
}

export async function insertVoteLink(tx: Tx, values: typeof craqueVoteLinks.$inferInsert) {
  await tx.insert(craqueVoteLinks).values(values)
}

export async function findVoteLink(db: Conn, tokenHash: string) {
  const rows = await db
    .select({
      companyId: craqueVoteLinks.companyId,
      bidDayId: craqueVoteLinks.bidDayId,
      companyPlayerId: craqueVoteLinks.companyPlayerId,
      playerId: companyPlayers.playerId,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
    })
    .from(craqueVoteLinks)
    .innerJoin(companyPlayers, membershipOf(craqueVoteLinks))
    .where(and(eq(craqueVoteLinks.tokenHash, tokenHash), isNull(companyPlayers.deletedAt)))
  return rows[0]
}

export async function findTimeZone(db: Conn, companyId: number) {
  const rows = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
  return rows[0]?.timeZone
}
