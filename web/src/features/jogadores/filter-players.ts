import { positionLabels } from '@bidfut/domain/contracts/enums'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'

/** Lower case without accents, so 'jose' finds 'José' and 'meia' finds 'Meia'. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** Keeps the players whose name, nickname or position (as shown) contains the search text. */
export function filterPlayers(players: RegisteredPlayer[], search: string): RegisteredPlayer[] {
  const needle = normaliseSearch(search)
  if (!needle) return players
  return players.filter((player) => {
    const position = player.playerPosition ? positionLabels[player.playerPosition] : ''
    return [player.name, player.nickname ?? '', position].some((field) =>
      normaliseSearch(field).includes(needle),
    )
  })
}
