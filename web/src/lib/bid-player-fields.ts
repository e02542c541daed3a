import type { LiveBidPlayer, OwnBidStats } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'

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

type EntryIds = { bidDayId: number; companyPlayerId: number }

// The wire names: each field has its own endpoint and body key.
const senders: {
  [Field in BidPlayerField]: (params: EntryIds, value: BidPlayerFields[Field]) => Promise<unknown>
} = {
  status: (params, status) => apiCall(bids.updateStatus, { params, body: { status } }),
  playerPosition: (params, playerPosition) =>
    apiCall(bids.updatePosition, { params, body: { playerPosition } }),
  skillLevel: (params, skillLevel) =>
    apiCall(bids.updateSkillLevel, { params, body: { skillLevel } }),
  quantityOfGoals: (params, quantityOfGoals) =>
    apiCall(bids.updateGoals, { params, body: { quantityOfGoals } }),
  assistGoals: (params, quantityOfAssists) =>
    apiCall(bids.updateAssists, { params, body: { quantityOfAssists } }),
  ballRecoveries: (params, quantityOfBallRecoveries) =>
    apiCall(bids.updateBallRecoveries, { params, body: { quantityOfBallRecoveries } }),
  goalKeeperDefender: (params, quantityOfGoalKeeperDefender) =>
    apiCall(bids.updateGoalkeeperSaves, { params, body: { quantityOfGoalKeeperDefender } }),
  weeklyTeam: (params, weaklyTeamStats) =>
    apiCall(bids.updateWeeklyTeam, { params, body: { weaklyTeamStats } }),
}

/** The one PUT of the edit's field, on the player's entry in the BID. */
export async function updateBidPlayerField(
  bidDayId: number,
  companyPlayerId: number,
  edit: BidPlayerEdit,
): Promise<void> {
  const send = senders[edit.field] as (params: EntryIds, value: unknown) => Promise<unknown>
  await send({ bidDayId, companyPlayerId }, edit.value)
}
