import { chargeStatusLabels, type Charge } from '@bidfut/domain/contracts/finance'
import { Badge } from '@/components/ui/badge'

/** A charge's status in words, 'Atrasada' too when an unpaid one is past its due date. */
export function ChargeStatusBadge({ charge }: { charge: Pick<Charge, 'status' | 'overdue'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge
        variant={
          charge.status === 'paid'
            ? 'default'
            : charge.status === 'waived'
              ? 'secondary'
              : 'outline'
        }
      >
        {chargeStatusLabels[charge.status]}
      </Badge>
      {charge.overdue ? <Badge variant="destructive">Atrasada</Badge> : null}
    </span>
  )
}

/** '10/12/2026' from '2026-12-10'. */
export const brDate = (date: string) => date.split('-').reverse().join('/')
