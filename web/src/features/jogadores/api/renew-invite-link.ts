import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inviteLinkResponseSchema, type InviteLinkResponse } from '@bidfut/domain/contracts/players'
import { apiFetchBody } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { inviteLinkKey } from './get-invite-link'

/** A new invite link; the previous one stops working. */
export async function renewInviteLink(): Promise<InviteLinkResponse> {
  return apiFetchBody('/company-players/invite-link/renew', {
    method: 'POST',
    schema: inviteLinkResponseSchema,
  })
}

export function useRenewInviteLink() {
  const queryClient = useQueryClient()
  const companyId = useSession()?.companyId
  return useMutation({
    mutationFn: renewInviteLink,
    onSuccess: (response) => queryClient.setQueryData(inviteLinkKey(companyId), response),
  })
}
