import { useMutation, type QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  type BidScheduleResponse,
  type GameScheduleSettings,
} from '@bidfut/domain/contracts/bid-schedule'
import * as season from '@bidfut/domain/endpoints/season'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { bidScheduleKey } from './get-bid-schedule'

export const GAME_SAVED = 'Jogo salvo na agenda.'

/** POST /groups/schedules: a weekly game; answers the agenda as stored, with its next openings. */
export async function addGameSchedule(game: GameScheduleSettings): Promise<BidScheduleResponse> {
  return apiCall(season.addGameSchedule, { body: game })
}

/** A game added or changed: the agenda as stored, and the BIDs (an opening may be due at once). */
export async function gameSaved(client: QueryClient, saved: BidScheduleResponse) {
  client.setQueryData(bidScheduleKey(getSession()?.companyId), saved)
  toast.success(GAME_SAVED)
  await client.invalidateQueries({ queryKey: ['bids'] })
}

export function useAddGameSchedule() {
  return useMutation({
    mutationFn: addGameSchedule,
    onSuccess: (saved, _input, _context, { client }) => gameSaved(client, saved),
  })
}
