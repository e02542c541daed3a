import { Ban, CircleCheck, HeartPulse, Undo2 } from 'lucide-react'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { ownStatusTargets } from '@bidfut/domain/rules/bid-status'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

const actions: Record<
  BidPlayerStatus,
  { label: string; icon: typeof Ban; variant: ButtonProps['variant'] }
> = {
  confirmed: { label: 'Fazer Check-in', icon: CircleCheck, variant: 'default' },
  absent: { label: 'Declarar Ausência', icon: Ban, variant: 'outline' },
  hurt: { label: 'Estou Lesionado', icon: HeartPulse, variant: 'outline' },
  waiting: { label: 'Cancelar status', icon: Undo2, variant: 'outline' },
}

/** From waiting: check in, absence or injury; from anything else: back to waiting. */
export function StatusActions({
  status,
  pendingTarget,
  onChange,
}: {
  status: BidPlayerStatus
  /** The status being sent, while a change is in flight. */
  pendingTarget: BidPlayerStatus | null
  onChange: (target: BidPlayerStatus) => void
}) {
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {ownStatusTargets(status).map((target) => {
        const { label, icon: Icon, variant } = actions[target]
        return (
          <Button
            key={target}
            type="button"
            size="lg"
            variant={variant}
            className="w-full sm:w-auto"
            disabled={pendingTarget !== null}
            onClick={() => onChange(target)}
          >
            {pendingTarget === target ? <Spinner /> : <Icon aria-hidden="true" />}
            {label}
          </Button>
        )
      })}
    </div>
  )
}
