import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'
import { type MessageResponse } from '@bidfut/domain/contracts/profile'
import * as invitations from '@bidfut/domain/endpoints/invitations'

/** POST /accounts/invitations/{id}/decline: the group never sees the person's profile. */
export async function declineInvitation(invitationId: number): Promise<MessageResponse> {
  return apiCall(invitations.declineInvitation, { params: { id: invitationId } })
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.invitations }),
  })
}
