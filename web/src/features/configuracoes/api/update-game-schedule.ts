import { useMutation } from '@tanstack/react-query'
import {
  type BidScheduleResponse,
  type GameScheduleSettings,
} from '@bidfut/domain/contracts/bid-schedule'
import * as season from '@bidfut/domain/endpoints/season'
import { apiCall } from '@/lib/api-client'
import { gameSaved } from './add-game-schedule'

/** PUT /groups/schedules/:id: changes a weekly game; a BID it already opened stays as it is. */
export async function updateGameSchedule(input: {
  id: number
  game: GameScheduleSettings
}): Promise<BidScheduleResponse> {
  return apiCall(season.updateGameSchedule, { params: { id: input.id }, body: input.game })
}

export function useUpdateGameSchedule() {
  return useMutation({
    mutationFn: updateGameSchedule,
    onSuccess: (saved, _input, _context, { client }) => gameSaved(client, saved),
  })
}
