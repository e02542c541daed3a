import type { SporadicPlayerChoice } from '@bidfut/domain/contracts/bids'
import { findNamesake, nameKey } from '@bidfut/domain/rules/person-names'

const MAX_SUGGESTIONS = 6

/** Registered players whose name contains the typed text, ignoring case and accents. */
export function filterSporadicChoices(
  choices: SporadicPlayerChoice[],
  typed: string,
): SporadicPlayerChoice[] {
  const wanted = nameKey(typed)
  if (!wanted) return []
  return choices.filter((choice) => nameKey(choice.name).includes(wanted)).slice(0, MAX_SUGGESTIONS)
}

/**
 * The suggestion whose name is exactly the typed one (by the server's rule): the same person,
 * to offer instead of registering them twice.
 */
export function findSporadicNamesake(
  choices: SporadicPlayerChoice[],
  typed: string,
): SporadicPlayerChoice | undefined {
  const named = choices.map((choice) => ({ ...choice, nickname: null, fullName: choice.name }))
  const found = findNamesake(named, typed)
  return found && choices.find((choice) => choice.companyPlayerId === found.companyPlayerId)
}
