import { MAX_TEAM_SIZE, MIN_TEAM_SIZE, SPECIAL_SPORADIC_MIN_SKILL_EXCLUSIVE } from './constants.ts'
import { type PlayerType, type Position } from './contracts/enums.ts'

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

type Rng = () => number

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

/** 0 = defence (fullback, defender), 1 = midfield, 2 = attack, -1 = none. */
export function positionLine(position: Position | null): number {
  switch (position) {
    case 'fullback':
    case 'defender':
      return 0
    case 'midfielder':
      return 1
    case 'striker':
      return 2
    default:
      return -1
  }
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

interface Entry {
  player: DrawPlayer
  /** Index into the distinct skill values (descending). */
  value: number
  line: number
  /** Pool players may trade places with the incomplete team; fixed ones must play full teams. */
  inPool: boolean
}

interface SkillPlan {
  /** How many pool players of each skill value play in the full teams. */
  chosen: number[]
  /** Per full team, how many players of each skill value it gets. */
  teams: number[][]
}

interface Split {
  full: DrawPlayer[][]
  incomplete: DrawPlayer[]
}

interface Candidates {
  /** Distinct skill values, descending; entries refer to them by index. */
  values: number[]
  /** Must play in a full team. */
  fixed: Entry[]
  /** Compete for the `pick` remaining full-team places; the others of them wait. */
  pool: Entry[]
  pick: number
  /** Always wait in the incomplete team. */
  waiting: Entry[]
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

interface Selection {
  chosen: number[]
  /** Fixed plus chosen players, per skill value. */
  counts: number[]
  sum: number
}

function toSelection(
  chosen: number[],
  fixedCounts: number[],
  values: readonly number[],
): Selection {
  const counts = chosen.map((c, i) => c + fixedCounts[i]!)
  return { chosen, counts, sum: counts.reduce((s, c, i) => s + c * values[i]!, 0) }
}

function countByValue(entries: readonly Entry[], size: number): number[] {
  const counts = new Array<number>(size).fill(0)
  for (const e of entries) counts[e.value]!++
  return counts
}

/** All distinct skill multisets (as per-value counts) of `pick` players out of `available`. */
function enumerateSelections(available: readonly number[], pick: number): number[][] {
  const total = available.reduce((a, b) => a + b, 0)
  // Choosing who stays out is the same set of multisets and is shorter when most players play.
  const dropping = pick > total - pick
  const target = dropping ? total - pick : pick
  const out: number[][] = []
  const current = new Array<number>(available.length).fill(0)
  const walk = (i: number, left: number): void => {
    if (i === available.length) {
      if (left === 0) out.push(current.map((c, j) => (dropping ? available[j]! - c : c)))
      return
    }
    for (let c = Math.min(available[i]!, left); c >= 0; c--) {
      current[i] = c
      walk(i + 1, left - c)
    }
    current[i] = 0
  }
  walk(0, target)
  return out
}

// ---------------------------------------------------------------------------------------------
// Exact search on skill counts

interface SearchContext {
  /** Distinct skill values, descending. */
  values: readonly number[]
  k: number
  rng: Rng
  nodesLeft: number
  /** (selection, lowest total, gap) windows already proven impossible. */
  infeasible: Set<string>
}

function findOptimalPlan(
  ctx: SearchContext,
  selections: readonly Selection[],
  teams: number,
): { plan: SkillPlan; gap: number } | null {
  // The gap is 0 only if some selection's total divides evenly; it is at least 1 otherwise.
  const lowerBound = selections.some((s) => s.sum % teams === 0) ? 0 : 1
  for (let gap = lowerBound; ; gap++) {
    const plan = planAtGap(ctx, selections, teams, gap)
    if (plan) return { plan, gap }
    if (ctx.nodesLeft < 0) return null
  }
}

/** A seeded-random split whose full-team totals all lie within `gap` of each other, if any. */
function planAtGap(
  ctx: SearchContext,
  selections: readonly Selection[],
  teams: number,
  gap: number,
): SkillPlan | null {
  for (const index of shuffle([...selections.keys()], ctx.rng)) {
    const selection = selections[index]!
    const highestLow = Math.floor(selection.sum / teams)
    const lows = []
    for (let low = Math.ceil(selection.sum / teams) - gap; low <= highestLow; low++) lows.push(low)
    for (const low of shuffle(lows, ctx.rng)) {
      const key = `${index}:${low}:${gap}`
      if (ctx.infeasible.has(key)) continue
      const split = findSplit(ctx, selection.counts, teams, low, low + gap)
      if (split) return { chosen: selection.chosen, teams: split }
      if (ctx.nodesLeft < 0) return null
      ctx.infeasible.add(key)
    }
  }
  return null
}

/**
 * Splits the players given as per-value counts into `teams` teams of k, every total in [low, high].
 * Each team is built around the strongest player left (symmetry breaking), and states that
 * failed are remembered: the remaining counts alone decide whether the rest can still succeed.
 */
function findSplit(
  ctx: SearchContext,
  initial: readonly number[],
  teams: number,
  low: number,
  high: number,
): number[][] | null {
  const { values, k, rng } = ctx
  const counts = initial.slice()
  const radix: number[] = []
  initial.reduce((mult, c) => (radix.push(mult), mult * (c + 1)), 1)
  const failed = new Set<number>()

  const search = (left: number, remaining: number): number[][] | null => {
    if (remaining < left * low || remaining > left * high) return null
    if (left === 1) return [counts.slice()]
    if (--ctx.nodesLeft < 0) return null
    const key = counts.reduce((acc, c, i) => acc + c * radix[i]!, 0)
    if (failed.has(key)) return null
    const top = counts.findIndex((c) => c > 0)
    const topValue = values[top]!
    counts[top]!--
    const options = teamOptions(values, counts, k - 1, low - topValue, high - topValue)
    for (const option of shuffle(options, rng)) {
      const total = topValue + applyOption(counts, option, values, -1)
      const rest = search(left - 1, remaining - total)
      applyOption(counts, option, values, 1)
      if (rest) {
        counts[top]!++
        option[top]!++
        return [option, ...rest]
      }
    }
    counts[top]!++
    if (ctx.nodesLeft >= 0) failed.add(key)
    return null
  }

  const total = initial.reduce((s, c, i) => s + c * values[i]!, 0)
  return search(teams, total)
}

function applyOption(
  counts: number[],
  option: readonly number[],
  values: readonly number[],
  sign: 1 | -1,
): number {
  let total = 0
  for (let i = 0; i < option.length; i++) {
    counts[i]! += sign * option[i]!
    total += option[i]! * values[i]!
  }
  return total
}

/** Every way (per-value counts) to take `slots` players from `counts` with a total in [low, high]. */
function teamOptions(
  values: readonly number[],
  counts: readonly number[],
  slots: number,
  low: number,
  high: number,
): number[][] {
  const out: number[][] = []
  let last = counts.length - 1
  while (last >= 0 && counts[last] === 0) last--
  const pick = new Array<number>(counts.length).fill(0)
  const walk = (i: number, slots: number, low: number, high: number): void => {
    if (slots === 0) {
      if (low <= 0 && high >= 0) out.push(pick.slice())
      return
    }
    // Values are descending, so slots * values[i] is the most and slots * values[last] the least
    // the remaining slots can add.
    if (i > last || slots * values[i]! < low || slots * values[last]! > high) return
    for (let c = Math.min(counts[i]!, slots); c >= 0; c--) {
      pick[i] = c
      walk(i + 1, slots - c, low - c * values[i]!, high - c * values[i]!)
    }
    pick[i] = 0
  }
  walk(0, slots, low, high)
  return out
}

/** Fallback if the node budget runs out: largest skill to the weakest team with room. */
function greedyPlan(selection: Selection, teams: number, k: number, values: readonly number[]) {
  const plan: SkillPlan = {
    chosen: selection.chosen,
    teams: Array.from({ length: teams }, () => new Array<number>(values.length).fill(0)),
  }
  const sums = new Array<number>(teams).fill(0)
  const sizes = new Array<number>(teams).fill(0)
  selection.counts.forEach((count, value) => {
    for (let n = 0; n < count; n++) {
      let target = -1
      for (let t = 0; t < teams; t++) {
        if (sizes[t]! < k && (target < 0 || sums[t]! < sums[target]!)) target = t
      }
      plan.teams[target]![value]!++
      sums[target]! += values[value]!
      sizes[target]!++
    }
  })
  return plan
}

// ---------------------------------------------------------------------------------------------
// From skill counts to players, and position balancing

/** Full teams first, then the incomplete team (possibly empty). */
function materialise(plan: SkillPlan, candidates: Candidates, rng: Rng): Entry[][] {
  const { fixed, pool, waiting } = candidates
  const playing: Entry[][] = plan.chosen.map(() => [])
  const incomplete = [...waiting]
  for (const e of shuffle([...fixed], rng)) playing[e.value]!.push(e)
  for (const e of shuffle([...pool], rng)) {
    const bucket = playing[e.value]!
    const playingFromPool = bucket.filter((b) => b.inPool).length
    if (playingFromPool < plan.chosen[e.value]!) bucket.push(e)
    else incomplete.push(e)
  }
  const full = plan.teams.map((team) =>
    team.flatMap((count, value) => playing[value]!.splice(0, count)),
  )
  return [...full, incomplete]
}

/**
 * Hill-climbs on swaps that keep every full-team total within `gap`: between full teams, or
 * between a full team and the incomplete team when both players are in the choosable pool.
 */
function balancePositions(teams: Entry[][], fullCount: number, gap: number): void {
  const fullSums = teams.slice(0, fullCount).map(entrySum)
  const lines = teams.map(entryLineCounts)
  let score = lineSpread(lines, fullCount)
  let improved = true
  while (improved && score > 0) {
    improved = false
    for (let x = 0; x < fullCount; x++) {
      for (let y = x + 1; y < teams.length; y++) {
        for (let i = 0; i < teams[x]!.length; i++) {
          for (let j = 0; j < teams[y]!.length; j++) {
            const a = teams[x]![i]!
            const b = teams[y]![j]!
            if (a.line === b.line) continue
            if (y >= fullCount && !(a.inPool && b.inPool)) continue
            const delta = b.player.skill - a.player.skill
            fullSums[x]! += delta
            if (y < fullCount) fullSums[y]! -= delta
            moveLine(lines, a.line, x, y)
            moveLine(lines, b.line, y, x)
            const next = lineSpread(lines, fullCount)
            if (next < score && sumSpread(fullSums) <= gap) {
              score = next
              teams[x]![i] = b
              teams[y]![j] = a
              improved = true
              continue
            }
            fullSums[x]! -= delta
            if (y < fullCount) fullSums[y]! += delta
            moveLine(lines, a.line, y, x)
            moveLine(lines, b.line, x, y)
          }
        }
      }
    }
  }
}

function moveLine(lines: number[][], line: number, from: number, to: number): void {
  if (line < 0) return
  lines[from]![line]!--
  lines[to]![line]!++
}

function entrySum(team: readonly Entry[]): number {
  return team.reduce((s, e) => s + e.player.skill, 0)
}

function entryLineCounts(team: readonly Entry[]): number[] {
  return lineCounts(team.map((e) => e.player))
}

function lineCounts(players: readonly DrawPlayer[]): number[] {
  const counts = [0, 0, 0]
  for (const p of players) {
    const line = positionLine(p.position)
    if (line >= 0) counts[line]!++
  }
  return counts
}

/** Position imbalance of the first `teams` teams, given their line counts. */
function lineSpread(counts: readonly (readonly number[])[], teams = counts.length): number {
  let spread = 0
  for (let line = 0; line < 3; line++) {
    let min = Infinity
    let max = -Infinity
    for (let t = 0; t < teams; t++) {
      min = Math.min(min, counts[t]![line]!)
      max = Math.max(max, counts[t]![line]!)
    }
    if (teams > 0) spread += max - min
  }
  return spread
}

/** A line's spread is at least 1 when its players cannot be divided evenly. */
function lineLowerBound(full: readonly Entry[][]): number {
  const totals = lineCounts(full.flat().map((e) => e.player))
  return totals.filter((t) => t % full.length !== 0).length
}

function sumSpread(numbers: readonly number[]): number {
  return numbers.length === 0 ? 0 : Math.max(...numbers) - Math.min(...numbers)
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

// ---------------------------------------------------------------------------------------------
// Seeded randomness

function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fisher-Yates in place; returns the same array. */
function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    const tmp = items[i]!
    items[i] = items[j]!
    items[j] = tmp
  }
  return items
}
