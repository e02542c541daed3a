import type { PlayersListResponse, RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { findNamesake } from '@bidfut/domain/rules/person-names'

/**
 * A guest: someone added by name on a BID ('Adicionar Avulso'), still with no account and no
 * email, as the server tells. The register lists them apart, where duplicates are easy to spot
 * and merge; someone added in the register is filed by type, email or not.
 */
export function isGuest(player: RegisteredPlayer): boolean {
  return player.guest
}

/** The register's tabs without the guests, and the guests by name. */
export function splitGuests(players: PlayersListResponse): {
  registered: PlayersListResponse
  guests: RegisteredPlayer[]
} {
  const keep = (list: RegisteredPlayer[]) => list.filter((player) => !isGuest(player))
  return {
    registered: {
      monthlyPlayers: keep(players.monthlyPlayers),
      goalKeepers: keep(players.goalKeepers),
      sporadicPlayers: keep(players.sporadicPlayers),
    },
    guests: allPlayers(players)
      .filter(isGuest)
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  }
}

export function allPlayers(players: PlayersListResponse): RegisteredPlayer[] {
  return [...players.monthlyPlayers, ...players.goalKeepers, ...players.sporadicPlayers]
}

/**
 * Who a guest (or one who joined) may be merged into, by name, with the most likely one first:
 * someone whose name or nickname is theirs (ignoring case and accents), then people with an
 * account.
 */
export function mergeCandidates(
  guest: RegisteredPlayer,
  players: RegisteredPlayer[],
): RegisteredPlayer[] {
  // One who joined keeps an entry only by moving their account onto one nobody joined (ADR 049).
  const others = players
    .filter((player) => player.id !== guest.id && (!guest.activated || !player.activated))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  const named = others.map((player) => ({ ...player, fullName: player.name }))
  const guestNames = [guest.name, guest.nickname].filter((name): name is string => !!name)
  const likely = new Set(
    guestNames.flatMap((name) => {
      const found = findNamesake(named, name)
      return found ? [found.id] : []
    }),
  )
  const rank = (player: RegisteredPlayer) => (likely.has(player.id) ? 0 : player.activated ? 1 : 2)
  return [...others].sort((a, b) => rank(a) - rank(b))
}
