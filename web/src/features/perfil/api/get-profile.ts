import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Profile } from '@bidfut/domain/contracts/accounts'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiCall(accounts.getProfile, { signal, emptyMessage: 'Erro ao carregar perfil' })
}

export function profileQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: ['accounts', 'profile', companyPlayerId],
    queryFn: ({ signal }) => getProfile(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useProfile() {
  const session = useSession()
  return useQuery(profileQueryOptions(session?.companyPlayerId))
}
