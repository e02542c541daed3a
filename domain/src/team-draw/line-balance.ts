import type { Position } from '../contracts/enums.ts'
import { shuffle, type Rng } from './seeded-random.ts'
import type { SkillPlan } from './skill-search.ts'

// Step 4 of the team draw (team-draw.ts): from per-skill counts to players, then swaps that
// spread defence, midfield and attack evenly without widening the skill gap.

/** What the position balance reads of a player. */
export type LinedPlayer = { skill: number; position: Position | null }

export interface Entry<P extends LinedPlayer = LinedPlayer> {
  player: P
  /** Index into the distinct skill values (descending). */
  value: number
  line: number
  /** Pool players may trade places with the incomplete team; fixed ones must play full teams. */
  inPool: boolean
}

export interface Candidates<P extends LinedPlayer = LinedPlayer> {
  /** Distinct skill values, descending; entries refer to them by index. */
  values: number[]
  /** Must play in a full team. */
  fixed: Entry<P>[]
  /** Compete for the `pick` remaining full-team places; the others of them wait. */
  pool: Entry<P>[]
  pick: number
  /** Always wait in the incomplete team. */
  waiting: Entry<P>[]
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

/** Full teams first, then the incomplete team (possibly empty). */
export function materialise<P extends LinedPlayer>(
  plan: SkillPlan,
  candidates: Candidates<P>,
  rng: Rng,
): Entry<P>[][] {
  const { fixed, pool, waiting } = candidates
  const playing: Entry<P>[][] = plan.chosen.map(() => [])
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
export function balancePositions(teams: Entry[][], fullCount: number, gap: number): void {
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

export function entrySum(team: readonly Entry[]): number {
  return team.reduce((s, e) => s + e.player.skill, 0)
}

export function entryLineCounts(team: readonly Entry[]): number[] {
  return lineCounts(team.map((e) => e.player))
}

export function lineCounts(players: readonly LinedPlayer[]): number[] {
  const counts = [0, 0, 0]
  for (const p of players) {
    const line = positionLine(p.position)
    if (line >= 0) counts[line]!++
  }
  return counts
}

/** Position imbalance of the first `teams` teams, given their line counts. */
export function lineSpread(counts: readonly (readonly number[])[], teams = counts.length): number {
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
export function lineLowerBound(full: readonly Entry[][]): number {
  const totals = lineCounts(full.flat().map((e) => e.player))
  return totals.filter((t) => t % full.length !== 0).length
}

export function sumSpread(numbers: readonly number[]): number {
  return numbers.length === 0 ? 0 : Math.max(...numbers) - Math.min(...numbers)
}
