import { randomInt } from 'node:crypto'
import { isGoalkeeper, drawTeams, teamSkill, type DrawPlayer } from '@bidfut/domain/team-draw'
import {
  teamDrawSchema,
  type DrawnPlayer,
  type GenerateTeamsRequest,
  type TeamDraw,
} from '@bidfut/domain/contracts/teams'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import * as repo from './teams.repo.ts'

const NO_OPEN_BID = 'Nenhum BID aberto para sortear times.'
const REGENERATE_ATTEMPTS = 12

export type TeamsService = ReturnType<typeof createTeamsService>

export function createTeamsService(deps: { db: Db }) {
  const { db } = deps

  return {
    /** Draws from the open BID's confirmed players and stores the draw with the BID. */
    async generate(ctx: Ctx, input: Required<GenerateTeamsRequest>): Promise<TeamDraw> {
      requireOrganiser(ctx)
      const bid = await repo.findOpenBid(db, ctx.companyId)
      if (!bid) throw new ConflictError(NO_OPEN_BID)
      const confirmed = await repo.listConfirmedPlayers(db, ctx.companyId, bid.id)
      const players: DrawPlayer[] = confirmed.map((p) => ({
        id: p.companyPlayerId,
        name: p.nickname?.trim() || p.fullName,
        type: p.typePlayer,
        position: p.playerPosition,
        skill: p.skillLevel,
      }))
      const k = input.quantityOfPlayersEachTeam
      const outfield = players.filter((p) => !isGoalkeeper(p)).length
      if (outfield < 2 * k) {
        throw new ConflictError(
          `São necessários pelo menos ${2 * k} jogadores de linha confirmados para sortear times com ${k} por time (confirmados: ${outfield}).`,
        )
      }

      const previous = teamDrawSchema.safeParse(bid.drawnTeams)
      const previousKey = previous.success ? splitKey(previous.data) : null
      const draw = (seed: number) =>
        toTeamDraw(
          bid.id,
          input,
          drawTeams({
            players,
            playersPerTeam: k,
            specialSporadic: input.sporadicPlayerEspecial,
            seed,
          }),
        )

      // A first draw is reproducible for the same line-up; "Sortear novamente" looks for another
      // split of the same quality and keeps the old one only when no other exists.
      let result = draw(input.regenerate ? randomInt(2 ** 31) : bid.id)
      for (
        let i = 0;
        input.regenerate && splitKey(result) === previousKey && i < REGENERATE_ATTEMPTS;
        i++
      ) {
        result = draw(randomInt(2 ** 31))
      }
      await repo.saveDraw(db, ctx.companyId, bid.id, result)
      return result
    },

    async current(ctx: Ctx): Promise<TeamDraw | null> {
      const bid = await repo.findOpenBid(db, ctx.companyId)
      const stored = teamDrawSchema.safeParse(bid?.drawnTeams)
      return stored.success ? stored.data : null
    },
  }
}

function toTeamDraw(
  bidDayId: number,
  input: Required<GenerateTeamsRequest>,
  result: ReturnType<typeof drawTeams>,
): TeamDraw {
  return {
    success: true,
    message: 'Times gerados com sucesso!',
    bidDayId,
    quantityOfPlayersEachTeam: input.quantityOfPlayersEachTeam,
    sporadicPlayerEspecial: input.sporadicPlayerEspecial,
    drawnAt: new Date().toISOString(),
    teams: result.teams.map((team) => ({
      teamId: team.teamId,
      totalSkill: teamSkill(team.players),
      players: team.players.map(toDrawnPlayer),
    })),
    reserves: result.reserves.map(toDrawnPlayer),
  }
}

function toDrawnPlayer(player: DrawPlayer): DrawnPlayer {
  return {
    companyPlayerId: player.id,
    name: player.name,
    position: player.position,
    skillLevel: player.skill,
    typePlayer: player.type,
  }
}

function splitKey(draw: Pick<TeamDraw, 'teams'>): string {
  return draw.teams
    .map((t) =>
      t.players
        .map((p) => p.companyPlayerId)
        .sort((a, b) => a - b)
        .join(','),
    )
    .sort()
    .join('|')
}
