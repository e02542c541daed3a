import { Ban, CircleCheck, HeartPulse, ListPlus, Undo2 } from 'lucide-react'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { ownStatusTargets, type RequestableStatus } from '@bidfut/domain/rules/bid-status'
import { ordinal } from '@bidfut/domain/rules/waiting-list'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useKeepFocus } from '@/lib/use-keep-focus'
import { OFFLINE_ACTION_REASON, useOffline } from '@/lib/use-offline'

type Action = { label: string; icon: typeof Ban; variant: ButtonProps['variant'] }

/** Where a check-in would land: null for a place, else the line and the place in it if known. */
export type CheckInLanding = { position: number | null } | null

function joinLineLabel(landing: { position: number | null }): string {
  return landing.position === null
    ? 'Entrar na lista de espera'
    : `Entrar na lista de espera (${ordinal(landing.position)})`
}

function actionFor(
  target: RequestableStatus,
  from: BidPlayerStatus,
  landing: CheckInLanding,
): Action {
  switch (target) {
    case 'confirmed':
      return landing
        ? { label: joinLineLabel(landing), icon: ListPlus, variant: 'default' }
        : { label: 'Fazer Check-in', icon: CircleCheck, variant: 'default' }
    case 'absent':
      return from === 'confirmed'
        ? { label: 'Não vou', icon: Ban, variant: 'outline' }
        : { label: 'Declarar Ausência', icon: Ban, variant: 'outline' }
    case 'hurt':
      return { label: 'Estou Lesionado', icon: HeartPulse, variant: 'outline' }
    case 'waiting':
      return from === 'waitlisted'
        ? { label: 'Sair da lista de espera', icon: Undo2, variant: 'outline' }
        : { label: 'Cancelar status', icon: Undo2, variant: 'outline' }
  }
}

/**
 * From waiting: check in (or join the waiting list, with the place, when no place is open to them), absence or injury;
 * from anything else: back to waiting. The buttons change with the status: focus stays in their
 * place (the first button is the same element; a later one hands focus to the one now there).
 * Never disabled while a change is sent, which would drop focus: a second press waits.
 */
export function StatusActions({
  status,
  autoConfirmed = false,
  landing,
  pendingTarget,
  onChange,
}: {
  status: BidPlayerStatus
  /** Confirmed when the BID opened (ADR 060): 'Não vou' is offered first, one tap. */
  autoConfirmed?: boolean
  /** Where 'Fazer Check-in' would put the player: the button says it before the tap. */
  landing: CheckInLanding
  /** The status being sent, while a change is in flight. */
  pendingTarget: RequestableStatus | null
  onChange: (target: RequestableStatus) => void
}) {
  const region = useKeepFocus<HTMLDivElement>()
  // Offline, the screen shows the kept copy: an answer could not reach the server (ADR 041).
  const offline = useOffline()
  const busy = pendingTarget !== null || offline
  return (
    <div ref={region} className="grid gap-2 sm:flex sm:flex-wrap">
      {offline && (
        <p id="status-actions-offline" className="text-sm text-muted-foreground sm:w-full">
          {OFFLINE_ACTION_REASON}
        </p>
      )}
      {ownStatusTargets(status, { autoConfirmed }).map((target, index) => {
        const { label, icon: Icon, variant } = actionFor(target, status, landing)
        return (
          <Button
            // By place, not by target: the first button stays the same element across statuses.
            key={index}
            type="button"
            size="lg"
            variant={variant}
            className="w-full aria-disabled:opacity-60 sm:w-auto"
            data-focus-group="status-action"
            aria-disabled={busy || undefined}
            aria-describedby={offline ? 'status-actions-offline' : undefined}
            onClick={() => {
              if (!busy) onChange(target)
            }}
          >
            {pendingTarget === target ? <Spinner /> : <Icon aria-hidden="true" />}
            {label}
          </Button>
        )
      })}
    </div>
  )
}
