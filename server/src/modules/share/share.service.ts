import sharp from 'sharp'
import { teamDrawSchema } from '@bidfut/domain/contracts/teams'
import { displayName } from '@bidfut/domain/rules/person-names'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { clock } from '../../lib/clock.ts'
import { gameTime } from '../notices/game-time.ts'
import type { NightService } from '../results/night.service.ts'
import * as craqueRepo from '../results/craque.repo.ts'
import * as results from '../results/results.repo.ts'
import { currentPeriods } from '../statistics/periods.ts'
import type { StatisticsService } from '../statistics/statistics.service.ts'
import type { UploadsService } from '../uploads/uploads.service.ts'
import { createPictureCache, type SharedPicture } from './picture-cache.ts'
import { renderPicture, type PictureFormat } from './picture-renderer.ts'
import { craquePicture } from './pictures/craque-picture.ts'
import { previewPicture } from './pictures/preview-picture.ts'
import { rankingPicture } from './pictures/ranking-picture.ts'
import { resultPicture } from './pictures/result-picture.ts'
import { seasonPicture } from './pictures/season-picture.ts'
import { teamsPicture } from './pictures/teams-picture.ts'
import * as repo from './share.repo.ts'
import { previewHead, SHARE_TOKEN } from './link-preview.ts'

export const NO_CRAQUE = 'Sem craque eleito'
const BID_NOT_FOUND = 'BID não encontrado.'
const NO_TEAMS = 'Sem times sorteados'
const NO_RESULT = 'Sem resultado registrado'
const NO_SCORERS = 'Nenhum artilheiro registrado'
const PLAYER_NOT_FOUND = 'Jogador não encontrado.'
const NO_PREVIEW = 'Prévia indisponível.'
// About 300 pictures of 100–200 KB: the group's week of sharing, per instance.
const CACHE_BYTES = 48 * 1024 * 1024
const PHOTO_PX = 320

export type ShareService = ReturnType<typeof createShareService>

/**
 * The pictures a group shares in its chat (ADR 048): teams, result, craque, ranking and a
 * player's season, for the group's people only; and the link preview of a shared check-in link,
 * public through the group's share token, with no one's name. Every number comes from the
 * service its screen reads.
 */
export function createShareService(deps: {
  db: Db
  uploads: Pick<UploadsService, 'readPhoto'>
  publicUrl: string
  statistics: StatisticsService
  night: NightService
}) {
  const { db, statistics, night, publicUrl } = deps
  const cache = createPictureCache(CACHE_BYTES)

  /** A member's photo, small, as a data URI satori can draw; null when there is none to read. */
  async function photoOf(photoUrl: string | null): Promise<string | null> {
    const photo = await deps.uploads.readPhoto(photoUrl)
    if (!photo) return null
    try {
      const jpeg = await sharp(photo)
        .resize(PHOTO_PX, PHOTO_PX, { fit: 'cover' })
        .jpeg({ quality: 85 })
        .toBuffer()
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`
    } catch {
      return null
    }
  }

  /** The BID of the caller's group, its group's name and 'quinta, 05/06 às 20:00 · Campo'. */
  async function bidOf(ctx: Ctx, bidDayId: number) {
    const bid = await results.findBid(db, ctx.companyId, bidDayId)
    if (!bid || bid.status === 'cancelled') throw new NotFoundError(BID_NOT_FOUND)
    const when = gameTime(bid.dayOfMatch).full
    return { ...bid, subtitle: bid.location ? `${when} · ${bid.location}` : when }
  }

  /** The BID's craques once the vote is counted (ADR 039), in the poll's order; null before. */
  async function craquesOf(ctx: Ctx, bidDayId: number) {
    const poll = await craqueRepo.findPoll(db, ctx.companyId, bidDayId)
    if (!poll?.closedAt || poll.winnerIds.length === 0) return null
    const members = await repo.findMembers(db, ctx.companyId, poll.winnerIds)
    const winners = poll.winnerIds.flatMap((id) => members.filter((m) => m.companyPlayerId === id))
    return { winners, votes: poll.winnerVotes }
  }

  async function groupName(ctx: Ctx) {
    const group = await repo.findGroup(db, ctx.companyId)
    if (!group) throw new NotFoundError(PLAYER_NOT_FOUND)
    return group.name
  }

  async function previewOf(shareToken: string) {
    const bid = await repo.findPreview(db, shareToken)
    if (!bid) return null
    const facts = { ...bid, bidNumber: bid.number }
    const view = {
      bidNumber: facts.bidNumber,
      when: gameTime(facts.dayOfMatch).full,
      location: facts.location,
      confirmed: facts.confirmed,
      slots: facts.slots,
    }
    const picture = cache.picture('preview', view, () =>
      renderPicture(previewPicture(view), 'preview'),
    )
    return { facts, picture }
  }

  type BidRead = (ctx: Ctx, bidDayId: number, format: PictureFormat) => Promise<SharedPicture>
  /** A BID's picture, read again only when a row it draws from changed (findBidHead). */
  const byBidHead =
    (kind: string, read: BidRead): BidRead =>
    async (ctx, bidDayId, format) => {
      const head = await repo.findBidHead(db, ctx.companyId, bidDayId)
      const key = `${kind}|${ctx.companyId}|${bidDayId}|${format}`
      return cache.remember(key, head, () => read(ctx, bidDayId, format))
    }

  /** A season picture, read again only when its data or the season changed (findSeasonHead). */
  async function bySeasonHead(ctx: Ctx, key: string, read: () => Promise<SharedPicture>) {
    const found = await repo.findSeasonHead(db, ctx.companyId)
    // The month in the group's time zone, as the statistics' version counts it.
    const month = found && currentPeriods(clock.now(), found.timeZone).monthRange.from
    const head = found && `${found.head}|${found.timeZone}|${month}`
    return cache.remember(`${key}|${ctx.companyId}`, head, read)
  }

  const pictures = {
    async teams(ctx: Ctx, bidDayId: number, format: PictureFormat): Promise<SharedPicture> {
      const bid = await bidOf(ctx, bidDayId)
      const draw = teamDrawSchema.safeParse(bid.drawnTeams)
      if (!draw.success) throw new NotFoundError(NO_TEAMS)
      const goalkeeper = (p: { typePlayer: string; position: string | null }) =>
        p.typePlayer === 'goalkeeper' || p.position === 'goalkeeper'
      // Who plays where, never the skill levels the draw balanced (ADR 024).
      const view = {
        groupName: bid.groupName,
        bidNumber: bid.number,
        subtitle: bid.subtitle,
        teams: draw.data.teams.map((team) => ({
          teamId: team.teamId,
          players: team.players.map((p) => ({
            name: p.name,
            position: p.position,
            goalkeeper: goalkeeper(p),
          })),
        })),
        reserves: draw.data.reserves.map((p) => p.name),
      }
      return cache.picture('teams', [view, format], () =>
        renderPicture(teamsPicture(view, format), format),
      )
    },

    async result(ctx: Ctx, bidDayId: number, format: PictureFormat): Promise<SharedPicture> {
      const bid = await bidOf(ctx, bidDayId)
      const [scored, numbers, craques] = await Promise.all([
        results.listScoredMatches(db, ctx.companyId, bidDayId),
        results.listNightNumbers(db, ctx.companyId, bidDayId),
        craquesOf(ctx, bidDayId),
      ])
      const players = numbers
        .map((n) => ({ name: displayName(n), goals: n.goals, assists: n.assists }))
        .sort((a, b) => b.goals - a.goals || b.assists - a.assists || a.name.localeCompare(b.name))
      if (scored.length === 0 && players.length === 0) throw new NotFoundError(NO_RESULT)
      const view = {
        groupName: bid.groupName,
        bidNumber: bid.number,
        subtitle: bid.subtitle,
        matches: scored,
        players,
        craques: craques?.winners.map((w) => displayName(w)) ?? [],
      }
      return cache.picture('result', [view, format], () =>
        renderPicture(resultPicture(view, format), format),
      )
    },

    async craque(ctx: Ctx, bidDayId: number, format: PictureFormat): Promise<SharedPicture> {
      const bid = await bidOf(ctx, bidDayId)
      const [craques, numbers] = await Promise.all([
        craquesOf(ctx, bidDayId),
        results.listNightNumbers(db, ctx.companyId, bidDayId),
      ])
      if (!craques) throw new NotFoundError(NO_CRAQUE)
      const view = {
        groupName: bid.groupName,
        bidNumber: bid.number,
        subtitle: gameTime(bid.dayOfMatch).full,
        winners: craques.winners.map((w) => {
          const own = numbers.find((n) => n.companyPlayerId === w.companyPlayerId)
          return {
            name: displayName(w),
            photoUrl: w.photoUrl,
            goals: own?.goals ?? 0,
            assists: own?.assists ?? 0,
          }
        }),
        votes: craques.votes,
      }
      return cache.picture('craque', [view, format], async () => {
        const photos = await Promise.all(view.winners.map((w) => photoOf(w.photoUrl)))
        return renderPicture(craquePicture(view, format, photos), format)
      })
    },

    /** The season's top 10 scorers, as /artilheiros ranks them. */
    async ranking(ctx: Ctx, format: PictureFormat): Promise<SharedPicture> {
      const [ranking, name] = await Promise.all([statistics.strikersRanking(ctx), groupName(ctx)])
      if (ranking.allStrikersScorers.length === 0) throw new NotFoundError(NO_SCORERS)
      const view = {
        groupName: name,
        season: ranking.season,
        rows: ranking.allStrikersScorers.slice(0, 10).map((s) => ({
          name: s.nickname,
          goals: s.quantityOfGoals,
          games: s.totalGoalsInGames,
          average: s.average,
        })),
      }
      return cache.picture('ranking', [view, format], () =>
        renderPicture(rankingPicture(view, format), format),
      )
    },

    /** A member's season: the dashboard's goals, games, assists, and 'Meus jogos da noite'. */
    async season(ctx: Ctx, companyPlayerId: number, format: PictureFormat) {
      const [member] = await repo.findMembers(db, ctx.companyId, [companyPlayerId])
      if (!member || member.removed) throw new NotFoundError(PLAYER_NOT_FOUND)
      const [numbers, record, name] = await Promise.all([
        statistics.memberSeason(ctx, companyPlayerId),
        night.seasonRecord(ctx, companyPlayerId),
        groupName(ctx),
      ])
      const view = {
        groupName: name,
        season: numbers.season,
        name: displayName(member),
        photoUrl: member.photoUrl,
        games: numbers.games,
        goals: numbers.goals,
        assists: numbers.assists,
        winRate: record.winRate,
        craqueAwards: record.craqueAwards,
      }
      return cache.picture('season', [view, format], async () =>
        renderPicture(seasonPicture(view, format, await photoOf(view.photoUrl)), format),
      )
    },
  }

  return {
    teams: byBidHead('teams', pictures.teams),
    result: byBidHead('result', pictures.result),
    craque: byBidHead('craque', pictures.craque),
    ranking: (ctx: Ctx, format: PictureFormat) =>
      bySeasonHead(ctx, `ranking|${format}`, () => pictures.ranking(ctx, format)),
    season: (ctx: Ctx, companyPlayerId: number, format: PictureFormat) =>
      bySeasonHead(ctx, `season|${companyPlayerId}|${format}`, () =>
        pictures.season(ctx, companyPlayerId, format),
      ),

    /** A shared check-in link's preview image: the next BID, no names; 404 when none or off. */
    async previewPicture(shareToken: string): Promise<SharedPicture> {
      const preview = await previewOf(shareToken)
      if (!preview) throw new NotFoundError(NO_PREVIEW)
      return preview.picture
    },

    /** The page head a shared /check-in?c={token} link answers with; null keeps the generic one. */
    async previewHead(shareToken: string): Promise<string | null> {
      if (!SHARE_TOKEN.test(shareToken)) return null
      const preview = await previewOf(shareToken)
      if (!preview) return null
      const version = preview.picture.etag.slice(1, 9)
      return previewHead({ publicUrl, shareToken, facts: preview.facts, version })
    },

    /** The link the group's shared texts carry to /check-in: with the share token when previews are on. */
    async checkInLink(ctx: Ctx) {
      const group = await repo.findGroup(db, ctx.companyId)
      const url = `${publicUrl}/check-in`
      return {
        checkInUrl: group?.linkPreviews && group.shareToken ? `${url}?c=${group.shareToken}` : url,
      }
    },
  }
}
