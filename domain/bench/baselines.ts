import { type DrawInput, type DrawPlayer, type DrawResult } from '../src/team-draw.ts'
import { shapeOf } from './rules.ts'

/**
 * Baselines follow the same rules as the real draw: fixed players plus the strongest pool
 * players fill the full teams, the rest form the incomplete team, the first goalkeepers in input
 * order go to teams 1, 2, ...
 */

export function snakeDraft(input: DrawInput): DrawResult {
  return baseline(input, (players, teams) => {
    const out: DrawPlayer[][] = Array.from({ length: teams }, () => [])
    players.forEach((p, i) => {
      const round = Math.floor(i / teams)
      const pos = i % teams
      out[round % 2 === 0 ? pos : teams - 1 - pos]!.push(p)
    })
    return out
  })
}

export function greedyDraft(input: DrawInput): DrawResult {
  return baseline(input, (players, teams, k) => {
    const out: DrawPlayer[][] = Array.from({ length: teams }, () => [])
    const sums = new Array<number>(teams).fill(0)
    for (const p of players) {
      let target = -1
      for (let t = 0; t < teams; t++) {
        if (out[t]!.length < k && (target < 0 || sums[t]! < sums[target]!)) target = t
      }
      out[target]!.push(p)
      sums[target]! += p.skill
    }
    return out
  })
}

type Deal = (strongestFirst: DrawPlayer[], teams: number, k: number) => DrawPlayer[][]

function baseline(input: DrawInput, deal: Deal): DrawResult {
  const { k, full, fixed, pool, pick, waiting, keepers } = shapeOf(input)
  const byStrength = (a: DrawPlayer, b: DrawPlayer) => b.skill - a.skill
  const sortedPool = pool.slice().sort(byStrength)
  const playing = [...fixed, ...sortedPool.slice(0, pick)].sort(byStrength)
  const leftovers = [...sortedPool.slice(pick), ...waiting]
  const outfieldTeams = full > 0 ? deal(playing, full, k) : []
  if (leftovers.length > 0) outfieldTeams.push(leftovers)
  return {
    teams: outfieldTeams.map((team, i) => {
      const keeper = keepers[i]
      return { teamId: i + 1, players: keeper ? [keeper, ...team] : team }
    }),
    reserves: keepers.slice(outfieldTeams.length),
  }
}
