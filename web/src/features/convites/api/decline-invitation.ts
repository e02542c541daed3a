import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiFetchBody } from '@/lib/api-client'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'

/** POST /accounts/invitations/{id}/decline: the group never sees the person's profile. */
export async function declineInvitation(invitationId: number): Promise<MessageResponse> {
  return apiFetchBody(`/accounts/invitations/${invitationId}/decline`, {
    method: 'POST',
    schema: messageResponseSchema,
  })
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.invitations }),
  })
}
