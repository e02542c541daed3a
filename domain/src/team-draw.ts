import { MAX_TEAM_SIZE, MIN_TEAM_SIZE, SPECIAL_SPORADIC_MIN_SKILL_EXCLUSIVE } from './constants.ts'
import type { PlayerType, Position } from './contracts/enums.ts'
import {
  balancePositions,
  entryLineCounts,
  entrySum,
  lineCounts,
  lineLowerBound,
  lineSpread,
  materialise,
  positionLine,
  sumSpread,
  type Candidates as LineCandidates,
  type Entry as LineEntry,
} from './team-draw/line-balance.ts'
import { mulberry32, shuffle, type Rng } from './team-draw/seeded-random.ts'
import {
  enumerateSelections,
  findOptimalPlan,
  greedyPlan,
  planAtGap,
  toSelection,
  type SearchContext,
  type Selection,
  type SkillPlan,
} from './team-draw/skill-search.ts'

/**
 * Team draw for a match day.
 *
 * 1. Goalkeepers are set aside; the outfield players define F = floor(n / k) full teams and, when
 *    n % k != 0, one incomplete team with the leftovers.
 * 2. Priority players (monthly, plus sporadic players above skill 8 when `specialSporadic`) fill
 *    the full teams first. Who waits (or who fills the last places) is part of the optimisation.
 * 3. An exact search over skill multisets finds the smallest possible gap between the strongest
 *    and the weakest full team. Players of equal skill are interchangeable for that objective, so
 *    the search works on per-skill counts and memoises failed states, which keeps it tiny.
 * 4. Among splits with that gap, a few seeded restarts plus a swap hill-climb spread defence,
 *    midfield and attack evenly over the full teams.
 * 5. Full teams are numbered from the weakest to the strongest outfield total, the incomplete team
 *    last; playing goalkeepers (the first ones in input order, one per team) go to team 1, 2, ...
 *    sorted by skill, so the best goalkeeper joins the weakest full team.
 */

export interface DrawPlayer {
  id: number
  name: string
  type: PlayerType
  position: Position | null
  skill: number
}

export interface DrawInput {
  players: readonly DrawPlayer[]
  playersPerTeam: number
  specialSporadic: boolean
  seed: number
}

export interface DrawTeam {
  teamId: number
  players: DrawPlayer[]
}

export interface DrawResult {
  teams: DrawTeam[]
  reserves: DrawPlayer[]
}

/** Search nodes per draw before falling back to a greedy split; realistic days use a few hundred. */
const NODE_BUDGET = 200_000
/** Seeded restarts used to look for a better position spread among optimal-gap splits. */
const POSITION_ATTEMPTS = 8

export function isGoalkeeper(player: DrawPlayer): boolean {
  return player.type === 'goalkeeper' || player.position === 'goalkeeper'
}

export function isPriority(player: DrawPlayer, specialSporadic: boolean): boolean {
  if (player.type === 'monthly') return true
  return (
    specialSporadic &&
    player.type === 'sporadic' &&
    player.skill > SPECIAL_SPORADIC_MIN_SKILL_EXCLUSIVE
  )
}

/** Outfield skill total of a team (the goalkeeper does not count). */
export function teamSkill(
  team: { players: readonly DrawPlayer[] } | readonly DrawPlayer[],
): number {
  const players = 'players' in team ? team.players : team
  return players.reduce((sum, p) => (isGoalkeeper(p) ? sum : sum + p.skill), 0)
}

/** Sum over the three lines of (max count - min count) across the given teams. */
export function positionImbalance(teams: readonly (readonly DrawPlayer[])[]): number {
  const counts = teams.map((team) => lineCounts(team.filter((p) => !isGoalkeeper(p))))
  return lineSpread(counts)
}

export function drawTeams({
  players,
  playersPerTeam: k,
  specialSporadic,
  seed,
}: DrawInput): DrawResult {
  if (!Number.isInteger(k) || k < MIN_TEAM_SIZE || k > MAX_TEAM_SIZE) {
    throw new RangeError(`playersPerTeam must be between ${MIN_TEAM_SIZE} and ${MAX_TEAM_SIZE}`)
  }
  const rng = mulberry32(seed)
  const goalkeepers = players.filter(isGoalkeeper)
  const outfield = players.filter((p) => !isGoalkeeper(p))
  const fullCount = Math.floor(outfield.length / k)
  const { full, incomplete } =
    fullCount === 0
      ? { full: [], incomplete: outfield.slice() }
      : splitOutfield(outfield, k, fullCount, specialSporadic, rng)
  return assemble(full, incomplete, goalkeepers, players, rng)
}

// ---------------------------------------------------------------------------------------------
// Outfield split

type Entry = LineEntry<DrawPlayer>
type Candidates = LineCandidates<DrawPlayer>

interface Split {
  full: DrawPlayer[][]
  incomplete: DrawPlayer[]
}

function classify(outfield: readonly DrawPlayer[], places: number, special: boolean): Candidates {
  const values = [...new Set(outfield.map((p) => p.skill))].sort((a, b) => b - a)
  const toEntry = (player: DrawPlayer, inPool: boolean): Entry => ({
    player,
    value: values.indexOf(player.skill),
    line: positionLine(player.position),
    inPool,
  })
  const priority = outfield.filter((p) => isPriority(p, special))
  const others = outfield.filter((p) => !isPriority(p, special))
  // Enough priority players: they compete among themselves and every other player waits.
  // Otherwise all of them play and the remaining places are picked from the others.
  if (priority.length >= places) {
    const pool = priority.map((p) => toEntry(p, true))
    return { values, fixed: [], pool, pick: places, waiting: others.map((p) => toEntry(p, false)) }
  }
  const fixed = priority.map((p) => toEntry(p, false))
  const pool = others.map((p) => toEntry(p, true))
  return { values, fixed, pool, pick: places - fixed.length, waiting: [] }
}

function splitOutfield(
  outfield: readonly DrawPlayer[],
  k: number,
  fullCount: number,
  specialSporadic: boolean,
  rng: Rng,
): Split {
  const candidates = classify(outfield, fullCount * k, specialSporadic)
  const { values, fixed, pool, pick } = candidates
  const ctx: SearchContext = { values, k, rng, nodesLeft: NODE_BUDGET, infeasible: new Set() }
  const fixedCounts = countByValue(fixed, values.length)
  const selections = enumerateSelections(countByValue(pool, values.length), pick).map((chosen) =>
    toSelection(chosen, fixedCounts, values),
  )
  const optimal = findOptimalPlan(ctx, selections, fullCount)
  const teams = optimal
    ? bestPositionSpread(ctx, candidates, selections, optimal, fullCount)
    : greedySplit(candidates, selections[0]!, fullCount, k, rng)
  return {
    full: teams.slice(0, fullCount).map((team) => team.map((e) => e.player)),
    incomplete: teams[fullCount]!.map((e) => e.player),
  }
}

/**
 * Tries a few seeded optimal-gap splits, improves each with position swaps and keeps the one
 * with the most even lines. Stops early once the divisibility bound is met.
 */
function bestPositionSpread(
  ctx: SearchContext,
  candidates: Candidates,
  selections: readonly Selection[],
  optimal: { plan: SkillPlan; gap: number },
  fullCount: number,
): Entry[][] {
  let best: { teams: Entry[][]; score: number } | null = null
  let plan: SkillPlan | null = optimal.plan
  for (let attempt = 0; attempt < POSITION_ATTEMPTS && plan; attempt++) {
    const teams = materialise(plan, candidates, ctx.rng)
    balancePositions(teams, fullCount, optimal.gap)
    const full = teams.slice(0, fullCount)
    const score = lineSpread(full.map(entryLineCounts))
    if (!best || score < best.score) best = { teams, score }
    if (score <= lineLowerBound(full)) break
    plan = planAtGap(ctx, selections, fullCount, optimal.gap)
  }
  return best!.teams
}

/** Fallback if the node budget runs out: largest skill to the weakest team, then swaps. */
function greedySplit(
  candidates: Candidates,
  selection: Selection,
  fullCount: number,
  k: number,
  rng: Rng,
): Entry[][] {
  const teams = materialise(greedyPlan(selection, fullCount, k, candidates.values), candidates, rng)
  balancePositions(teams, fullCount, sumSpread(teams.slice(0, fullCount).map(entrySum)))
  return teams
}

function countByValue(entries: readonly Entry[], size: number): number[] {
  const counts = new Array<number>(size).fill(0)
  for (const e of entries) counts[e.value]!++
  return counts
}

// ---------------------------------------------------------------------------------------------
// Final layout

function assemble(
  full: readonly DrawPlayer[][],
  incomplete: readonly DrawPlayer[],
  goalkeepers: readonly DrawPlayer[],
  input: readonly DrawPlayer[],
  rng: Rng,
): DrawResult {
  const order = new Map(input.map((p, i) => [p, i]))
  const byStrength = (a: DrawPlayer, b: DrawPlayer) =>
    b.skill - a.skill || order.get(a)! - order.get(b)!
  // Weakest full team first (ties in seeded order), so it meets the best goalkeeper.
  const fullTeams = shuffle(full.slice(), rng).sort((a, b) => teamSkill(a) - teamSkill(b))
  const outfieldTeams = incomplete.length > 0 ? [...fullTeams, incomplete] : fullTeams
  const playing = goalkeepers.slice(0, outfieldTeams.length).sort(byStrength)
  const teams = outfieldTeams.map((team, index) => {
    const keeper = playing[index]
    const players = team.slice().sort(byStrength)
    return { teamId: index + 1, players: keeper ? [keeper, ...players] : players }
  })
  return { teams, reserves: goalkeepers.slice(outfieldTeams.length) }
}
