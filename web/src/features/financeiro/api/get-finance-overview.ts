import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { FinanceOverview } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export const OVERVIEW_LOAD_ERROR = 'Erro ao carregar o financeiro'

/** GET /finance/charges?month=: the month's charges, earlier unpaid ones and the summary. */
export async function getFinanceOverview(
  month: string | undefined,
  signal?: AbortSignal,
): Promise<FinanceOverview> {
  return apiCall(finance.financeOverview, {
    query: { month: month || undefined },
    signal,
    emptyMessage: OVERVIEW_LOAD_ERROR,
  })
}

/** Every /financeiro answer of the group: a change to a charge refreshes them all. */
export const financeOverviewKey = (companyId: number | undefined) =>
  ['finance', 'overview', companyId] as const

export function useFinanceOverview(month: string | undefined) {
  const companyId = useSession()?.companyId
  return useQuery(
    queryOptions({
      queryKey: [...financeOverviewKey(companyId), month ?? 'current'],
      queryFn: ({ signal }) => getFinanceOverview(month, signal),
      enabled: companyId !== undefined,
      placeholderData: keepPreviousData,
    }),
  )
}
