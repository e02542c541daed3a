import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

const variants: Record<BidPlayerStatus, BadgeProps['variant']> = {
  confirmed: 'default',
  waiting: 'secondary',
  absent: 'outline',
  hurt: 'destructive',
  waitlisted: 'outline',
}
// The waiting list stands apart from 'Ausente' (also outline) at a glance.
const WAITLISTED_CLASS = 'border-amber-600 bg-amber-50 text-amber-900'

/** Confirmado, Pendente, Ausente, Lesionado or Lista de espera; `label` words it otherwise (history: 'Machucado'). */
export function PlayerStatusBadge({
  status,
  label,
  className,
}: {
  status: BidPlayerStatus
  label?: string
  className?: string
}) {
  return (
    <Badge
      variant={variants[status]}
      className={cn(status === 'waitlisted' && WAITLISTED_CLASS, className)}
    >
      {label ?? bidPlayerStatusLabels[status]}
    </Badge>
  )
}
