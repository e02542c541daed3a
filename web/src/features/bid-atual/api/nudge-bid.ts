import { useMutation } from '@tanstack/react-query'
import type { NudgeResult } from '@bidfut/domain/contracts/reminders'
import * as reminders from '@bidfut/domain/endpoints/reminders'
import { apiCall } from '@/lib/api-client'

/**
 * POST /bids/{id}/nudge ('Lembrar quem não respondeu'): the reminder now to the BID's pending
 * players; at most once every 6 hours per BID, else a 409 that says when.
 */
export async function nudgeBid(bidDayId: number): Promise<NudgeResult> {
  return apiCall(reminders.nudgeBid, { params: { id: bidDayId } })
}

export function useNudgeBid() {
  return useMutation({ mutationFn: nudgeBid })
}
