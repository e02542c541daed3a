import { queryOptions, useQuery } from '@tanstack/react-query'
import { type EmailChangeCheck } from '@bidfut/domain/contracts/profile'
import * as profile from '@bidfut/domain/endpoints/profile'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'

/** What an email-change link will do (the new address), without using it. */
export async function checkEmailChange(
  token: string,
  signal?: AbortSignal,
): Promise<EmailChangeCheck> {
  const data = await apiCall(profile.checkEmailChange, { params: { token }, auth: false, signal })
  if (!data) throw new ApiError(500, 'Resposta inválida do servidor')
  return data
}

export function emailChangeCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'email-change-link', token],
    queryFn: ({ signal }) => checkEmailChange(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
}

export function useEmailChangeCheck(token: string) {
  return useQuery(emailChangeCheckQueryOptions(token))
}
