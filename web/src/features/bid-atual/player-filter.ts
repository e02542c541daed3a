import type { LiveBidPlayer } from '@bidfut/domain/contracts/bids'

export const playerFilters = ['all', 'confirmed', 'waiting', 'waitlisted'] as const
export type PlayerFilter = (typeof playerFilters)[number]

export const playerFilterLabels: Record<PlayerFilter, string> = {
  all: 'Todos',
  confirmed: 'Confirmados',
  waiting: 'Pendentes',
  waitlisted: 'Lista de espera',
}

/** Lower case without accents, so 'caiao' finds 'Caião' and 'ze' finds 'Zé Paredão'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The players the filter and the search let through. `keep` are players edited since the filter
 * was chosen: a row whose status the organiser just changed stays (with its focused control)
 * instead of vanishing under their finger.
 */
export function visiblePlayers(
  players: readonly LiveBidPlayer[],
  filter: PlayerFilter,
  search: string,
  keep: ReadonlySet<number> = new Set(),
): LiveBidPlayer[] {
  const key = searchKey(search)
  return players.filter(
    (player) =>
      (filter === 'all' || player.status === filter || keep.has(player.companyPlayerId)) &&
      (key === '' || searchKey(player.name).includes(key)),
  )
}
