import { useState } from 'react'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { useCraqueVoters, useVoidVote } from '../api/craque-voters'

/**
 * Organisers, while the vote is open: who voted (never for whom), and 'Anular voto' for someone
 * confirmed who did not actually play (ADR 039).
 */
export function CraqueVoters({ bidDayId }: { bidDayId: number }) {
  const voters = useCraqueVoters(bidDayId, true).data ?? []
  const voidVote = useVoidVote(bidDayId)
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null)
  if (voters.length === 0) return null
  return (
    <details className="mt-4 rounded-md border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Quem já votou ({voters.length})</summary>
      <ul className="mt-2 flex flex-col gap-1.5">
        {voters.map((v) => (
          <li key={v.companyPlayerId} className="flex items-center justify-between gap-2">
            <span className={v.voided ? 'text-muted-foreground line-through' : undefined}>
              {v.name}
              {v.voided ? <span className="sr-only"> (voto anulado)</span> : null}
            </span>
            {v.voided ? (
              <span className="text-xs text-muted-foreground">Anulado</span>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Anular voto de ${v.name}`}
                onClick={() => setAsking({ id: v.companyPlayerId, name: v.name })}
              >
                Anular voto
              </Button>
            )}
          </li>
        ))}
      </ul>
      {voidVote.isError ? (
        <p role="alert" className="mt-2 text-destructive">
          {errorMessage(voidVote.error)}
        </p>
      ) : null}
      <ConfirmActionDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Anular o voto?"
        prompt={`Anule o voto de ${asking?.name ?? ''} só se não jogou de verdade: não poderá votar de novo neste BID.`}
        confirmLabel="Sim, anular o voto"
        busyLabel="Anulando..."
        cancelLabel="Manter o voto"
        pending={voidVote.isPending}
        onConfirm={() => asking && voidVote.mutate(asking.id, { onSettled: () => setAsking(null) })}
      />
    </details>
  )
}
