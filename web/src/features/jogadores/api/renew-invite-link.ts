import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type InviteLinkResponse } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { inviteLinkKey } from './get-invite-link'

/** A new invite link; the previous one stops working. */
export async function renewInviteLink(): Promise<InviteLinkResponse> {
  return apiCall(players.renewInviteLink)
}

export function useRenewInviteLink() {
  const queryClient = useQueryClient()
  const companyId = useSession()?.companyId
  return useMutation({
    mutationFn: renewInviteLink,
    onSuccess: (response) => queryClient.setQueryData(inviteLinkKey(companyId), response),
  })
}
