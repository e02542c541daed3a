import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ForgiveAbsenceRequest } from '@bidfut/domain/contracts/players'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'

/** POST /company-players/forgive-absence: 'Perdoar falta' (ADR 060), one furão no longer counts. */
export async function forgiveAbsence(input: ForgiveAbsenceRequest): Promise<MessageResponse> {
  return apiCall(players.forgiveAbsence, { body: input })
}

export function useForgiveAbsence() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: forgiveAbsence,
    // The record on every card and dashboard, and the open BID's held places, change with it.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
