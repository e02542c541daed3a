import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { craqueSettingsSchema, type CraqueSettings } from '@bidfut/domain/contracts/results'
import { apiFetch, apiFetchBody } from '@/lib/api-client'

const craqueSettingsKey = ['group-settings', 'craque'] as const

/** GET /results/craque-settings: whether finishing a BID opens the craque vote (ADR 039). */
export async function getCraqueSettings(signal?: AbortSignal): Promise<CraqueSettings | null> {
  return apiFetch('/results/craque-settings', { schema: craqueSettingsSchema, signal })
}

export function useCraqueSettings() {
  return useQuery(
    queryOptions({
      queryKey: craqueSettingsKey,
      queryFn: ({ signal }) => getCraqueSettings(signal),
    }),
  )
}

/** PUT /results/craque-settings (organisers): switches the vote on or off for the next BIDs. */
export function useUpdateCraqueSettings() {
  return useMutation({
    mutationFn: (body: CraqueSettings) =>
      apiFetchBody('/results/craque-settings', {
        method: 'PUT',
        body,
        schema: craqueSettingsSchema,
      }),
    onSuccess: (settings, _body, _context, { client }) =>
      client.setQueryData(craqueSettingsKey, settings),
  })
}
