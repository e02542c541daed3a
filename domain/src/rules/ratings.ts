import { rate, rating } from 'openskill'
import { MAX_SKILL, MIN_SKILL } from '../constants.ts'

/**
 * Skills that learn from the night's results (ADR 039): an OpenSkill (Weng-Lin, Plackett-Luce)
 * rating per member, a mean `mu` and an uncertainty `sigma`, updated once when a BID is finished
 * from its recorded matches. Typed skill levels never change by themselves: an organiser sees
 * the suggestion and applies it.
 */
export type SkillRating = { mu: number; sigma: number; games: number }

/** Where everyone starts: the library's defaults (mu 25, sigma 25/3). */
export function newRating(): SkillRating {
  const { mu, sigma } = rating()
  return { mu, sigma, games: 0 }
}

/** One recorded match between two drawn teams; a match without a score teaches nothing. */
export type RatedMatch = {
  home: readonly number[]
  away: readonly number[]
  homeGoals: number | null
  awayGoals: number | null
}

/**
 * The ratings after a night's matches, in the order they were played. Members not yet rated
 * start from `newRating()`; a member in no scored match keeps their rating untouched.
 */
export function rateNight(
  before: ReadonlyMap<number, SkillRating>,
  matches: readonly RatedMatch[],
): Map<number, SkillRating> {
  const after = new Map(before)
  const current = (id: number) => after.get(id) ?? newRating()
  for (const match of matches) {
    if (match.homeGoals === null || match.awayGoals === null) continue
    if (match.home.length === 0 || match.away.length === 0) continue
    const teams = [match.home.map(current), match.away.map(current)]
    // Lower rank is better; equal ranks are a draw.
    const rank = [
      match.homeGoals >= match.awayGoals ? 1 : 2,
      match.awayGoals >= match.homeGoals ? 1 : 2,
    ]
    const [home, away] = rate(teams, { rank })
    const write = (ids: readonly number[], rated: { mu: number; sigma: number }[]) =>
      ids.forEach((id, i) =>
        after.set(id, { mu: rated[i]!.mu, sigma: rated[i]!.sigma, games: current(id).games + 1 }),
      )
    write(match.home, home!)
    write(match.away, away!)
  }
  return after
}

/** From this many rated matches the rating's mean is suggested ('Habilidade sugerida'). */
export const MIN_MATCHES_FOR_SUGGESTION = 5
/** Before that, from this many, only clear evidence is (see suggestedSkill). */
export const MIN_MATCHES_FOR_CLEAR_EVIDENCE = 2
/** Rating points per skill level, around the starting mean 25 = level 5. */
const MU_PER_LEVEL = 2
const MU_AT_FIVE = 25

function levelOf(mu: number): number {
  const level = Math.round(5 + (mu - MU_AT_FIVE) / MU_PER_LEVEL)
  return Math.min(MAX_SKILL, Math.max(MIN_SKILL, level))
}

/**
 * The skill level a rating suggests ('Habilidade sugerida: 7') for a member whose typed level is
 * `typed`, on the group's 1-10 scale; null while the rating is too uncertain. From 5 rated
 * matches, the mean's level. From 2, only when the evidence is clear: even the cautious reading
 * (the mean one sigma towards the typed level) is another level, and that cautious level is what
 * is suggested (ADR 039 measures both rules).
 */
export function suggestedSkill(r: SkillRating, typed: number): number | null {
  if (r.games >= MIN_MATCHES_FOR_SUGGESTION) return levelOf(r.mu)
  if (r.games < MIN_MATCHES_FOR_CLEAR_EVIDENCE) return null
  const low = levelOf(r.mu - r.sigma)
  const high = levelOf(r.mu + r.sigma)
  if (low > typed) return low
  if (high < typed) return high
  return null
}
