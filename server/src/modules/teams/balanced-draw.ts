import { randomInt } from 'node:crypto'
import { drawTeams, isGoalkeeper, teamSkill, type DrawPlayer } from '@bidfut/domain/team-draw'
import {
  teamDrawSchema,
  type DrawnPlayer,
  type GenerateTeamsRequest,
  type TeamDraw,
} from '@bidfut/domain/contracts/teams'
import { ConflictError } from '../../lib/errors.ts'
import type { listConfirmedPlayers } from './teams.repo.ts'

const REGENERATE_ATTEMPTS = 12

type ConfirmedPlayer = Awaited<ReturnType<typeof listConfirmedPlayers>>[number]

/** The draw of one BID's confirmed players; `previous` is the stored draw "Sortear novamente" avoids. */
export function balancedDraw(
  bidDayId: number,
  confirmed: ConfirmedPlayer[],
  input: Required<Omit<GenerateTeamsRequest, 'bidDayId'>>,
  previous: unknown,
): TeamDraw {
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
  const stored = teamDrawSchema.safeParse(previous)
  const previousKey = stored.success ? splitKey(stored.data) : null
  const draw = (seed: number) =>
    toTeamDraw(
      bidDayId,
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
  let result = draw(input.regenerate ? randomInt(2 ** 31) : bidDayId)
  for (
    let i = 0;
    input.regenerate && splitKey(result) === previousKey && i < REGENERATE_ATTEMPTS;
    i++
  ) {
    result = draw(randomInt(2 ** 31))
  }
  return result
}

function toTeamDraw(
  bidDayId: number,
  input: Required<Omit<GenerateTeamsRequest, 'bidDayId'>>,
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
    confirmedChanged: false,
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
