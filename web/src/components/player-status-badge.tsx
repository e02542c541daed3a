import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const variants: Record<BidPlayerStatus, BadgeProps['variant']> = {
  confirmed: 'default',
  waiting: 'secondary',
  absent: 'outline',
  hurt: 'destructive',
}

/** Confirmado, Pendente, Ausente or Lesionado. */
export function PlayerStatusBadge({
  status,
  className,
}: {
  status: BidPlayerStatus
  className?: string
}) {
  return (
    <Badge variant={variants[status]} className={className}>
      {bidPlayerStatusLabels[status]}
    </Badge>
  )
}
