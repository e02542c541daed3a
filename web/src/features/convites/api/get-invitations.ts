import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Invitation } from '@bidfut/domain/contracts/memberships'
import * as invitations from '@bidfut/domain/endpoints/invitations'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'
import { useSessionState } from '@/lib/session-store'

/** GET /accounts/invitations: groups that added this person's email and wait for an answer. */
export async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  const response = await apiCall(invitations.myInvitations, { signal })
  return response?.invitations ?? []
}

/** Invitations belong to the person (the account), whichever group they are in. */
export function invitationsQueryOptions(playerId: number | undefined) {
  return queryOptions({
    queryKey: [...accountQueryKeys.invitations, playerId],
    queryFn: ({ signal }) => getInvitations(signal),
    enabled: playerId !== undefined,
  })
}

/** In a group or in none (ADR 042): the account's own invitations either way. */
export function useInvitations() {
  const { session, account } = useSessionState()
  return useQuery(invitationsQueryOptions(session?.id ?? account?.id))
}
