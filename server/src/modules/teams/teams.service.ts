import { isOrganiser } from '@bidfut/domain/contracts/enums'
import {
  teamDrawSchema,
  type DrawnPlayer,
  type GenerateTeamsRequest,
  type MemberTeamDraw,
  type TeamDraw,
  type TeamMate,
} from '@bidfut/domain/contracts/teams'
import { confirmedChangedSinceDraw } from '@bidfut/domain/rules/draw-line-up'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { BID_NOT_FOUND } from '../bids/bid-writes.ts'
import { lockBid } from '../bids/bids.repo.ts'
import { balancedDraw } from './balanced-draw.ts'
import { recordActivity } from '../activity/activity.ts'
import * as repo from './teams.repo.ts'

const NO_OPEN_BID = 'Nenhum BID aberto para sortear times.'
const BID_CLOSED = 'Este BID já foi finalizado ou cancelado: os times não foram salvos.'

export type TeamsService = ReturnType<typeof createTeamsService>

export function createTeamsService(deps: { db: Db }) {
  const { db } = deps

  return {
    /** Draws from the open BID's confirmed players and stores the draw with the BID. */
    async generate(
      ctx: Ctx,
      input: Required<Omit<GenerateTeamsRequest, 'bidDayId'>> & { bidDayId?: number },
    ): Promise<TeamDraw> {
      requireOrganiser(ctx)
      return db.transaction(async (tx) => {
        const open = await repo.findOpenBid(tx, ctx.companyId, input.bidDayId)
        if (!open && input.bidDayId !== undefined) throw new NotFoundError(BID_NOT_FOUND)
        if (!open) throw new ConflictError(NO_OPEN_BID)
        // The BID lock, as check-in and finish take it: the draw sees one committed line-up, and
        // a BID finished or cancelled meanwhile is never given one.
        const bid = await lockBid(tx, ctx.companyId, open.id)
        if (bid?.status !== 'open') throw new ConflictError(BID_CLOSED)
        const confirmed = await repo.listConfirmedPlayers(tx, ctx.companyId, bid.id)
        const previous = await repo.findDraw(tx, ctx.companyId, bid.id)
        const draw = balancedDraw(bid.id, confirmed, input, previous)
        await repo.saveDraw(tx, ctx.companyId, bid.id, draw)
        await recordActivity(tx, ctx, { kind: 'teams.drawn', bidDayId: bid.id })
        return draw
      })
    },

    /**
     * The stored draw, saying whether the confirmed players changed since it was made. Members
     * see who plays with whom, not the skill levels the draw balanced (ADR 024).
     */
    async current(ctx: Ctx, bidDayId?: number): Promise<TeamDraw | MemberTeamDraw | null> {
      const bid = await repo.findOpenBid(db, ctx.companyId, bidDayId)
      if (!bid && bidDayId !== undefined) throw new NotFoundError(BID_NOT_FOUND)
      const stored = teamDrawSchema.safeParse(bid?.drawnTeams)
      if (!bid || !stored.success) return null
      const confirmedIds = await repo.listConfirmedIds(db, ctx.companyId, bid.id)
      const draw = {
        ...stored.data,
        confirmedChanged: confirmedChangedSinceDraw(stored.data, confirmedIds),
      }
      return isOrganiser(ctx.role) ? draw : withoutSkill(draw)
    },
  }
}

const teamMate = ({ skillLevel: _skill, ...player }: DrawnPlayer): TeamMate => player

function withoutSkill(draw: TeamDraw): MemberTeamDraw {
  return {
    ...draw,
    teams: draw.teams.map((team) => ({ teamId: team.teamId, players: team.players.map(teamMate) })),
    reserves: draw.reserves.map(teamMate),
  }
}
