import { useId, useState } from 'react'
import { Check, Mail, X } from 'lucide-react'
import { toast } from 'sonner'
import type { Invitation, InvitationAccepted } from '@bidfut/domain/contracts/memberships'
import { BusyButton } from '@/components/busy-button'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { formatDate } from '@/lib/format'
import { useAcceptInvitation } from '../api/accept-invitation'
import { useDeclineInvitation } from '../api/decline-invitation'
import { peladaNamed } from '@bidfut/domain/rules/words'

/** One pending invitation: accepting shares the person's profile with that group. */
export function InvitationCard({
  invitation,
  onAccepted,
}: {
  invitation: Invitation
  onAccepted: (result: InvitationAccepted) => void
}) {
  const titleId = useId()
  const accept = useAcceptInvitation()
  const decline = useDeclineInvitation()
  const [confirmingDecline, setConfirmingDecline] = useState(false)
  const busy = accept.isPending || decline.isPending

  const onAccept = () =>
    accept.mutate(invitation.id, {
      onSuccess: (result) => {
        toast.success(result.message)
        onAccepted(result)
      },
      onError: (error) =>
        toast.error('Erro ao aceitar convite', { description: errorMessage(error) }),
    })

  const onDecline = () =>
    decline.mutate(invitation.id, {
      onSuccess: (result) => {
        setConfirmingDecline(false)
        toast.success(result.message)
      },
      onError: (error) =>
        toast.error('Erro ao recusar convite', { description: errorMessage(error) }),
    })

  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={titleId} className="text-base break-words">
            Você foi convidado para a {peladaNamed(invitation.groupName)}
          </CardTitle>
          <CardDescription>Convite recebido em {formatDate(invitation.invitedAt)}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          Ao aceitar, os organizadores dessa pelada passam a ver os dados do seu perfil.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => setConfirmingDecline(true)}
            className="sm:order-first"
          >
            <X aria-hidden="true" />
            Recusar
          </Button>
          <BusyButton busy={accept.isPending} busyLabel="Aceitando..." onClick={onAccept}>
            <Check aria-hidden="true" />
            Aceitar
          </BusyButton>
        </div>
      </CardContent>

      <ConfirmActionDialog
        open={confirmingDecline}
        onOpenChange={setConfirmingDecline}
        title="Recusar convite?"
        prompt={
          <>
            A pelada <strong>{invitation.groupName}</strong> não verá seus dados. Se mudar de ideia,
            peça ao organizador para adicionar você de novo.
          </>
        }
        confirmLabel="Recusar convite"
        busyLabel="Recusando..."
        cancelLabel="Cancelar"
        pending={decline.isPending}
        onConfirm={onDecline}
      />
    </Card>
  )
}
