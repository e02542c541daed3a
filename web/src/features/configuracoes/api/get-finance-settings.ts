import { queryOptions, useQuery } from '@tanstack/react-query'
import { type FinanceSettingsResponse } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export const FINANCE_SETTINGS_LOAD_ERROR = 'Erro ao carregar o financeiro'

/** GET /finance/settings: the group's Pix and fees; `settings` is null until first saved. */
export async function getFinanceSettings(signal?: AbortSignal): Promise<FinanceSettingsResponse> {
  return apiCall(finance.financeSettings, { signal, emptyMessage: FINANCE_SETTINGS_LOAD_ERROR })
}

export const financeSettingsKey = (companyId: number | undefined) =>
  ['finance', 'settings', companyId] as const

export function useFinanceSettings() {
  const companyId = useSession()?.companyId
  return useQuery(
    queryOptions({
      queryKey: financeSettingsKey(companyId),
      queryFn: ({ signal }) => getFinanceSettings(signal),
      enabled: companyId !== undefined,
    }),
  )
}
