import { type DrawInput } from '../src/team-draw.ts'
import { shapeOf, spread } from './rules.ts'

/**
 * Optimal full-team gap by plain enumeration: every way to seat every outfield player in a full
 * team or the incomplete team, keeping only seatings that respect capacity and priority.
 * Exponential; meant for days with up to ~12 outfield players.
 */
export function bruteForceGap(input: DrawInput): number {
  const { outfield, k, full, fixed, waiting } = shapeOf(input)
  if (full <= 1) return 0
  const mustPlay = new Set(fixed)
  const mustWait = new Set(waiting)
  const sums = new Array<number>(full).fill(0)
  const sizes = new Array<number>(full).fill(0)
  let benchLeft = outfield.length - full * k
  let best = Infinity
  const seat = (i: number): void => {
    if (i === outfield.length) {
      best = Math.min(best, spread(sums))
      return
    }
    const player = outfield[i]!
    if (!mustWait.has(player)) {
      for (let t = 0; t < full; t++) {
        if (sizes[t] === k) continue
        sizes[t]!++
        sums[t]! += player.skill
        seat(i + 1)
        sizes[t]!--
        sums[t]! -= player.skill
      }
    }
    if (!mustPlay.has(player) && benchLeft > 0) {
      benchLeft--
      seat(i + 1)
      benchLeft++
    }
  }
  seat(0)
  return best
}
