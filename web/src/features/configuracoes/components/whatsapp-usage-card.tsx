import { MessageCircle } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { useWhatsAppUsage } from '../api/whatsapp-usage'

/** '2026-11' → 'novembro de 2026'. */
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('pt-BR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * 'Avisos pelo WhatsApp': the group's messages of the month against its cap (ADR 051); past it,
 * notices go by email and push. Hidden where the server does not send WhatsApp.
 */
export function WhatsAppUsageCard({ className }: { className?: string }) {
  const usage = useWhatsAppUsage()
  if (!usage.data?.available) return null
  const { messages, cap, month } = usage.data
  return (
    <Card className={className}>
      <CardContent className="flex flex-col gap-2 pt-4 sm:pt-6">
        <div className="flex items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-5 text-primary" />
          <h2 className="text-base font-medium">Avisos pelo WhatsApp</h2>
        </div>
        <p className="text-sm" id="whatsapp-usage-text">
          {messages} de {cap} mensagens em {monthName(month)}
        </p>
        <Progress
          value={cap > 0 ? Math.min(100, (messages / cap) * 100) : 100}
          aria-labelledby="whatsapp-usage-text"
        />
        <p className="text-sm text-muted-foreground">
          {messages >= cap
            ? 'Limite do mês atingido: até o mês que vem, os avisos seguem por email e notificação.'
            : 'Só recebe pelo WhatsApp quem ativou no próprio perfil. Passando do limite, os avisos seguem por email e notificação.'}
        </p>
      </CardContent>
    </Card>
  )
}
