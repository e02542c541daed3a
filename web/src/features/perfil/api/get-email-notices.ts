import { queryOptions, useQuery } from '@tanstack/react-query'
import { type EmailNoticesSetting } from '@bidfut/domain/contracts/reminders'
import * as profile from '@bidfut/domain/endpoints/profile'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** GET /profile/email-notices: 'Email de BID finalizado' and 'Resumo semanal' (ADR 061). */
export async function getEmailNotices(signal?: AbortSignal): Promise<EmailNoticesSetting> {
  return apiCall(profile.emailNotices, { signal })
}

/** Per membership: another pelada has its own choices. */
export const emailNoticesKey = (companyPlayerId: number | undefined) =>
  ['accounts', 'email-notices', companyPlayerId] as const

export function emailNoticesQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: emailNoticesKey(companyPlayerId),
    queryFn: ({ signal }) => getEmailNotices(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useEmailNotices() {
  const session = useSession()
  return useQuery(emailNoticesQueryOptions(session?.companyPlayerId))
}
