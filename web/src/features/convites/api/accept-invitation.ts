import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  invitationAcceptedSchema,
  type InvitationAccepted,
} from '@bidfut/domain/contracts/memberships'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/invitations/{id}/accept: the group's membership now belongs to the person. */
export async function acceptInvitation(invitationId: number): Promise<InvitationAccepted> {
  return apiFetchBody(`/accounts/invitations/${invitationId}/accept`, {
    method: 'POST',
    schema: invitationAcceptedSchema,
  })
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => {
      // Not awaited: the page shows the accepted card before the list loses the invitation.
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.invitations })
      // The new group joins the list 'Trocar de pelada' offers.
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.myGroups })
    },
  })
}
