import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ChargeDetail } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'

/** GET /finance/charges/:id: the charge and its history (who changed what, when). */
export async function getChargeDetail(id: number, signal?: AbortSignal): Promise<ChargeDetail> {
  return apiCall(finance.chargeDetail, { params: { id }, signal })
}

export function useChargeDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ['finance', 'charge', id],
      queryFn: ({ signal }) => getChargeDetail(id, signal),
    }),
  )
}
