import { queryOptions, useQuery } from '@tanstack/react-query'
import { type GroupSettings } from '@bidfut/domain/contracts/group-settings'
import * as groupSettings from '@bidfut/domain/endpoints/group-settings'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export const SETTINGS_LOAD_ERROR = 'Erro ao carregar configurações'

/** GET /groups/settings: 'Configurações da pelada' (administrators and managers). */
export async function getGroupSettings(signal?: AbortSignal): Promise<GroupSettings> {
  return apiCall(groupSettings.groupSettings, { signal, emptyMessage: SETTINGS_LOAD_ERROR })
}

export const groupSettingsKey = (companyId: number | undefined) =>
  ['groups', 'settings', companyId] as const

export function groupSettingsQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: groupSettingsKey(companyId),
    queryFn: ({ signal }) => getGroupSettings(signal),
    enabled: companyId !== undefined,
  })
}

export function useGroupSettings() {
  const session = useSession()
  return useQuery(groupSettingsQueryOptions(session?.companyId))
}
