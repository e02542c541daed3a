import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileSchema, type Profile } from '@bidfut/domain/contracts/accounts'
import { ApiError, apiFetch } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await apiFetch('/accounts/get-profile', { schema: profileSchema, signal })
  if (!profile) throw new ApiError(204, 'Erro ao carregar perfil')
  return profile
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
