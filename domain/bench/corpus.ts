import { type Position } from '../src/contracts/enums.ts'
import { type DrawInput, type DrawPlayer } from '../src/team-draw.ts'
import { createRng, gaussian, randomInt, type Rng } from './random.ts'

const OUTFIELD_POSITIONS: readonly [Position, number][] = [
  ['fullback', 0.2],
  ['defender', 0.25],
  ['midfielder', 0.3],
  ['striker', 0.25],
]

/**
 * A realistic match day: 10-24 confirmed players, ~60% monthly, ~10% goalkeepers, ~30% sporadic,
 * skill 6 ± 2 clamped to 1-10, k from 3 to 10. A few monthly players are goalkeepers by position,
 * a few have no position.
 */
export function matchDay(rng: Rng, size = randomInt(rng, 10, 24)): DrawInput {
  const players = Array.from({ length: size }, (_, i) => randomPlayer(rng, i + 1))
  return {
    players,
    playersPerTeam: randomInt(rng, 3, 10),
    specialSporadic: rng() < 0.5,
    seed: Math.floor(rng() * 2 ** 32),
  }
}

export function corpus(count: number, seed: number): DrawInput[] {
  const rng = createRng(seed)
  return Array.from({ length: count }, () => matchDay(rng))
}

function randomPlayer(rng: Rng, id: number): DrawPlayer {
  const skill = Math.min(10, Math.max(1, Math.round(6 + 2 * gaussian(rng))))
  const roll = rng()
  if (roll < 0.1) return { id, name: `P${id}`, type: 'goalkeeper', position: 'goalkeeper', skill }
  const type = roll < 0.7 ? 'monthly' : 'sporadic'
  return { id, name: `P${id}`, type, position: randomPosition(rng, type === 'monthly'), skill }
}

function randomPosition(rng: Rng, monthly: boolean): Position | null {
  const roll = rng()
  if (roll < 0.05) return null
  if (monthly && roll < 0.08) return 'goalkeeper'
  let acc = 0
  const pick = rng()
  for (const [position, weight] of OUTFIELD_POSITIONS) {
    acc += weight
    if (pick < acc) return position
  }
  return 'striker'
}
