import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { CraqueSettings, CraqueSettingsUpdate } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

const craqueSettingsKey = ['group-settings', 'craque'] as const

/** GET /results/craque-settings: whether finishing a BID opens the craque vote (ADR 039). */
export async function getCraqueSettings(signal?: AbortSignal): Promise<CraqueSettings | null> {
  return apiCall(results.craqueSettings, { signal })
}

export function useCraqueSettings() {
  return useQuery(
    queryOptions({
      queryKey: craqueSettingsKey,
      queryFn: ({ signal }) => getCraqueSettings(signal),
    }),
  )
}

/** PUT /results/craque-settings (organisers): the vote on or off, and its hours, for the next BIDs. */
export function useUpdateCraqueSettings() {
  return useMutation({
    mutationFn: (body: CraqueSettingsUpdate) => apiCall(results.updateCraqueSettings, { body }),
    onSuccess: (settings, _body, _context, { client }) =>
      client.setQueryData(craqueSettingsKey, settings),
  })
}
