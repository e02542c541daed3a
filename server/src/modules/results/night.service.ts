import { teamDrawSchema } from '@bidfut/domain/contracts/teams'
import type {
  CraquesByBid,
  CraquesRanking,
  MySeasonRecord,
  Night,
  RecordMatchRequest,
} from '@bidfut/domain/contracts/results'
import { outcomeFor, winRate } from '@bidfut/domain/rules/night-results'
import { displayName } from '@bidfut/domain/rules/person-names'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import { currentPeriods } from '../statistics/periods.ts'
import { readPoll } from './craque-poll.ts'
import * as repo from './results.repo.ts'

const BID_NOT_FOUND = 'BID não encontrado.'
const NOT_OPEN = 'Os jogos da noite só podem ser registrados no BID aberto.'
const NOT_DRAWN = 'Sorteie os times antes de registrar os jogos da noite.'
const TEAM_NOT_DRAWN = 'Escolha dois times do sorteio deste BID.'
const MATCH_NOT_FOUND = 'Jogo não encontrado.'

export type NightService = ReturnType<typeof createNightService>

/** The night's matches between drawn teams and what they add to each player's record (ADR 039). */
export function createNightService(deps: { db: Db; changes: Changes }) {
  const { db, changes } = deps

  function drawOf(drawnTeams: unknown) {
    const draw = teamDrawSchema.safeParse(drawnTeams)
    return draw.success ? draw.data : null
  }

  return {
    async getNight(ctx: Ctx, bidDayId: number): Promise<Night> {
      const bid = await repo.findBid(db, ctx.companyId, bidDayId)
      if (!bid) throw new NotFoundError(BID_NOT_FOUND)
      const matches = await repo.listMatches(db, ctx.companyId, bidDayId)
      return {
        bidDayId,
        bidNumber: bid.number,
        status: bid.status,
        teamIds: drawOf(bid.drawnTeams)?.teams.map((t) => t.teamId) ?? [],
        matches: matches.map((m, i) => ({
          id: m.id,
          order: i + 1,
          homeTeamId: m.homeTeamId,
          awayTeamId: m.awayTeamId,
          homeGoals: m.homeGoals,
          awayGoals: m.awayGoals,
        })),
        craque: await readPoll(db, ctx.companyId, bidDayId, ctx.companyPlayerId, clock.now()),
      }
    },

    async latestNight(ctx: Ctx): Promise<Night | null> {
      const latest = await repo.findLatestFinishedBid(db, ctx.companyId)
      return latest ? this.getNight(ctx, latest.id) : null
    },

    async recordMatch(ctx: Ctx, bidDayId: number, input: Required<RecordMatchRequest>) {
      requireOrganiser(ctx)
      await changes.transaction(async (tx, touched) => {
        touched.group(ctx.companyId)
        const bid = await repo.lockBid(tx, ctx.companyId, bidDayId)
        if (!bid) throw new NotFoundError(BID_NOT_FOUND)
        if (bid.status !== 'open') throw new ConflictError(NOT_OPEN)
        const draw = drawOf(bid.drawnTeams)
        if (!draw) throw new ConflictError(NOT_DRAWN)
        const team = (id: number) => draw.teams.find((t) => t.teamId === id)
        const home = team(input.homeTeamId)
        const away = team(input.awayTeamId)
        if (!home || !away) {
          throw new BadRequestError(TEAM_NOT_DRAWN, {
            [home ? 'awayTeamId' : 'homeTeamId']: TEAM_NOT_DRAWN,
          })
        }
        await repo.insertMatch(tx, {
          companyId: ctx.companyId,
          bidDayId,
          homeTeamId: home.teamId,
          awayTeamId: away.teamId,
          homeGoals: input.homeGoals ?? null,
          awayGoals: input.awayGoals ?? null,
          homePlayers: home.players.map((p) => p.companyPlayerId),
          awayPlayers: away.players.map((p) => p.companyPlayerId),
        })
        await recordActivity(tx, ctx, {
          kind: 'results.match_recorded',
          bidDayId,
          details: { homeGoals: input.homeGoals ?? null, awayGoals: input.awayGoals ?? null },
        })
      })
      return this.getNight(ctx, bidDayId)
    },

    async deleteMatch(ctx: Ctx, bidDayId: number, matchId: number) {
      requireOrganiser(ctx)
      await changes.transaction(async (tx, touched) => {
        touched.group(ctx.companyId)
        const bid = await repo.lockBid(tx, ctx.companyId, bidDayId)
        if (!bid) throw new NotFoundError(BID_NOT_FOUND)
        if (bid.status !== 'open') throw new ConflictError(NOT_OPEN)
        if (!(await repo.deleteMatch(tx, ctx.companyId, bidDayId, matchId))) {
          throw new NotFoundError(MATCH_NOT_FOUND)
        }
        await recordActivity(tx, ctx, { kind: 'results.match_removed', bidDayId })
      })
      return this.getNight(ctx, bidDayId)
    },

    /** The caller's wins, draws and losses in the season's scored matches, and craque awards. */
    async mySeason(ctx: Ctx): Promise<MySeasonRecord> {
      return this.seasonRecord(ctx, ctx.companyPlayerId)
    },

    /** A member's record in the season's scored matches, and their craque awards. */
    async seasonRecord(ctx: Ctx, companyPlayerId: number): Promise<MySeasonRecord> {
      const timeZone = (await repo.findTimeZone(db, ctx.companyId)) ?? 'America/Sao_Paulo'
      const { season, seasonRange } = currentPeriods(clock.now(), timeZone)
      const matches = await repo.listScoredMatchesIn(db, ctx.companyId, seasonRange)
      const record = { wins: 0, draws: 0, losses: 0 }
      for (const m of matches) {
        const side = m.homePlayers.includes(companyPlayerId)
          ? 1
          : m.awayPlayers.includes(companyPlayerId)
            ? 2
            : null
        if (side === null) continue
        const outcome = outcomeFor({ homeTeamId: 1, awayTeamId: 2, ...m }, side)
        if (outcome === 'win') record.wins++
        else if (outcome === 'draw') record.draws++
        else if (outcome === 'loss') record.losses++
      }
      const polls = await repo.listClosedPolls(db, ctx.companyId, seasonRange)
      const mine = polls.filter((p) => p.winnerIds.includes(companyPlayerId))
      const last = polls[0]
      return {
        season,
        ...record,
        winRate: winRate(record),
        craqueAwards: mine.length,
        lastCraqueBidNumber: last && last.winnerIds.includes(companyPlayerId) ? last.number : null,
      }
    },

    /** The 'Craques' tab: awards per player in the season and the month; a tie counts for each. */
    async craquesRanking(ctx: Ctx): Promise<CraquesRanking> {
      const timeZone = (await repo.findTimeZone(db, ctx.companyId)) ?? 'America/Sao_Paulo'
      const { season, seasonRange, monthRange } = currentPeriods(clock.now(), timeZone)
      const polls = await repo.listClosedPolls(db, ctx.companyId, seasonRange)
      const ids = [...new Set(polls.flatMap((p) => p.winnerIds))]
      const names = new Map(
        (await repo.findNames(db, ctx.companyId, ids)).map((m) => [
          m.companyPlayerId,
          displayName(m),
        ]),
      )
      const rank = (list: typeof polls) => {
        const awards = new Map<number, number>()
        for (const p of list)
          for (const id of p.winnerIds) awards.set(id, (awards.get(id) ?? 0) + 1)
        return [...awards]
          .map(([companyPlayerId, n]) => ({
            companyPlayerId,
            name: names.get(companyPlayerId) ?? '',
            awards: n,
          }))
          .sort((a, b) => b.awards - a.awards || a.name.localeCompare(b.name, 'pt-BR'))
      }
      const inMonth = polls.filter(
        (p) => p.dayOfMatch >= monthRange.from && p.dayOfMatch < monthRange.to,
      )
      return { season, seasonAwards: rank(polls), monthAwards: rank(inMonth) }
    },

    /** Every finished BID's craques, for /historico's badges. */
    async craquesByBid(ctx: Ctx): Promise<CraquesByBid> {
      const polls = await repo.listClosedPolls(db, ctx.companyId)
      const ids = [...new Set(polls.flatMap((p) => p.winnerIds))]
      const names = new Map(
        (await repo.findNames(db, ctx.companyId, ids)).map((m) => [
          m.companyPlayerId,
          displayName(m),
        ]),
      )
      return polls
        .filter((p) => p.winnerIds.length > 0)
        .map((p) => ({
          bidDayId: p.bidDayId,
          winners: p.winnerIds.map((id) => ({ companyPlayerId: id, name: names.get(id) ?? '' })),
        }))
    },
  }
}
