import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm'
import type { CraqueSettings, CraqueSettingsUpdate } from '@bidfut/domain/contracts/results'
import { CRAQUE_VOTE_HOURS } from '@bidfut/domain/rules/craque'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import {
  craquePolls,
  craqueSettings,
  craqueVoteLinks,
  craqueVotes,
} from '../../db/schema/results.ts'
import { bidDayOf, membershipOf } from '../../db/joins.ts'
import type { LocalRange } from '../statistics/periods.ts'

// The craque vote (ADR 039): the group's switch, each BID's poll, the votes and their links.

type Conn = Db | Tx

/** The group's vote settings; a group that never changed them has the defaults. */
export async function findVoteSettings(db: Conn, companyId: number): Promise<CraqueSettings> {
  const rows = await db
    .select({ voteEnabled: craqueSettings.voteEnabled, voteHours: craqueSettings.voteHours })
    .from(craqueSettings)
    .where(eq(craqueSettings.companyId, companyId))
  return rows[0] ?? { voteEnabled: true, voteHours: CRAQUE_VOTE_HOURS }
}

/** Writes the switch, and the window when given; answers the settings as they now are. */
export async function setVoteSettings(
  db: Conn,
  companyId: number,
  input: CraqueSettingsUpdate,
): Promise<CraqueSettings> {
  const set = { voteEnabled: input.voteEnabled, voteHours: input.voteHours }
  const [row] = await db
    .insert(craqueSettings)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: craqueSettings.companyId, set })
    .returning({ voteEnabled: craqueSettings.voteEnabled, voteHours: craqueSettings.voteHours })
  return row!
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

/** What the craque's notice tells: the group, the BID's number and the winners as members. */
export async function findElected(tx: Conn, companyId: number, bidDayId: number, ids: number[]) {
  const [bid] = await tx
    .select({ groupName: companies.name, bidNumber: bidDays.number })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
  const winners =
    ids.length === 0
      ? []
      : await tx
          .select({ fullName: companyPlayers.fullName, nickname: companyPlayers.nickname })
          .from(companyPlayers)
          .where(and(eq(companyPlayers.companyId, companyId), inArray(companyPlayers.id, ids)))
          .orderBy(asc(companyPlayers.id))
  return bid && { ...bid, winners }
}
