/** The benchmark corpus's chance: the draw's own seeded PRNG, with a fresh seed of its own. */
import { mulberry32, type Rng } from '../src/team-draw/seeded-random.ts'

export type { Rng }
export const createRng = mulberry32

export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

/** Standard normal via Box-Muller. */
export function gaussian(rng: Rng): number {
  const u = 1 - rng()
  const v = rng()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}
