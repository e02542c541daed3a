import { queryOptions, useQuery } from '@tanstack/react-query'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { apiCall } from '@/lib/api-client'

/** GET /bids/{bidDayId}/whatsapp: per notice of the BID, its WhatsApp statuses (ADR 051). */
export const getWhatsAppDeliveries = (bidDayId: number, signal?: AbortSignal) =>
  apiCall(whatsapp.whatsappDeliveries, { params: { bidDayId }, signal })

export function useWhatsAppDeliveries(bidDayId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['bid-atual', 'whatsapp', bidDayId],
      queryFn: ({ signal }) => getWhatsAppDeliveries(bidDayId, signal),
      // Statuses arrive over minutes (delivered, then read): a minute is fresh enough.
      refetchInterval: 60_000,
    }),
  )
}
