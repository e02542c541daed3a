import {
  bidActionResultSchema,
  type LiveBidPlayer,
  type OwnBidStats,
} from '@bidfut/domain/contracts/bids'
import { apiFetch } from '@/lib/api-client'

/** The fields of a player's BID entry that one PUT each can change. */
export type BidPlayerFields = Pick<
  LiveBidPlayer,
  'status' | 'playerPosition' | 'skillLevel' | keyof OwnBidStats
>
export type BidPlayerField = keyof BidPlayerFields

/** One field and its new value, typed together. */
export type BidPlayerEdit = {
  [K in BidPlayerField]: { field: K; value: BidPlayerFields[K] }
}[BidPlayerField]

export type StatField = 'quantityOfGoals' | 'assistGoals' | 'ballRecoveries' | 'goalKeeperDefender'
export const statFields: readonly StatField[] = [
  'quantityOfGoals',
  'assistGoals',
  'ballRecoveries',
  'goalKeeperDefender',
]

/** Card title and the lower-case noun used in accessible names ('Diminuir gols'). */
export const statLabels: Record<StatField, { title: string; noun: string }> = {
  quantityOfGoals: { title: 'Gols', noun: 'gols' },
  assistGoals: { title: 'Assistências', noun: 'assistências' },
  ballRecoveries: { title: 'Desarmes', noun: 'desarmes' },
  goalKeeperDefender: { title: 'Defesas', noun: 'defesas' },
}

export const WEEKLY_TEAM_LABEL = 'Time da semana'

// The wire names: each field has its own path and body key.
const endpoints: Record<BidPlayerField, { path: string; bodyKey: string }> = {
  status: { path: 'update-status-player', bodyKey: 'status' },
  playerPosition: { path: 'update-position-player', bodyKey: 'playerPosition' },
  skillLevel: { path: 'update-skill-level-player', bodyKey: 'skillLevel' },
  quantityOfGoals: { path: 'update-quantity-of-goals-player', bodyKey: 'quantityOfGoals' },
  assistGoals: { path: 'update-quantity-of-assists-player', bodyKey: 'quantityOfAssists' },
  ballRecoveries: {
    path: 'update-quantity-of-ball-recoveries-player',
    bodyKey: 'quantityOfBallRecoveries',
  },
  goalKeeperDefender: {
    path: 'update-quantity-of-goalkeeper-defender-player',
    bodyKey: 'quantityOfGoalKeeperDefender',
  },
  weeklyTeam: { path: 'update-weakly-team-stats', bodyKey: 'weaklyTeamStats' },
}

/** PUT /bids/update-…/{bidDayId}/{companyPlayerId} with the one field of the edit. */
export async function updateBidPlayerField(
  bidDayId: number,
  companyPlayerId: number,
  edit: BidPlayerEdit,
): Promise<void> {
  const { path, bodyKey } = endpoints[edit.field]
  await apiFetch(`/bids/${path}/${bidDayId}/${companyPlayerId}`, {
    method: 'PUT',
    body: { [bodyKey]: edit.value },
    schema: bidActionResultSchema,
  })
}
