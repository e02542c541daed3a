import type { PlayerType, Position } from '@bidfut/domain/contracts/enums'
import type { DrawnPlayer } from '@bidfut/domain/contracts/teams'

export function drawnPlayer(
  companyPlayerId: number,
  name: string,
  position: Position | null,
  skillLevel: number,
  typePlayer: PlayerType,
): DrawnPlayer {
  return { companyPlayerId, name, position, skillLevel, typePlayer }
}
