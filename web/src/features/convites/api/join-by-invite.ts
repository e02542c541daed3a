import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type InvitationAccepted } from '@bidfut/domain/contracts/memberships'
import * as invitations from '@bidfut/domain/endpoints/invitations'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/join-by-invite: the signed-in person joins the group the invite link opens. */
export async function joinByInvite(convite: string): Promise<InvitationAccepted> {
  return apiCall(invitations.joinByInvite, { body: { convite } })
}

export function useJoinByInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinByInvite,
    // The new group joins the list 'Trocar de pelada' offers; an invitation it answered goes.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.myGroups })
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.invitations })
    },
  })
}
