import { type DrawInput } from '../src/team-draw.ts'
import { shapeOf } from './rules.ts'

/**
 * Exact reference for the optimal full-team gap, written independently of the algorithm.
 *
 * Branch and bound over skill groups (strongest first): for each skill it decides how many pool
 * players of that skill wait, then how many players of that skill each full team receives.
 * Teams whose (size, total) are equal are interchangeable for everything that follows, so among
 * them the amounts must be non-increasing. A partial split is cut when even the most favourable
 * completion (strongest remaining players to one team, weakest to another) cannot beat the best
 * gap found. The search stops at the arithmetic lower bound.
 */
export function referenceGap(
  input: DrawInput,
  nodeLimit = 50_000_000,
): { gap: number; proven: boolean } {
  const { k, full, fixed, pool, pick } = shapeOf(input)
  if (full <= 1) return { gap: 0, proven: true }

  const skills = [...new Set([...fixed, ...pool].map((p) => p.skill))].sort((a, b) => b - a)
  const groups = skills.map((skill) => ({
    skill,
    fixed: fixed.filter((p) => p.skill === skill).length,
    pool: pool.filter((p) => p.skill === skill).length,
  }))
  // Remaining players (fixed and pool) from group g on, strongest first, for the bounds.
  const tails = groups.map((_, g) =>
    groups.slice(g).flatMap((x) => new Array<number>(x.fixed + x.pool).fill(x.skill)),
  )
  const lowerBound = evenSelectionExists(groups, pick, full) ? 0 : 1
  const sums = new Array<number>(full).fill(0)
  const sizes = new Array<number>(full).fill(0)
  let benchLeft = pool.length - pick
  let best = Infinity
  let nodes = 0

  const boundAllows = (g: number): boolean => {
    const tail = tails[g] ?? []
    let highestLow = -Infinity
    let lowestHigh = Infinity
    for (let t = 0; t < full; t++) {
      const slots = k - sizes[t]!
      const most = tail.slice(0, slots).reduce((a, b) => a + b, 0)
      const least = tail.slice(tail.length - slots).reduce((a, b) => a + b, 0)
      highestLow = Math.max(highestLow, sums[t]! + (slots === 0 ? 0 : least))
      lowestHigh = Math.min(lowestHigh, sums[t]! + (slots === 0 ? 0 : most))
    }
    return highestLow - lowestHigh < best
  }

  const place = (g: number): void => {
    if (best <= lowerBound || nodes++ > nodeLimit) return
    if (g === groups.length) {
      best = Math.min(best, Math.max(...sums) - Math.min(...sums))
      return
    }
    if (!boundAllows(g)) return
    const group = groups[g]!
    const maxWait = Math.min(group.pool, benchLeft)
    // Every pool player still to come has to wait if the bench needs them.
    const poolAfter = groups.slice(g + 1).reduce((s, x) => s + x.pool, 0)
    for (let wait = Math.max(0, benchLeft - poolAfter); wait <= maxWait; wait++) {
      benchLeft -= wait
      distribute(g, group.fixed + group.pool - wait, group.skill)
      benchLeft += wait
    }
  }

  // Hand `left` players of `skill` to the teams, weakest teams offered the most first.
  const distribute = (g: number, left: number, skill: number): void => {
    const order = [...sums.keys()].sort((a, b) => sums[a]! - sums[b]! || a - b)
    const before = order.map((t) => `${sizes[t]}:${sums[t]}`)
    const given = new Array<number>(full).fill(0)
    const step = (i: number, left: number): void => {
      if (i === full) {
        if (left === 0) place(g + 1)
        return
      }
      const team = order[i]!
      const twin = i > 0 ? before.lastIndexOf(before[i]!, i - 1) : -1
      let most = Math.min(k - sizes[team]!, left)
      if (twin >= 0) most = Math.min(most, given[twin]!)
      for (let n = most; n >= 0; n--) {
        given[i] = n
        sizes[team]! += n
        sums[team]! += n * skill
        step(i + 1, left - n)
        sizes[team]! -= n
        sums[team]! -= n * skill
      }
      given[i] = 0
    }
    step(0, left)
  }

  place(0)
  return { gap: best, proven: nodes <= nodeLimit }
}

/** Whether some choice of `pick` pool players makes the full-team total divisible by `teams`. */
function evenSelectionExists(
  groups: readonly { skill: number; fixed: number; pool: number }[],
  pick: number,
  teams: number,
): boolean {
  const base = groups.reduce((s, g) => s + g.fixed * g.skill, 0)
  // reachable[c] = set of totals mod `teams` reachable with c pool players.
  let reachable: Set<number>[] = [new Set([base % teams])]
  for (const group of groups) {
    const next: Set<number>[] = reachable.map((s) => new Set(s))
    reachable.forEach((mods, c) => {
      for (let n = 1; n <= group.pool && c + n <= pick; n++) {
        next[c + n] ??= new Set()
        for (const m of mods) next[c + n]!.add((m + n * group.skill) % teams)
      }
    })
    reachable = next
  }
  return reachable[pick]?.has(0) ?? false
}
