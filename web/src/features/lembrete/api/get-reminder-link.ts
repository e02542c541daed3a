import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  reminderLinkSchema,
  reminderTokenParamsSchema,
  type ReminderLink,
} from '@bidfut/domain/contracts/reminders'
import { ApiError, apiFetch } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

export const LINK_INVALID = 'Link inválido ou expirado.'

/** GET /reminders/{token} (public): the BID and the player a reminder's link is for. */
export async function getReminderLink(token: string, signal?: AbortSignal): Promise<ReminderLink> {
  // A malformed token never reaches the server.
  if (!reminderTokenParamsSchema.safeParse({ token }).success) throw new ApiError(404, LINK_INVALID)
  const link = await apiFetch(`/reminders/${encodeURIComponent(token)}`, {
    auth: false,
    schema: reminderLinkSchema,
    signal,
  })
  if (!link) throw new ApiError(404, LINK_INVALID)
  return link
}

export const reminderLinkKey = (token: string) => ['reminders', 'link', token] as const

export function reminderLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: reminderLinkKey(token),
    queryFn: ({ signal }) => getReminderLink(token, signal),
    retry: retryOnlyWhileUnreachable,
    refetchOnWindowFocus: false,
  })
}

export function useReminderLink(token: string) {
  return useQuery(reminderLinkQueryOptions(token))
}
