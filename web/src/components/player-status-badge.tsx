import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const variants: Record<BidPlayerStatus, BadgeProps['variant']> = {
  confirmed: 'default',
  waiting: 'secondary',
  absent: 'outline',
  hurt: 'destructive',
}

/** Confirmado, Pendente, Ausente or Lesionado; `label` words it otherwise (history: 'Machucado'). */
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
    <Badge variant={variants[status]} className={className}>
      {label ?? bidPlayerStatusLabels[status]}
    </Badge>
  )
}
