import { useState } from 'react'
import { MailOpen } from 'lucide-react'
import type { InvitationAccepted } from '@bidfut/domain/contracts/memberships'
import { LoadErrorAlert } from '@/components/query-status'
import { Card, CardHeader } from '@/components/ui/card'
import { useInvitations } from '../api/get-invitations'
import { AcceptedInvitationCard } from './accepted-invitation-card'
import { InvitationCard } from './invitation-card'
import { InvitationsSkeleton } from './invitations-skeleton'
import { errorMessage } from '@/lib/error-message'

type Accepted = { id: number; groupName: string; companyPlayerId: number }

/**
 * The person's invitations: accepting joins the group (its 'Ir para …' stays), declining
 * refuses. On /convites, and on /minha-conta for an account in no group (ADR 042).
 */
export function InvitationsList() {
  const invitations = useInvitations()
  // Once accepted an invitation leaves the server's list; its 'Ir para …' stays here.
  const [accepted, setAccepted] = useState<Accepted[]>([])

  const acceptedIds = new Set(accepted.map((item) => item.id))
  const pending = (invitations.data ?? []).filter((invitation) => !acceptedIds.has(invitation.id))

  return invitations.isPending ? (
    <InvitationsSkeleton />
  ) : invitations.isError ? (
    <LoadErrorAlert
      title="Erro ao carregar convites"
      message={errorMessage(invitations.error)}
      retrying={invitations.isFetching}
      onRetry={() => void invitations.refetch()}
    />
  ) : (
    <div className="flex flex-col gap-4">
      {accepted.length > 0 ? (
        <ul aria-label="Convites aceitos" className="flex flex-col gap-4">
          {accepted.map((item) => (
            <li key={item.id}>
              <AcceptedInvitationCard
                groupName={item.groupName}
                companyPlayerId={item.companyPlayerId}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <ul aria-label="Convites pendentes" className="flex flex-col gap-4">
          {pending.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard
                invitation={invitation}
                onAccepted={(result: InvitationAccepted) =>
                  setAccepted((current) => [
                    ...current,
                    {
                      id: invitation.id,
                      groupName: invitation.groupName,
                      companyPlayerId: result.companyPlayerId,
                    },
                  ])
                }
              />
            </li>
          ))}
        </ul>
      ) : accepted.length === 0 ? (
        <Card>
          <CardHeader className="items-center gap-3 py-10 text-center">
            <MailOpen aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">Nenhum convite pendente.</p>
            <p className="text-sm text-muted-foreground">
              Quando o organizador de uma pelada adicionar seu email, o convite aparece aqui.
            </p>
          </CardHeader>
        </Card>
      ) : null}
    </div>
  )
}
