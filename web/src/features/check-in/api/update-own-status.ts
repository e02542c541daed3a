import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import type { RequestableStatus } from '@bidfut/domain/rules/bid-status'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { MY_CHARGES_PREFIX } from '@/lib/my-charges'

export const STATUS_UPDATE_ERROR = 'Não foi possível atualizar seu status. Tente novamente.'

export type OwnStatusChange = {
  bidDayId: number
  companyPlayerId: number
  status: RequestableStatus
}

/** The message for a refused change: the server's own words for a rule (409), else a generic one. */
export function statusErrorMessage(error: unknown): string {
  // A 409 tells the player which rule stopped them (already checked in, game started…).
  if (error instanceof ApiError && error.status === 409) return errorMessage(error)
  return STATUS_UPDATE_ERROR
}

/**
 * PUT /bids/update-status-player/{bidDayId}/{companyPlayerId}: the player's own status. The
 * reply says where they landed: a check-in on a full BID joins the waiting list.
 */
export async function updateOwnStatus({
  bidDayId,
  companyPlayerId,
  status,
}: OwnStatusChange): Promise<StatusChangeResult> {
  return apiCall(bids.updateStatus, { params: { bidDayId, companyPlayerId }, body: { status } })
}

export function useUpdateOwnStatus() {
  return useMutation({
    mutationKey: ['bids', 'own-status'],
    mutationFn: updateOwnStatus,
    onSuccess: async (result, _change, _context, { client }) => {
      // Landing in the line is not the place asked for: said in a neutral tone, not a success.
      if (result.status === 'waitlisted') toast(result.message)
      else toast.success(result.message)
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
    onError: async (error, _change, _context, { client }) => {
      toast.error(statusErrorMessage(error))
      // A charge may have become overdue since the screen read it: its block shows why (ADR 056).
      if (error instanceof ApiError && error.status === 409) {
        await client.invalidateQueries({ queryKey: MY_CHARGES_PREFIX })
      }
    },
  })
}
