import { useState } from 'react'
import { Check, Undo2, UserCheck, X } from 'lucide-react'
import { toast } from 'sonner'
import type { GroupClaim } from '@bidfut/domain/contracts/joining'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { useClaims } from '../api/get-claims'
import { useDecideClaim, type ClaimDecision } from '../api/decide-claim'

const FAILED: Record<ClaimDecision, string> = {
  confirm: 'Erro ao confirmar',
  refuse: 'Erro ao recusar',
  undo: 'Erro ao desfazer',
}

/**
 * Players who found their own name (ADR 049): who says they are a player of the list, with
 * 'Confirmar' and 'Recusar' beside the name, and the entries of the last 30 days, which an
 * organiser can undo. Nothing shows while there is none.
 */
export function ClaimsPanel() {
  const claims = useClaims()
  const decide = useDecideClaim()
  const [undoing, setUndoing] = useState<GroupClaim | null>(null)
  if (!claims.data || claims.data.length === 0) return null
  const waiting = claims.data.filter((claim) => claim.status === 'pending')
  const entered = claims.data.filter((claim) => claim.status === 'confirmed')

  const act = (claim: GroupClaim, decision: ClaimDecision, done?: () => void) =>
    decide.mutate(
      { id: claim.id, decision },
      {
        onSuccess: (response) => {
          toast.success(response.message)
          done?.()
        },
        onError: (error) => toast.error(FAILED[decision], { description: errorMessage(error) }),
      },
    )

  return (
    <Card
      role="region"
      aria-labelledby="claims-title"
      className={waiting.length > 0 ? 'border-primary/50' : ''}
    >
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="claims-title" className="flex items-center gap-2 text-base">
          <UserCheck aria-hidden="true" className="size-5 text-primary" />
          Quem entrou pela lista
        </CardTitle>
        <CardDescription>
          {waiting.length > 0
            ? 'Confirme se é mesmo a pessoa: o histórico, o tipo e as cobranças do cadastro passam a ser dela.'
            : 'Entradas dos últimos 30 dias. Desfaça se alguém entrou no lugar errado.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {waiting.map((claim) => (
            <li key={claim.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <p className="min-w-0 flex-1 break-words">
                <strong>{claim.claimantName}</strong> diz ser <strong>{claim.nickname}</strong>
              </p>
              <div className="grid grid-cols-2 gap-2">
                <Button
                  size="sm"
                  aria-label={`Confirmar que ${claim.claimantName} é ${claim.nickname}`}
                  disabled={decide.isPending}
                  onClick={() => act(claim, 'confirm')}
                >
                  <Check aria-hidden="true" />
                  Confirmar
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Recusar o pedido de ${claim.claimantName}`}
                  disabled={decide.isPending}
                  onClick={() => act(claim, 'refuse')}
                >
                  <X aria-hidden="true" />
                  Recusar
                </Button>
              </div>
            </li>
          ))}
          {entered.map((claim) => (
            <li key={claim.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <p className="min-w-0 flex-1 text-sm break-words text-muted-foreground">
                {claim.claimantName} entrou como {claim.nickname}
                {claim.via === 'player_link' ? ' pelo link do jogador' : ''}
              </p>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Desfazer a entrada de ${claim.claimantName} como ${claim.nickname}`}
                onClick={() => setUndoing(claim)}
              >
                <Undo2 aria-hidden="true" />
                Desfazer
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmActionDialog
        open={undoing !== null}
        onOpenChange={(open) => (open ? null : setUndoing(null))}
        title="Desfazer a entrada?"
        prompt={`A conta de ${undoing?.claimantName ?? ''} sai do cadastro de ${undoing?.nickname ?? ''}, que volta a ser só da pelada, com o que tinha sido digitado. O histórico fica.`}
        confirmLabel="Desfazer entrada"
        busyLabel="Desfazendo..."
        pending={decide.isPending}
        onConfirm={() => act(undoing!, 'undo', () => setUndoing(null))}
      />
    </Card>
  )
}
