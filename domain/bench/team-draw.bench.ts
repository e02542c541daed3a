import { isDeepStrictEqual } from 'node:util'
import { drawTeams, type DrawInput, type DrawResult } from '../src/team-draw.ts'
import { greedyDraft, snakeDraft } from './baselines.ts'
import { bruteForceGap } from './brute-force.ts'
import { corpus, matchDay } from './corpus.ts'
import { createRng, randomInt } from './random.ts'
import { referenceGap } from './reference.ts'
import { fullTeamGap, fullTeamImbalance, shapeOf, violations } from './rules.ts'

/**
 * Team draw benchmark: `npm run bench:draw`.
 * Compares the draw with two baselines on a seeded corpus of realistic match days, against an
 * exact reference solver (itself checked against brute force first). Exits non-zero when the
 * draw breaks a rule or misses the optimum on more than 0.5% of the days.
 */

const CORPUS_SIZE = 1_000
const CORPUS_SEED = 20_240_601
const REFERENCE_CHECKS = 200
const REQUIRED_OPTIMAL_SHARE = 0.995
const TIMING_ROUNDS = 3
const VARIETY_SEEDS = 20

interface Algorithm {
  name: string
  draw: (input: DrawInput) => DrawResult
}

const algorithms: Algorithm[] = [
  { name: 'snake draft', draw: snakeDraft },
  { name: 'greedy (largest to weakest)', draw: greedyDraft },
  { name: 'bidfut drawTeams', draw: drawTeams },
]

function main(): void {
  checkReferenceAgainstBruteForce()
  const days = corpus(CORPUS_SIZE, CORPUS_SEED)
  const optimum = referenceOptimum(days)
  const rows = algorithms.map((algorithm) => measure(algorithm, days, optimum))
  console.table(rows.map(({ row }) => row))
  const ours = rows.at(-1)!
  reportExtras(days, optimum, ours)
  const failures = [
    ours.violations > 0 && `${ours.violations} rule violations`,
    ours.optimalShare < REQUIRED_OPTIMAL_SHARE &&
      `only ${percent(ours.optimalShare)} of days at the optimum`,
    !deterministic(days) && 'same seed gave different results',
  ].filter(Boolean)
  if (failures.length > 0) {
    console.error(`FAIL: ${failures.join('; ')}`)
    process.exit(1)
  }
  console.log('OK: no rule violations, optimum reached on the required share of days')
}

function checkReferenceAgainstBruteForce(): void {
  const rng = createRng(7)
  const started = performance.now()
  for (let i = 0; i < REFERENCE_CHECKS; i++) {
    const day = { ...matchDay(rng, randomInt(rng, 8, 13)), playersPerTeam: randomInt(rng, 3, 4) }
    const expected = bruteForceGap(day)
    const reference = referenceGap(day)
    if (!reference.proven || reference.gap !== expected) {
      console.error('Reference solver disagrees with brute force', { day, expected, reference })
      process.exit(1)
    }
  }
  const ms = (performance.now() - started).toFixed(0)
  console.log(`Reference solver matches brute force on ${REFERENCE_CHECKS} small days (${ms} ms)`)
}

function referenceOptimum(days: readonly DrawInput[]): number[] {
  const started = performance.now()
  const results = days.map((day) => referenceGap(day))
  const unproven = results.filter((r) => !r.proven).length
  if (unproven > 0) {
    console.error(`Reference solver hit its node limit on ${unproven} days`)
    process.exit(1)
  }
  const ms = (performance.now() - started).toFixed(0)
  console.log(`Reference optimum for ${days.length} match days computed in ${ms} ms`)
  return results.map((r) => r.gap)
}

interface Measured {
  row: Record<string, string | number>
  violations: number
  optimalShare: number
  timesBySize: Map<number, number[]>
}

function measure(algorithm: Algorithm, days: readonly DrawInput[], optimum: number[]): Measured {
  const results = days.map((day) => algorithm.draw(day))
  const gaps = results.map((result, i) => fullTeamGap(days[i]!, result))
  const imbalances = results.map((result, i) => fullTeamImbalance(days[i]!, result))
  const violating = results.filter((result, i) => violations(days[i]!, result).length > 0).length
  const optimal = gaps.filter((gap, i) => gap === optimum[i]).length
  const contested = days.flatMap((day, i) => (shapeOf(day).full >= 2 ? [i] : []))
  const contestedOptimal = contested.filter((i) => gaps[i] === optimum[i]).length
  const { times, timesBySize } = timeDraws(algorithm, days)
  const optimalShare = optimal / days.length
  return {
    row: {
      algorithm: algorithm.name,
      'mean gap': round(mean(gaps), 3),
      'p95 gap': quantile(gaps, 0.95),
      '% optimal': percent(optimalShare),
      '% optimal (2+ full)': percent(contestedOptimal / contested.length),
      'mean pos. imbalance': round(mean(imbalances), 3),
      violations: violating,
      'median ms': round(quantile(times, 0.5), 4),
      'p99 ms': round(quantile(times, 0.99), 4),
    },
    violations: violating,
    optimalShare,
    timesBySize,
  }
}

/** Every draw timed TIMING_ROUNDS times after a warm-up pass; all samples are pooled. */
function timeDraws(algorithm: Algorithm, days: readonly DrawInput[]) {
  for (const day of days) algorithm.draw(day)
  const times: number[] = []
  const timesBySize = new Map<number, number[]>()
  for (let round = 0; round < TIMING_ROUNDS; round++) {
    for (const day of days) {
      const started = performance.now()
      algorithm.draw(day)
      const elapsed = performance.now() - started
      times.push(elapsed)
      const sameSize = timesBySize.get(day.players.length) ?? []
      sameSize.push(elapsed)
      timesBySize.set(day.players.length, sameSize)
    }
  }
  return { times, timesBySize }
}

function reportExtras(days: readonly DrawInput[], optimum: readonly number[], ours: Measured) {
  const contested = days.filter((d) => shapeOf(d).full >= 2)
  const histogram = new Map<number, number>()
  for (const gap of optimum) histogram.set(gap, (histogram.get(gap) ?? 0) + 1)
  const gaps = [...histogram].sort(([a], [b]) => a - b).map(([g, n]) => `${g}: ${n}`)
  console.log(`Days with 2+ full teams: ${contested.length} of ${days.length}`)
  console.log(`Optimal gap distribution (reference): ${gaps.join(', ')}`)
  const bound = mean(days.map(positionLowerBound))
  console.log(
    `Position imbalance divisibility bound for drawTeams' full teams, mean: ${round(bound, 3)}`,
  )
  const big = ours.timesBySize.get(24) ?? []
  const [median, p99] = [quantile(big, 0.5), quantile(big, 0.99)].map((x) => round(x, 4))
  console.log(
    `drawTeams on 24-player days (${big.length} samples): median ${median} ms, p99 ${p99} ms`,
  )
  const variety = contested.map((day) => distinctSplits(day, optimum[days.indexOf(day)]!))
  const varied = variety.filter((n) => n >= 2).length
  console.log(
    `Regenerate (${VARIETY_SEEDS} seeds per day with 2+ full teams, all at the optimum): ` +
      `${percent(varied / contested.length)} of days give 2+ distinct splits, ` +
      `mean ${round(mean(variety), 2)} distinct splits`,
  )
}

/** Distinct partitions (team labels ignored) over several seeds; 0 if any seed misses the optimum. */
function distinctSplits(day: DrawInput, optimum: number): number {
  const splits = new Set<string>()
  for (let seed = 1; seed <= VARIETY_SEEDS; seed++) {
    const result = drawTeams({ ...day, seed })
    if (fullTeamGap(day, result) !== optimum) return 0
    const teams = result.teams.map((t) => t.players.map((p) => p.id).sort((a, b) => a - b))
    splits.add(
      teams
        .map((ids) => ids.join(','))
        .sort()
        .join(' | '),
    )
  }
  return splits.size
}

/** Per line, a spread of at least 1 when the line's players cannot split evenly (rough bound). */
function positionLowerBound(day: DrawInput): number {
  const { full } = shapeOf(day)
  if (full < 2) return 0
  const result = drawTeams(day)
  const players = result.teams.slice(0, full).flatMap((t) => t.players)
  const lines = [['fullback', 'defender'], ['midfielder'], ['striker']]
  return lines.filter((line) => {
    const count = players.filter((p) => p.position !== null && line.includes(p.position)).length
    return count % full !== 0
  }).length
}

function deterministic(days: readonly DrawInput[]): boolean {
  return days.every((day) => isDeepStrictEqual(drawTeams(day), drawTeams({ ...day })))
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
const round = (x: number, digits: number) => Number(x.toFixed(digits))
const percent = (share: number) => `${(share * 100).toFixed(1)}%`

function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0
  const sorted = xs.slice().sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

main()
