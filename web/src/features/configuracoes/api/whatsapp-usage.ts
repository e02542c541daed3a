import { useQuery } from '@tanstack/react-query'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { apiCall } from '@/lib/api-client'

/** GET /group-settings/whatsapp-usage: the group's WhatsApp messages this month (ADR 051). */
export const getWhatsAppUsage = (signal?: AbortSignal) =>
  apiCall(whatsapp.whatsappUsage, { signal })

export function useWhatsAppUsage() {
  return useQuery({
    queryKey: ['group-settings', 'whatsapp-usage'],
    queryFn: ({ signal }) => getWhatsAppUsage(signal),
  })
}
