import { describe, expect, it } from 'vitest'
import { bruteForceGap } from '../bench/brute-force.ts'
import { matchDay } from '../bench/corpus.ts'
import { createRng, randomInt } from '../bench/random.ts'
import { referenceGap } from '../bench/reference.ts'
import { fullTeamGap, violations } from '../bench/rules.ts'
import { type PlayerType, type Position } from './contracts/enums.ts'
import {
  drawTeams,
  isGoalkeeper,
  positionImbalance,
  teamSkill,
  type DrawInput,
  type DrawPlayer,
  type DrawResult,
} from './team-draw.ts'

let nextId = 1
function player(
  skill: number,
  type: PlayerType = 'monthly',
  position: Position | null = 'midfielder',
): DrawPlayer {
  const id = nextId++
  return { id, name: `Player ${id}`, type, position, skill }
}
const keeper = (skill = 5) => player(skill, 'goalkeeper', 'goalkeeper')
const monthlies = (...skills: number[]) => skills.map((s) => player(s))

function draw(players: DrawPlayer[], playersPerTeam = 3, extra: Partial<DrawInput> = {}) {
  return drawTeams({ players, playersPerTeam, specialSporadic: false, seed: 1, ...extra })
}

const outfield = (team: { players: DrawPlayer[] }) => team.players.filter((p) => !isGoalkeeper(p))
const fullTeams = (result: DrawResult, k: number) =>
  result.teams.filter((t) => outfield(t).length === k)
const gapOf = (teams: { players: DrawPlayer[] }[]) => {
  const sums = teams.map(teamSkill)
  return Math.max(...sums) - Math.min(...sums)
}
const teamOf = (result: DrawResult, p: DrawPlayer) =>
  result.teams.find((t) => t.players.includes(p))?.teamId

function randomDays(count: number, seed: number): DrawInput[] {
  const rng = createRng(seed)
  return Array.from({ length: count }, () => matchDay(rng))
}

describe('drawTeams: team size bounds', () => {
  it.each([2, 11, 0, 3.5])('rejects %s players per team', (k) => {
    expect(() => draw(monthlies(5, 5, 5), k)).toThrow(RangeError)
  })

  it.each([3, 10])('accepts %s players per team', (k) => {
    expect(() => draw(monthlies(5, 5, 5), k)).not.toThrow()
  })
})

describe('drawTeams: goalkeepers', () => {
  it('works without goalkeepers', () => {
    const result = draw(monthlies(5, 6, 7, 5, 6, 7))
    expect(result.teams).toHaveLength(2)
    expect(result.teams.flatMap((t) => t.players).some(isGoalkeeper)).toBe(false)
    expect(result.reserves).toEqual([])
  })

  it('puts a single goalkeeper first in team 1, outside the team size', () => {
    const gk = keeper()
    const result = draw([...monthlies(5, 6, 7, 5, 6, 7), gk])
    expect(result.teams[0]!.players[0]).toBe(gk)
    expect(result.teams[0]!.players).toHaveLength(4)
    expect(result.teams[1]!.players).toHaveLength(3)
  })

  it('sends goalkeepers beyond the number of teams to the reserves', () => {
    const keepers = [keeper(7), keeper(5), keeper(9)]
    const result = draw([...keepers, ...monthlies(5, 6, 7, 5, 6, 7)])
    expect(result.teams.map((t) => t.players.filter(isGoalkeeper).length)).toEqual([1, 1])
    expect(result.reserves).toEqual([keepers[2]])
  })

  it('gives the best playing goalkeeper to the weakest full team', () => {
    // Totals can only be 3 vs 4, so there is a strictly weakest team.
    const [weak, strong] = [keeper(3), keeper(9)]
    const players = [weak, strong, ...monthlies(1, 1, 1, 1, 1, 2)]
    for (let seed = 1; seed <= 10; seed++) {
      const [team1, team2] = draw(players, 3, { seed }).teams
      expect([teamSkill(team1!), teamSkill(team2!)]).toEqual([3, 4])
      expect(team1!.players[0]).toBe(strong)
      expect(team2!.players[0]).toBe(weak)
    }
  })

  it('treats a monthly player with position goalkeeper as a goalkeeper', () => {
    const monthlyKeeper = player(8, 'monthly', 'goalkeeper')
    const result = draw([monthlyKeeper, ...monthlies(5, 6, 7, 5, 6, 7)])
    expect(result.teams).toHaveLength(2)
    expect(result.teams[0]!.players[0]).toBe(monthlyKeeper)
    expect(result.teams.map((t) => outfield(t).length)).toEqual([3, 3])
  })

  it('makes every goalkeeper a reserve when there are no outfield players', () => {
    const keepers = [keeper(), keeper()]
    expect(draw(keepers)).toEqual({ teams: [], reserves: keepers })
  })

  it('does not count goalkeeper skill in the team total', () => {
    expect(teamSkill([keeper(10), ...monthlies(4, 5)])).toBe(9)
  })
})

describe('drawTeams: priority', () => {
  // Four monthly 5s, k = 3: two full teams of three, one of the three sporadic players plays.
  // Balance alone would pick the two 3s (gap 0), so whoever else plays was forced by priority.
  const day = (star: number) => {
    const stars = player(star, 'sporadic')
    const fillers = [player(3, 'sporadic'), player(3, 'sporadic')]
    return { players: [...monthlies(5, 5, 5, 5), stars, ...fillers], stars, fillers }
  }

  it.each([9, 10])('gives a sporadic player with skill %s priority when special', (skill) => {
    const { players, stars } = day(skill)
    const result = draw(players, 3, { specialSporadic: true })
    expect(teamOf(result, stars)).toBeLessThanOrEqual(2)
  })

  it('does not give a sporadic player with skill 8 priority', () => {
    const { players, stars, fillers } = day(8)
    const result = draw(players, 3, { specialSporadic: true })
    expect(teamOf(result, stars)).toBe(3)
    expect(fillers.map((p) => teamOf(result, p))).not.toContain(3)
  })

  it('does not give strong sporadic players priority when specialSporadic is off', () => {
    const { players, stars } = day(10)
    const result = draw(players, 3, { specialSporadic: false })
    expect(teamOf(result, stars)).toBe(3)
    expect(gapOf(fullTeams(result, 3))).toBe(0)
  })

  it('fills full teams with monthly players before sporadic ones', () => {
    const sporadic = [player(9, 'sporadic'), player(6, 'sporadic')]
    const result = draw([...sporadic, ...monthlies(5, 6, 7, 5, 6, 7)])
    expect(sporadic.map((p) => teamOf(result, p))).toEqual([3, 3])
  })

  it('chooses which priority players wait for balance', () => {
    // Seven monthly players for six places: leaving out the 1 gives a perfect 15 vs 15.
    const lonely = player(1)
    const result = draw([lonely, ...monthlies(5, 5, 5, 5, 5, 5)])
    expect(teamOf(result, lonely)).toBe(3)
    expect(gapOf(fullTeams(result, 3))).toBe(0)
  })

  it('never leaves a priority player waiting while a non-priority one plays', () => {
    for (const input of randomDays(300, 11)) {
      const result = drawTeams(input)
      const k = input.playersPerTeam
      const full = Math.floor(result.teams.flatMap(outfield).length / k)
      const isPriority = (p: DrawPlayer) =>
        p.type === 'monthly' || (input.specialSporadic && p.type === 'sporadic' && p.skill > 8)
      const waitingPriority = result.teams.slice(full).flatMap(outfield).some(isPriority)
      const playingOthers = result.teams
        .slice(0, full)
        .flatMap(outfield)
        .some((p) => !isPriority(p))
      expect(waitingPriority && playingOthers).toBe(false)
    }
  })
})

describe('drawTeams: structure', () => {
  it('returns nothing for an empty day', () => {
    expect(draw([])).toEqual({ teams: [], reserves: [] })
  })

  it('puts a single player in a single incomplete team', () => {
    const only = player(5)
    expect(draw([only])).toEqual({ teams: [{ teamId: 1, players: [only] }], reserves: [] })
  })

  it('makes one incomplete team when there are fewer outfield players than k', () => {
    const gk = keeper()
    const players = monthlies(4, 6, 8)
    const result = draw([...players, gk], 5)
    expect(result.teams).toHaveLength(1)
    expect(result.teams[0]!.players[0]).toBe(gk)
    expect(outfield(result.teams[0]!)).toHaveLength(3)
  })

  it('plays the full teams first and leaves the leftovers to the last team', () => {
    const result = draw(monthlies(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 5, 5, 5, 5), 4)
    expect(result.teams.map((t) => t.teamId)).toEqual([1, 2, 3, 4])
    expect(result.teams.map((t) => outfield(t).length)).toEqual([4, 4, 4, 2])
  })

  it('places every player exactly once and respects every rule on random days', () => {
    for (const input of randomDays(500, 12)) {
      const result = drawTeams(input)
      const placed = [...result.teams.flatMap((t) => t.players), ...result.reserves]
      expect(placed).toHaveLength(input.players.length)
      expect(new Set(placed.map((p) => p.id))).toEqual(new Set(input.players.map((p) => p.id)))
      expect(violations(input, result)).toEqual([])
    }
  })
})

describe('drawTeams: determinism and variety', () => {
  it('gives the same result for the same input and seed', () => {
    for (const input of randomDays(100, 13)) {
      expect(drawTeams(input)).toEqual(drawTeams({ ...input, players: [...input.players] }))
    }
  })

  it('finds different optimal splits with different seeds on a typical 20-player day', () => {
    const rng = createRng(14)
    const input = { ...matchDay(rng, 20), playersPerTeam: 5, specialSporadic: false }
    const optimum = referenceGap(input).gap
    const splits = new Set<string>()
    for (let seed = 1; seed <= 20; seed++) {
      const result = drawTeams({ ...input, seed })
      expect(fullTeamGap(input, result)).toBe(optimum)
      const teams = result.teams.map((t) =>
        outfield(t)
          .map((p) => p.id)
          .sort((a, b) => a - b)
          .join(','),
      )
      splits.add(teams.sort().join(' | '))
    }
    expect(splits.size).toBeGreaterThanOrEqual(2)
  })
})

describe('drawTeams: quality', () => {
  it('matches brute force on small days (8-12 players, k 3-4)', () => {
    const rng = createRng(15)
    for (let i = 0; i < 150; i++) {
      const input = {
        ...matchDay(rng, randomInt(rng, 8, 12)),
        playersPerTeam: randomInt(rng, 3, 4),
      }
      expect(fullTeamGap(input, drawTeams(input))).toBe(bruteForceGap(input))
    }
  })

  it('matches the benchmark reference solver on realistic days', () => {
    for (const input of randomDays(300, 16)) {
      expect(fullTeamGap(input, drawTeams(input))).toBe(referenceGap(input).gap)
    }
  })

  it('has a reference solver that agrees with brute force', () => {
    const rng = createRng(17)
    for (let i = 0; i < 100; i++) {
      const input = {
        ...matchDay(rng, randomInt(rng, 8, 12)),
        playersPerTeam: randomInt(rng, 3, 4),
      }
      expect(referenceGap(input)).toEqual({ gap: bruteForceGap(input), proven: true })
    }
  })

  it('spreads positions among equally strong splits', () => {
    const defenders = [5, 5, 5, 5].map((s) => player(s, 'monthly', 'defender'))
    const strikers = [5, 5].map((s) => player(s, 'monthly', 'striker'))
    for (let seed = 1; seed <= 20; seed++) {
      const result = draw([...defenders, ...strikers], 3, { seed })
      expect(positionImbalance(result.teams.map((t) => t.players))).toBe(0)
    }
  })

  it('gives each of three equal teams two defenders, a midfielder and a striker', () => {
    const lines: Position[] = ['defender', 'fullback', 'midfielder', 'striker']
    const players = lines.flatMap((position) =>
      [5, 5, 5].map((s) => player(s, 'monthly', position)),
    )
    // Defence has 6 players (fullbacks and defenders), midfield 3, attack 3: 3 teams of 4 can
    // take 2 + 1 + 1 each.
    for (let seed = 1; seed <= 20; seed++) {
      const result = draw(players, 4, { seed })
      expect(positionImbalance(result.teams.map((t) => t.players))).toBe(0)
    }
  })

  it('balances positions without giving up skill balance', () => {
    // Defenders are the strong players: an even line split must still keep the totals equal.
    const defenders = [8, 8, 4, 4].map((s) => player(s, 'monthly', 'defender'))
    const others = [6, 6].map((s) => player(s, 'monthly', 'striker'))
    for (let seed = 1; seed <= 20; seed++) {
      const result = draw([...defenders, ...others], 3, { seed })
      expect(gapOf(result.teams)).toBe(0)
      expect(positionImbalance(result.teams.map((t) => t.players))).toBe(0)
    }
  })
})
