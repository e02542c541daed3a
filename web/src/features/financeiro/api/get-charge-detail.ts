import { queryOptions, useQuery } from '@tanstack/react-query'
import { chargeDetailSchema, type ChargeDetail } from '@bidfut/domain/contracts/finance'
import { apiFetchBody } from '@/lib/api-client'

/** GET /finance/charges/:id: the charge and its history (who changed what, when). */
export async function getChargeDetail(id: number, signal?: AbortSignal): Promise<ChargeDetail> {
  return apiFetchBody(`/finance/charges/${id}`, { schema: chargeDetailSchema, signal })
}

export function useChargeDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ['finance', 'charge', id],
      queryFn: ({ signal }) => getChargeDetail(id, signal),
    }),
  )
}
