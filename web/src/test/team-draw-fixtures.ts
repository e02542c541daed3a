import type { PlayerType, Position } from '@bidfut/domain/contracts/enums'
import { drawnPlayerSchema, type DrawnPlayer } from '@bidfut/domain/contracts/teams'

export function drawnPlayer(
  companyPlayerId: number,
  name: string,
  position: Position | null,
  skillLevel: number,
  typePlayer: PlayerType,
): DrawnPlayer {
  return drawnPlayerSchema.parse({ companyPlayerId, name, position, skillLevel, typePlayer })
}
