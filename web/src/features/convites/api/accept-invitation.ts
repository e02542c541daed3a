import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type InvitationAccepted } from '@bidfut/domain/contracts/memberships'
import * as invitations from '@bidfut/domain/endpoints/invitations'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/invitations/{id}/accept: the group's membership now belongs to the person. */
export async function acceptInvitation(invitationId: number): Promise<InvitationAccepted> {
  return apiCall(invitations.acceptInvitation, { params: { id: invitationId } })
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
