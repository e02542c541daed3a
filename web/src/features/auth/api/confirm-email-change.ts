import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { refreshSession } from '@/lib/session-refresh'
import { type MessageResponse } from '@bidfut/domain/contracts/profile'
import * as profile from '@bidfut/domain/endpoints/profile'
import { getSession } from '@/lib/session-store'

/** POST /accounts/confirm-email-change: the link sent to the new address (public). */
export async function confirmEmailChange(token: string): Promise<MessageResponse> {
  return apiCall(profile.confirmEmailChange, { auth: false, body: { token } })
}

/** Confirms the new email; a session open in this browser is renewed to carry it. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async () => {
      if (!getSession()) return
      try {
        await refreshSession()
      } catch (error) {
        // The email changed anyway; a failed renewal already ended the session and said so.
        console.error('Token refresh after email change failed', error)
      }
      // The profile and anything else of the account still hold the old address.
      await queryClient.invalidateQueries({ queryKey: ['accounts'] })
    },
  })
}
