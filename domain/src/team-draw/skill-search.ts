import { shuffle, type Rng } from './seeded-random.ts'

// The exact search of the team draw (team-draw.ts, step 3) works on per-skill counts only:
// players of equal skill are interchangeable for the gap between the strongest and weakest team.

export interface SkillPlan {
  /** How many pool players of each skill value play in the full teams. */
  chosen: number[]
  /** Per full team, how many players of each skill value it gets. */
  teams: number[][]
}

export interface Selection {
  chosen: number[]
  /** Fixed plus chosen players, per skill value. */
  counts: number[]
  sum: number
}

export function toSelection(
  chosen: number[],
  fixedCounts: number[],
  values: readonly number[],
): Selection {
  const counts = chosen.map((c, i) => c + fixedCounts[i]!)
  return { chosen, counts, sum: counts.reduce((s, c, i) => s + c * values[i]!, 0) }
}

/** All distinct skill multisets (as per-value counts) of `pick` players out of `available`. */
export function enumerateSelections(available: readonly number[], pick: number): number[][] {
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

export interface SearchContext {
  /** Distinct skill values, descending. */
  values: readonly number[]
  k: number
  rng: Rng
  nodesLeft: number
  /** (selection, lowest total, gap) windows already proven impossible. */
  infeasible: Set<string>
}

export function findOptimalPlan(
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
export function planAtGap(
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
export function greedyPlan(
  selection: Selection,
  teams: number,
  k: number,
  values: readonly number[],
) {
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
