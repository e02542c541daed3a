import type { SporadicPlayerChoice } from '@bidfut/domain/contracts/bids'

const MAX_SUGGESTIONS = 6

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** Registered players whose name contains the typed text, ignoring case and accents. */
export function filterSporadicChoices(
  choices: SporadicPlayerChoice[],
  typed: string,
): SporadicPlayerChoice[] {
  const wanted = normalise(typed)
  if (!wanted) return []
  return choices
    .filter((choice) => normalise(choice.name).includes(wanted))
    .slice(0, MAX_SUGGESTIONS)
}
