import { isOrganiser, type PlayerType } from '@bidfut/domain/contracts/enums'
import {
  GOALS_PER_BID_COUNT,
  MIN_GAMES_FOR_EFFICIENCY,
  type ActiveBidStats,
  type BidDetails,
  type GoalsPerBidItem,
  type HistoryPage,
  type HistoryQuery,
  type HistoryStats,
  type MonthlyPlayers,
  type PlayerSeasonStats,
  type Striker,
  type StrikersRanking,
  type TopScorer,
} from '@bidfut/domain/contracts/statistics'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { ABSENCE_WINDOW } from '@bidfut/domain/rules/furoes'
import { countAbsences, forgivenOf } from '../bids/furoes.repo.ts'
import { displayName, sortByName } from '@bidfut/domain/rules/person-names'
import * as history from './history.repo.ts'
import { toBidDetails, toHistoryItems } from './history-views.ts'
import { currentPeriods, localDayStart } from './periods.ts'
import { createStatisticsCache } from './statistics-cache.ts'
import { average, byRanking, trendOf, type Scorer } from './ranking.ts'
import * as repo from './statistics.repo.ts'

const BID_NOT_FOUND = 'BID não encontrado.'
const GROUP_NOT_FOUND = 'Grupo não encontrado.'

// About 40 answers per busy group (its dashboard, members' own cards, history pages), a few KB
// each: a bounded few tens of MB per instance; the least recently used go first.
const CACHE_LIMIT = 5_000

export type StatisticsService = ReturnType<typeof createStatisticsService>

/**
 * The dashboard, the scorer ranking and the history. Every signed-in member of the group may
 * read them; what each number counts is ADR 006 (docs/decisions/006-statistics-definitions.md).
 */
export function createStatisticsService(deps: { db: Db }) {
  const { db } = deps
  const cache = createStatisticsCache(CACHE_LIMIT)

  /**
   * The group's clock and the version of what the statistics count. Answers built from finished
   * BIDs are cached under it, so they cost one small query until a BID is finished or a member
   * is renamed; the season and month are part of it, so a new year or month starts afresh.
   */
  async function headOf(ctx: Ctx) {
    const head = await repo.findStatisticsHead(db, ctx.companyId)
    if (!head) throw new NotFoundError(GROUP_NOT_FOUND)
    const periods = currentPeriods(clock.now(), head.timeZone)
    const version = [
      head.timeZone,
      head.finishedBids,
      `${head.lastClosedAt}/${head.lastForgivenAt}`,
      head.membersDigest,
      periods.monthRange.from,
    ].join('|')
    const cached = <T>(name: string, compute: () => Promise<T>) =>
      cache.get(`${ctx.companyId}|${name}`, version, compute)
    return { ...periods, timeZone: head.timeZone, cached }
  }

  /** The season's scorers in ranking order, with the current month's numbers alongside. */
  async function seasonScorers(ctx: Ctx) {
    const head = await headOf(ctx)
    const scorers = await head.cached('scorers', async () => {
      const rows = await repo.listSeasonScorers(
        db,
        ctx.companyId,
        head.seasonRange,
        head.monthRange,
      )
      return rows.map((row) => ({ ...row, name: displayName(row) })).sort(byRanking)
    })
    return { season: head.season, scorers }
  }

  return {
    async monthlyPlayers(ctx: Ctx): Promise<MonthlyPlayers> {
      return { totalMonthlyPlayer: await repo.countMonthlyPlayers(db, ctx.companyId) }
    },

    /** The caller's season; null (204) when they were in no finished BID of it. */
    async playerSeasonStats(ctx: Ctx): Promise<PlayerSeasonStats | null> {
      const head = await headOf(ctx)
      return head.cached(`player|${ctx.companyPlayerId}`, async () => {
        const { season, seasonRange, timeZone } = head
        const entries = await repo.listMemberEntries(
          db,
          ctx.companyId,
          ctx.companyPlayerId,
          seasonRange,
        )
        if (entries.length === 0) return null
        const joinedAt = await repo.findMemberSince(db, ctx.companyId, ctx.companyPlayerId)
        if (!joinedAt) return null
        // Attendance counts the BIDs dated on or after the local day the member joined the group.
        const joinedDay = localDayStart(joinedAt, timeZone)
        const since = {
          from: joinedDay > seasonRange.from ? joinedDay : seasonRange.from,
          to: seasonRange.to,
        }
        const bidsSinceJoining =
          since.from < since.to ? await repo.countFinishedBids(db, ctx.companyId, since) : 0
        const absences = await countAbsences(db, ctx.companyId, ABSENCE_WINDOW, ctx.companyPlayerId)
        const attended = entries.filter(
          (e) => e.status === 'confirmed' && e.dayOfMatch >= since.from,
        ).length
        return {
          season,
          totalGoals: entries.reduce((sum, e) => sum + e.quantityOfGoals, 0),
          attendancePercentage:
            bidsSinceJoining > 0 ? Math.round((attended * 100) / bidsSinceJoining) : 0,
          timesHurt: entries.filter((e) => e.status === 'hurt').length,
          absences: {
            count: absences.byMember.get(ctx.companyPlayerId) ?? 0,
            games: absences.games,
            ...forgivenOf(absences.forgiven, ctx.companyPlayerId),
          },
          goalsPerBid: entries.map((e) => ({
            bidDayId: e.bidDayId,
            dayOfMatch: e.dayOfMatch,
            quantityOfGoals: e.quantityOfGoals,
          })),
        }
      })
    },

    /**
     * A member's season for their shared card (ADR 048): games played (confirmed), goals (as
     * the dashboard counts them) and assists, over the season's finished BIDs.
     */
    async memberSeason(ctx: Ctx, companyPlayerId: number) {
      const head = await headOf(ctx)
      return head.cached(`member-season|${companyPlayerId}`, async () => {
        const entries = await repo.listMemberEntries(
          db,
          ctx.companyId,
          companyPlayerId,
          head.seasonRange,
        )
        return {
          season: head.season,
          games: entries.filter((e) => e.status === 'confirmed').length,
          goals: entries.reduce((sum, e) => sum + e.quantityOfGoals, 0),
          assists: entries.reduce((sum, e) => sum + e.assistGoals, 0),
        }
      })
    },

    /** The last finished BIDs, newest first, each against the one before; null when none. */
    async goalsPerBid(ctx: Ctx): Promise<GoalsPerBidItem[] | null> {
      const head = await headOf(ctx)
      return head.cached('goals-per-bid', async () => {
        // One more than shown, so the oldest shown still has a BID to compare with.
        const rows = await repo.listNewestFinishedBidGoals(
          db,
          ctx.companyId,
          GOALS_PER_BID_COUNT + 1,
        )
        if (rows.length === 0) return null
        return rows.slice(0, GOALS_PER_BID_COUNT).map((row, i) => ({
          bidDayId: row.bidDayId,
          number: row.number,
          dayOfMatch: row.dayOfMatch,
          totalGoals: row.totalGoals,
          trend: trendOf(row.totalGoals, rows[i + 1]?.totalGoals),
        }))
      })
    },

    /** The season's five best scorers; null (204) when nobody scored. */
    async topFiveScorers(ctx: Ctx): Promise<TopScorer[] | null> {
      const { scorers } = await seasonScorers(ctx)
      if (scorers.length === 0) return null
      return scorers.slice(0, 5).map((s) => ({ nickname: s.name, quantityOfGoals: s.goals }))
    },

    /** The open BID's players by type; null (204) when no BID is open. */
    async activeBid(ctx: Ctx): Promise<ActiveBidStats | null> {
      const sheet = await repo.findOpenBidSheet(db, ctx.companyId)
      if (!sheet) return null
      const ofType = (type: PlayerType) =>
        sortByName(
          sheet.entries
            .filter((e) => e.typePlayer === type)
            .map((e) => ({
              companyPlayerId: e.companyPlayerId,
              bidStatus: e.bidStatus,
              name: displayName(e),
              quantityOfGoals: e.quantityOfGoals,
              assistGoals: e.assistGoals,
              ballRecoveries: e.ballRecoveries,
              goalKeeperDefender: e.goalKeeperDefender,
              weeklyTeam: e.weeklyTeam,
            })),
        )
      return {
        bidDayId: sheet.bid.id,
        dayOfMatch: sheet.bid.dayOfMatch,
        monthly: ofType('monthly'),
        goalKeeper: ofType('goalkeeper'),
        sporadicPlayer: ofType('sporadic'),
      }
    },

    async strikersRanking(ctx: Ctx): Promise<StrikersRanking> {
      const { season, scorers } = await seasonScorers(ctx)
      const striker = (s: Scorer & { typePlayer: PlayerType }): Striker => ({
        companyPlayerId: s.companyPlayerId,
        nickname: s.name,
        quantityOfGoals: s.goals,
        totalGoalsInGames: s.games,
        average: average(s.goals, s.games),
        typePlayer: s.typePlayer,
      })
      const month = scorers
        .filter((s) => s.monthGoals > 0)
        .map((s) => ({ ...s, goals: s.monthGoals, games: s.monthGames }))
        .sort(byRanking)
      const totalGoals = scorers.reduce((sum, s) => sum + s.goals, 0)
      const totalGames = scorers.reduce((sum, s) => sum + s.games, 0)
      // The most efficient: the best average with enough games; ties keep the ranking order.
      let efficient: { name: string; average: number } | null = null
      for (const s of scorers) {
        if (s.games < MIN_GAMES_FOR_EFFICIENCY) continue
        const value = average(s.goals, s.games)
        if (!efficient || value > efficient.average) efficient = { name: s.name, average: value }
      }
      return {
        season,
        allStrikersScorers: scorers.map(striker),
        allStrikersScorersCurrentMonth: month.map(striker),
        totalGoals,
        totalPlayers: scorers.length,
        overallAverage: average(totalGoals, totalGames),
        bestAverage: efficient?.average ?? 0,
        efficientPlayer: efficient?.name ?? null,
      }
    },

    /** Totals over every finished BID of the group; null (204) when none is finished. */
    async historyStats(ctx: Ctx): Promise<HistoryStats | null> {
      const head = await headOf(ctx)
      return head.cached('history-stats', async () => {
        const totalGames = await repo.countFinishedBids(db, ctx.companyId)
        if (totalGames === 0) return null
        const totals = await history.findHistoryTotals(db, ctx.companyId)
        return {
          totalGames,
          totalPlayers: totals.players,
          averagePlayersPerGame: average(totals.confirmedEntries, totalGames),
          totalGoals: totals.goals,
          averageGoalsPerGame: average(totals.goals, totalGames),
        }
      })
    },

    async historyPage(ctx: Ctx, query: HistoryQuery): Promise<HistoryPage> {
      const { PageNumber: pageNumber, PageSize: pageSize } = query
      const head = await headOf(ctx)
      return head.cached(`history|${pageNumber}|${pageSize}`, async () => {
        const totalRecords = await repo.countFinishedBids(db, ctx.companyId)
        const totalPages = Math.ceil(totalRecords / pageSize)
        const offset = (pageNumber - 1) * pageSize
        const [rows, members] =
          offset < totalRecords
            ? await Promise.all([
                history.listHistoryPage(db, ctx.companyId, offset, pageSize),
                history.listMemberNames(db, ctx.companyId),
              ])
            : [[], []]
        return {
          data: toHistoryItems(rows, members),
          pageNumber,
          totalPages,
          totalRecords,
          hasPrevious: pageNumber > 1,
          hasNext: pageNumber < totalPages,
        }
      })
    },

    /**
     * A finished BID of the caller's group, every entry with its stats. Skill levels are an
     * organiser's working note: only organisers get them (ADR 024).
     */
    async bidDetails(ctx: Ctx, bidDayId: number): Promise<BidDetails> {
      const sheet = await repo.findFinishedBidSheet(db, ctx.companyId, bidDayId)
      if (!sheet) throw new NotFoundError(BID_NOT_FOUND)
      return toBidDetails(sheet, { withSkill: isOrganiser(ctx.role) })
    },
  }
}
