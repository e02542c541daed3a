import { drawTeams, type DrawPlayer } from '../src/team-draw.ts'
import { nextPairing, type PlayedMatch } from '../src/rules/night-results.ts'
import {
  MIN_MATCHES_FOR_CLEAR_EVIDENCE,
  MIN_MATCHES_FOR_SUGGESTION,
  newRating,
  rateNight,
  suggestedSkill,
  type SkillRating,
} from '../src/rules/ratings.ts'
import { createRng, gaussian, randomInt, type Rng } from './random.ts'

/**
 * Ratings benchmark: `npm run bench:ratings` (ADR 039).
 * Simulated groups with hidden true strengths play a pelada a week: confirmed players are drawn
 * into teams by the levels an organiser typed long ago, the night is 'quem ganha fica', and each
 * score is noisy. After each night the ratings learn from the scored matches. We report how well
 * the suggested levels rank the players against the truth (Spearman) after 10 and 30 nights, and
 * how fair a draw is (true-strength gap between the strongest and weakest team) when it uses the
 * suggestions instead of the stale typed levels; and, over the first nights, how often a
 * suggestion made on clear evidence before five matches lands closer to the truth than the typed
 * level. Exits non-zero if the suggestions do not beat the stale levels on both counts at 30
 * nights, or if fewer than 80 % of the early ones land closer.
 */

const GROUPS = 40
const MEMBERS = 22
const PER_TEAM = 5
const MATCHES_PER_NIGHT = 5
const CHECKPOINTS = [10, 30]
const SEED = 20_261_127

type Member = { id: number; truth: number; typed: number }

function main(): void {
  const rows = CHECKPOINTS.map((nights) => ({ nights, ...measure(nights) }))
  console.table(
    rows.map((r) => ({
      'BIDs played': r.nights,
      'matches per player': r.matchesPerPlayer.toFixed(1),
      'Spearman typed vs truth': r.rhoTyped.toFixed(2),
      'Spearman suggested vs truth': r.rhoSuggested.toFixed(2),
      'draw gap typed': r.gapTyped.toFixed(2),
      'draw gap suggested': r.gapSuggested.toFixed(2),
      'draw gap truth (best)': r.gapTruth.toFixed(2),
    })),
  )
  const early = measureEarly()
  console.table({
    'clear evidence, 2 to 4 matches': {
      'member-nights': early.seen,
      'suggested (%)': ((100 * early.shown) / early.seen).toFixed(1),
      'closer to truth (%)': ((100 * early.closer) / early.shown).toFixed(0),
      'farther (%)': ((100 * early.farther) / early.shown).toFixed(0),
    },
  })
  const last = rows.at(-1)!
  if (last.rhoSuggested <= last.rhoTyped || last.gapSuggested >= last.gapTyped) {
    console.error('FAIL: the suggested levels do not beat the stale typed levels')
    process.exit(1)
  }
  if (early.closer < 0.8 * early.shown) {
    console.error('FAIL: fewer than 80 % of the early suggestions land closer to the truth')
    process.exit(1)
  }
  console.log('OK: suggested levels rank better and draw fairer than stale typed levels')
  console.log('OK: early suggestions, on clear evidence, land closer to the truth')
}

/** Over the first six nights: each member-night with 2 to 4 rated matches. */
function measureEarly() {
  const rng = createRng(SEED)
  const counts = { seen: 0, shown: 0, closer: 0, farther: 0 }
  for (let g = 0; g < GROUPS * 5; g++) {
    const members = makeGroup(rng)
    let ratings = new Map<number, SkillRating>()
    for (let night = 0; night < 6; night++) {
      ratings = rateNight(
        ratings,
        playNight(
          rng,
          draw(pickConfirmed(rng, members), (m) => m.typed, night),
        ),
      )
      for (const m of members) {
        const rating = ratings.get(m.id)
        if (!rating || rating.games < MIN_MATCHES_FOR_CLEAR_EVIDENCE) continue
        if (rating.games >= MIN_MATCHES_FOR_SUGGESTION) continue
        counts.seen++
        const level = suggestedSkill(rating, m.typed)
        if (level === null) continue
        counts.shown++
        const truth = truthLevel(m.truth)
        const [now, then] = [Math.abs(level - truth), Math.abs(m.typed - truth)]
        if (now < then) counts.closer++
        if (now > then) counts.farther++
      }
    }
  }
  return counts
}

function measure(nights: number) {
  const rng = createRng(SEED)
  const sums = { rhoTyped: 0, rhoSuggested: 0, gapTyped: 0, gapSuggested: 0, gapTruth: 0, mpp: 0 }
  for (let g = 0; g < GROUPS; g++) {
    const members = makeGroup(rng)
    let ratings = new Map<number, SkillRating>()
    for (let night = 0; night < nights; night++) {
      const here = pickConfirmed(rng, members)
      const teams = draw(here, (m) => m.typed, night)
      ratings = rateNight(ratings, playNight(rng, teams))
    }
    const suggested = (m: Member) =>
      suggestedSkill(ratings.get(m.id) ?? newRating(), m.typed) ?? m.typed
    sums.rhoTyped += spearman(
      members.map((m) => m.typed),
      members.map((m) => m.truth),
    )
    sums.rhoSuggested += spearman(
      members.map((m) => ratings.get(m.id)?.mu ?? 25),
      members.map((m) => m.truth),
    )
    const matches = members.map((m) => ratings.get(m.id)?.games ?? 0)
    sums.mpp += matches.reduce((a, b) => a + b, 0) / members.length
    // Fairness on fresh nights, the same confirmed players drawn three ways.
    for (let k = 0; k < 10; k++) {
      const here = pickConfirmed(rng, members)
      sums.gapTyped += trueGap(draw(here, (m) => m.typed, k))
      sums.gapSuggested += trueGap(draw(here, suggested, k))
      sums.gapTruth += trueGap(draw(here, (m) => truthLevel(m.truth), k))
    }
  }
  return {
    rhoTyped: sums.rhoTyped / GROUPS,
    rhoSuggested: sums.rhoSuggested / GROUPS,
    gapTyped: sums.gapTyped / GROUPS / 10,
    gapSuggested: sums.gapSuggested / GROUPS / 10,
    gapTruth: sums.gapTruth / GROUPS / 10,
    matchesPerPlayer: sums.mpp / GROUPS,
  }
}

/** True strength ~ N(0, 1); the typed level was a rough guess long ago, and people changed since. */
function makeGroup(rng: Rng): Member[] {
  return Array.from({ length: MEMBERS }, (_, id) => {
    const truth = gaussian(rng)
    const typed = truthLevel(truth * 0.5 + gaussian(rng) * 0.9)
    return { id, truth, typed }
  })
}

function truthLevel(strength: number): number {
  return Math.min(10, Math.max(1, Math.round(5.5 + strength * 1.8)))
}

function pickConfirmed(rng: Rng, members: Member[]): Member[] {
  const count = randomInt(rng, 10, 20)
  const shuffled = [...members].sort(() => rng() - 0.5)
  return shuffled.slice(0, Math.max(2 * PER_TEAM, count - (count % PER_TEAM)))
}

function draw(here: Member[], level: (m: Member) => number, seed: number): Member[][] {
  const byId = new Map(here.map((m) => [m.id, m]))
  const players: DrawPlayer[] = here.map((m) => ({
    id: m.id,
    name: `P${m.id}`,
    type: 'monthly',
    position: null,
    skill: level(m),
  }))
  const result = drawTeams({ players, playersPerTeam: PER_TEAM, specialSporadic: false, seed })
  return result.teams
    .filter((t) => t.players.length === PER_TEAM)
    .map((t) => t.players.map((p) => byId.get(p.id)!))
}

function strength(team: Member[]): number {
  return team.reduce((sum, m) => sum + m.truth, 0)
}

function trueGap(teams: Member[][]): number {
  const totals = teams.map(strength)
  return Math.max(...totals) - Math.min(...totals)
}

/** A night of 'quem ganha fica': goals ~ Poisson around 2, tilted by the true strength gap. */
function playNight(rng: Rng, teams: Member[][]) {
  const ids = teams.map((_, i) => i)
  const played: PlayedMatch[] = []
  for (let i = 0; i < MATCHES_PER_NIGHT; i++) {
    const [home, away] = nextPairing(ids, played)!
    const diff = (strength(teams[home]!) - strength(teams[away]!)) * 0.5
    played.push({
      homeTeamId: home,
      awayTeamId: away,
      homeGoals: poisson(rng, 2 * Math.exp(diff / 2)),
      awayGoals: poisson(rng, 2 * Math.exp(-diff / 2)),
    })
  }
  return played.map((m) => ({
    home: teams[m.homeTeamId]!.map((p) => p.id),
    away: teams[m.awayTeamId]!.map((p) => p.id),
    homeGoals: m.homeGoals,
    awayGoals: m.awayGoals,
  }))
}

function poisson(rng: Rng, lambda: number): number {
  const limit = Math.exp(-lambda)
  let k = 0
  let p = rng()
  while (p > limit) {
    k++
    p *= rng()
  }
  return k
}

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0])
  const result = new Array<number>(values.length)
  for (let i = 0; i < order.length;) {
    let j = i
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++
    for (let k = i; k <= j; k++) result[order[k]![1]] = (i + j) / 2
    i = j + 1
  }
  return result
}

function spearman(a: number[], b: number[]): number {
  const ra = ranks(a)
  const rb = ranks(b)
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
  const ma = mean(ra)
  const mb = mean(rb)
  let num = 0
  let da = 0
  let db = 0
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb)
    da += (ra[i]! - ma) ** 2
    db += (rb[i]! - mb) ** 2
  }
  return num / Math.sqrt(da * db)
}

main()
