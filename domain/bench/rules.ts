import { type Position } from '../src/contracts/enums.ts'
import { type DrawInput, type DrawPlayer, type DrawResult } from '../src/team-draw.ts'

/**
 * The draw rules restated independently of the algorithm, for the reference solvers, the
 * baselines and the rule checker.
 */

export const goalkeeper = (p: DrawPlayer): boolean =>
  p.type === 'goalkeeper' || p.position === 'goalkeeper'

export const priority = (p: DrawPlayer, specialSporadic: boolean): boolean =>
  p.type === 'monthly' || (specialSporadic && p.type === 'sporadic' && p.skill >= 9)

export interface Shape {
  outfield: DrawPlayer[]
  keepers: DrawPlayer[]
  k: number
  /** Number of full teams. */
  full: number
  teams: number
  /** Players that must play in a full team. */
  fixed: DrawPlayer[]
  /** Players that compete for the remaining `pick` full-team places; the rest wait. */
  pool: DrawPlayer[]
  pick: number
  /** Players that always wait (non-priority while priority players overflow the full teams). */
  waiting: DrawPlayer[]
}

export function shapeOf({ players, playersPerTeam: k, specialSporadic }: DrawInput): Shape {
  const outfield = players.filter((p) => !goalkeeper(p))
  const keepers = players.filter(goalkeeper)
  const full = Math.floor(outfield.length / k)
  const prio = outfield.filter((p) => priority(p, specialSporadic))
  const rest = outfield.filter((p) => !priority(p, specialSporadic))
  const places = full * k
  const overflow = prio.length >= places
  return {
    outfield,
    keepers,
    k,
    full,
    teams: Math.ceil(outfield.length / k),
    fixed: overflow ? [] : prio,
    pool: overflow ? prio : rest,
    pick: overflow ? places : places - prio.length,
    waiting: overflow ? rest : [],
  }
}

export const outfieldOf = (players: readonly DrawPlayer[]): DrawPlayer[] =>
  players.filter((p) => !goalkeeper(p))

export const skillSum = (players: readonly DrawPlayer[]): number =>
  outfieldOf(players).reduce((s, p) => s + p.skill, 0)

export const spread = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : Math.max(...xs) - Math.min(...xs)

/** Gap between the strongest and the weakest full team (teams 1..F). */
export function fullTeamGap(input: DrawInput, result: DrawResult): number {
  const { full } = shapeOf(input)
  return spread(result.teams.slice(0, full).map((t) => skillSum(t.players)))
}

const LINES: Record<Position, number> = {
  goalkeeper: -1,
  fullback: 0,
  defender: 0,
  midfielder: 1,
  striker: 2,
}

/** Sum over defence / midfield / attack of (max - min) line count across the full teams. */
export function fullTeamImbalance(input: DrawInput, result: DrawResult): number {
  const { full } = shapeOf(input)
  const teams = result.teams.slice(0, full).map((t) => outfieldOf(t.players))
  let total = 0
  for (let line = 0; line < 3; line++) {
    total += spread(
      teams.map((t) => t.filter((p) => p.position !== null && LINES[p.position] === line).length),
    )
  }
  return total
}

/** Every rule violation of a draw result, as readable messages (empty when valid). */
export function violations(input: DrawInput, result: DrawResult): string[] {
  const shape = shapeOf(input)
  const errors: string[] = []
  const seen = new Map<DrawPlayer, number>()
  for (const p of [...result.teams.flatMap((t) => t.players), ...result.reserves]) {
    seen.set(p, (seen.get(p) ?? 0) + 1)
  }
  for (const p of input.players) {
    if (seen.get(p) !== 1) errors.push(`player ${p.id} appears ${seen.get(p) ?? 0} times`)
  }
  if (seen.size !== input.players.length) errors.push('unknown players in the result')
  if (result.teams.length !== shape.teams) errors.push(`expected ${shape.teams} teams`)
  const playingKeepers = Math.min(shape.keepers.length, shape.teams)
  result.teams.forEach((team, index) => {
    if (team.teamId !== index + 1) errors.push(`team at ${index} has id ${team.teamId}`)
    const keepers = team.players.filter(goalkeeper)
    const expectedKeepers = index < playingKeepers ? 1 : 0
    if (keepers.length !== expectedKeepers) errors.push(`team ${team.teamId} keepers`)
    if (keepers.length === 1 && team.players[0] !== keepers[0]) {
      errors.push(`team ${team.teamId} goalkeeper is not listed first`)
    }
    const size = outfieldOf(team.players).length
    const expectedSize = index < shape.full ? shape.k : shape.outfield.length - shape.full * shape.k
    if (size !== expectedSize) errors.push(`team ${team.teamId} has ${size} outfield players`)
  })
  if (result.reserves.some((p) => !goalkeeper(p))) errors.push('outfield player in reserves')
  if (result.reserves.length !== shape.keepers.length - playingKeepers) errors.push('reserves')
  const inFull = new Set(result.teams.slice(0, shape.full).flatMap((t) => t.players))
  if (shape.fixed.some((p) => !inFull.has(p))) errors.push('priority player left out')
  if (shape.waiting.some((p) => inFull.has(p))) errors.push('non-priority player took a place')
  return errors
}
