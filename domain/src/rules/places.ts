/**
 * The one reading of a BID's places that every screen shows (the organiser's /bid-atual, the
 * player's /check-in): confirmed, held for the mensalistas' window, free and waiting. Both
 * screens get the same slots from the server; reading them here keeps their words the same.
 */
export type SlotsView = {
  totalConfirmed: number
  totalPlayers: number
  totalWaitlisted: number
  isPast: boolean
  monthlyWindow: { heldPlaces: number } | null
}

export type Places = {
  confirmed: number
  total: number
  /** Places the window still holds for the mensalistas (never more than are open). */
  held: number
  /** Places anyone may take now. */
  free: number
  waiting: number
}

export function placesOf(bid: SlotsView): Places {
  const open = Math.max(0, bid.totalPlayers - bid.totalConfirmed)
  // After kick-off nothing is held any more: the game was played.
  const held = bid.isPast ? 0 : Math.min(open, bid.monthlyWindow?.heldPlaces ?? 0)
  return {
    confirmed: bid.totalConfirmed,
    total: bid.totalPlayers,
    held,
    free: open - held,
    waiting: bid.totalWaitlisted,
  }
}

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`

/** The right-hand count of the slot bar: 'BID lotado', '3 vagas restantes', '0 livres, 21 reservadas'. */
export function placesText(places: Places): string {
  if (places.held > 0) {
    return `${plural(places.free, 'livre', 'livres')}, ${plural(places.held, 'reservada', 'reservadas')}`
  }
  if (places.free === 0) return 'BID lotado'
  return plural(places.free, 'vaga restante', 'vagas restantes')
}

/** '2 na lista de espera'; null when nobody waits. */
export function waitingText(places: Places): string | null {
  return places.waiting > 0 ? `${places.waiting} na lista de espera` : null
}

/** Whether a participant of a finished BID played: the history's count and list agree on it. */
export function playedIn(status: string): boolean {
  return status === 'confirmed'
}

/**
 * Where a check-in now would put the player, shown on the button before the tap: null when it
 * takes a place; else the line, with the place an avulso gets (the end of the line). A mensalista
 * or goalkeeper goes ahead of the avulsos, so their place is not known here (null position).
 */
export function checkInLandsInLine(
  bid: SlotsView,
  player: { regular: boolean },
): { position: number | null } | null {
  const places = placesOf(bid)
  const open = places.free + (player.regular ? places.held : 0)
  if (open > 0) return null
  return { position: player.regular ? null : places.waiting + 1 }
}
