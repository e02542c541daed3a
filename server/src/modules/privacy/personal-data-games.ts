import { arrayOverlaps, eq, or, sql } from 'drizzle-orm'
import { activityLog } from '../../db/schema/activity.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { bidMatches, craquePolls, craqueVotes, memberRatings } from '../../db/schema/results.ts'
import { inMemberships, type PersonalTable } from './person.ts'

/**
 * The LGPD map's entries for what the person did in their groups (ADR 039, 040): games, results,
 * craque votes and the activity log. The games happened: they stay counted under the erased
 * membership's new name, and only what judges the person (the learned skill) goes.
 */
export const GAMES_DATA: Record<string, PersonalTable> = {
  bid_players: {
    // Every game and its numbers: the group's statistics keep them under the new name.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          dayOfMatch: bidDays.dayOfMatch,
          location: bidDays.location,
          bidStatus: bidDays.status,
          status: bidPlayers.status,
          typePlayer: bidPlayers.typePlayer,
          playerPosition: bidPlayers.playerPosition,
          skillLevel: bidPlayers.skillLevel,
          goals: bidPlayers.quantityOfGoals,
          assists: bidPlayers.assistGoals,
          ballRecoveries: bidPlayers.ballRecoveries,
          saves: bidPlayers.goalKeeperDefender,
          weeklyTeam: bidPlayers.weeklyTeam,
          confirmedAt: bidPlayers.confirmedAt,
          missed: bidPlayers.missed,
          // The furões' rule and the opening (ADR 060).
          forgivenAt: bidPlayers.forgivenAt,
          guaranteeLost: bidPlayers.guaranteeLost,
          autoConfirmed: bidPlayers.autoConfirmed,
        })
        .from(bidPlayers)
        .innerJoin(bidDays, eq(bidDays.id, bidPlayers.bidDayId))
        .innerJoin(companies, eq(companies.id, bidPlayers.companyId))
        .where(inMemberships(bidPlayers.companyPlayerId, p))
        .orderBy(bidDays.dayOfMatch),
    erase: async () => 'kept: the games happened; the name on them is erased',
  },
  bid_matches: {
    // The matches the person played, with the score.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          homeTeamId: bidMatches.homeTeamId,
          awayTeamId: bidMatches.awayTeamId,
          homeGoals: bidMatches.homeGoals,
          awayGoals: bidMatches.awayGoals,
          createdAt: bidMatches.createdAt,
        })
        .from(bidMatches)
        .innerJoin(bidDays, eq(bidDays.id, bidMatches.bidDayId))
        .innerJoin(companies, eq(companies.id, bidMatches.companyId))
        .where(
          p.membershipIds.length > 0
            ? or(
                arrayOverlaps(bidMatches.homePlayers, p.membershipIds),
                arrayOverlaps(bidMatches.awayPlayers, p.membershipIds),
              )
            : sql`false`,
        )
        .orderBy(bidMatches.id),
    erase: async () => 'kept: the games happened; line-ups are membership ids',
  },
  craque_polls: {
    // The craque awards the person won.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          votes: craquePolls.winnerVotes,
          closedAt: craquePolls.closedAt,
        })
        .from(craquePolls)
        .innerJoin(bidDays, eq(bidDays.id, craquePolls.bidDayId))
        .innerJoin(companies, eq(companies.id, craquePolls.companyId))
        .where(
          p.membershipIds.length > 0
            ? arrayOverlaps(craquePolls.winnerIds, p.membershipIds)
            : sql`false`,
        ),
    erase: async () => 'kept: the award stays counted; the name on it is erased',
  },
  craque_votes: {
    // The votes the person cast (never who voted for them: the vote is secret).
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          candidateMembership: craqueVotes.candidateId,
          voidedAt: craqueVotes.voidedAt,
          updatedAt: craqueVotes.updatedAt,
        })
        .from(craqueVotes)
        .innerJoin(bidDays, eq(bidDays.id, craqueVotes.bidDayId))
        .innerJoin(companies, eq(companies.id, craqueVotes.companyId))
        .where(inMemberships(craqueVotes.voterId, p)),
    erase: async () => 'kept: votes stay counted; they name memberships, now anonymous',
  },
  member_ratings: {
    // The learned skill: a judgement about the person, useless once they have left.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          mu: memberRatings.mu,
          sigma: memberRatings.sigma,
          games: memberRatings.games,
          updatedAt: memberRatings.updatedAt,
        })
        .from(memberRatings)
        .innerJoin(companies, eq(companies.id, memberRatings.companyId))
        .where(inMemberships(memberRatings.companyPlayerId, p)),
    erase: (tx, p) =>
      tx.delete(memberRatings).where(inMemberships(memberRatings.companyPlayerId, p)),
  },
  activity_log: {
    // What the person did and what was done to their entries; names are read at display time,
    // so after an erasure they read 'Ex-jogador #…' with nothing to rewrite here.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          kind: activityLog.kind,
          bidDayId: activityLog.bidDayId,
          details: activityLog.details,
          byMe: sql<boolean>`${activityLog.actorPlayerId} = ${p.playerId}`,
          createdAt: activityLog.createdAt,
        })
        .from(activityLog)
        .innerJoin(companies, eq(companies.id, activityLog.companyId))
        .where(
          or(
            eq(activityLog.actorPlayerId, p.playerId),
            inMemberships(activityLog.subjectCompanyPlayerId, p),
          ),
        ),
    erase: async () => 'kept 12 months: ids only, the names they resolve to are erased',
  },
}
