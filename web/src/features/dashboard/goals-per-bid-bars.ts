import type { Trend } from '@bidfut/domain/contracts/statistics'

/** A bar never shrinks below 5 % of the row, so a BID with few goals still shows. */
export const MIN_BAR_PERCENT = 5
/** The goals badge stands out above 60 % of the best BID in the list. */
export const HIGHLIGHT_RATIO = 0.6

/** The bar's width in % of the row: its share of the best BID, at least MIN_BAR_PERCENT. */
export function barWidthPercent(totalGoals: number, maxGoals: number): number {
  if (maxGoals <= 0) return MIN_BAR_PERCENT
  return Math.max(MIN_BAR_PERCENT, Math.min(100, (totalGoals / maxGoals) * 100))
}

export function isHighlighted(totalGoals: number, maxGoals: number): boolean {
  return maxGoals > 0 && totalGoals > HIGHLIGHT_RATIO * maxGoals
}

export const trendLabels: Record<Trend, string> = {
  up: 'Mais gols que no BID anterior',
  down: 'Menos gols que no BID anterior',
  stable: 'Mesmo número de gols do BID anterior',
}
