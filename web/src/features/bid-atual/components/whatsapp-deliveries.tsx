import { MessageCircle } from 'lucide-react'
import { whatsappNoticeLabels } from '@bidfut/domain/contracts/whatsapp'
import { useWhatsAppDeliveries } from '../api/get-whatsapp-deliveries'

/**
 * Under the game's facts: per notice of this BID sent by WhatsApp, 'WhatsApp: 18 entregues, 12
 * lidas, 1 falhou' (ADR 051). Nothing when none went that way, or while it loads.
 */
export function WhatsAppDeliveries({ bidDayId }: { bidDayId: number }) {
  const { data } = useWhatsAppDeliveries(bidDayId)
  if (!data || data.deliveries.length === 0) return null
  return (
    <ul
      aria-label="Avisos pelo WhatsApp"
      className="grid gap-1 rounded-lg border bg-card px-4 py-3 text-sm"
    >
      {data.deliveries.map((delivery) => (
        <li key={delivery.notice} className="flex flex-wrap items-center gap-x-2">
          <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="font-medium">{whatsappNoticeLabels[delivery.notice]}:</span>
          <span className="text-muted-foreground">{delivery.summary}</span>
        </li>
      ))}
    </ul>
  )
}
