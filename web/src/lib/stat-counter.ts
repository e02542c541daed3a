import { MAX_STAT_VALUE } from '@bidfut/domain/contracts/bids'

/** Stat counters: whole numbers from 0 (the server also caps them at MAX_STAT_VALUE). */
export function clampCounter(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(MAX_STAT_VALUE, Math.max(0, Math.trunc(value)))
}

/** The value after pressing minus (delta -1) or plus (delta +1). */
export function stepCounter(value: number, delta: number): number {
  return clampCounter(value + delta)
}

/** Minus is disabled at 0 and plus at the cap. */
export function canStep(value: number, delta: number): boolean {
  return stepCounter(value, delta) !== clampCounter(value)
}

/**
 * The value typed into a counter: non-numeric input becomes 0, a negative number is ignored
 * (the previous value stays) and decimals drop their fraction.
 */
export function parseCounterInput(raw: string, previous: number): number {
  const text = raw.trim().replace(',', '.')
  if (text.startsWith('-')) return clampCounter(previous)
  const value = Number(text)
  if (text === '' || !Number.isFinite(value)) return 0
  return clampCounter(value)
}
