import { queryOptions, useQuery } from '@tanstack/react-query'
import { reminderTokenParamsSchema, type ReminderLink } from '@bidfut/domain/contracts/reminders'
import * as reminders from '@bidfut/domain/endpoints/reminders'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { BANK_PIX_POLL_MS } from '@/lib/my-charges'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

export const LINK_INVALID = 'Link inválido ou expirado.'

/** GET /reminders/{token} (public): the BID and the player a reminder's link is for. */
export async function getReminderLink(token: string, signal?: AbortSignal): Promise<ReminderLink> {
  // A malformed token never reaches the server.
  if (!reminderTokenParamsSchema.safeParse({ token }).success) throw new ApiError(404, LINK_INVALID)
  const link = await apiCall(reminders.reminderLink, { params: { token }, auth: false, signal })
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
    // Blocked by a charge with the bank's own Pix (ADR 056): asked again until it is paid.
    refetchInterval: ({ state: { data } }) =>
      data?.checkInBlock?.charges.some((charge) => charge.pixDynamic) ? BANK_PIX_POLL_MS : false,
  })
}

export function useReminderLink(token: string) {
  return useQuery(reminderLinkQueryOptions(token))
}
