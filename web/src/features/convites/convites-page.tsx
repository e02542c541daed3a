import { useState } from 'react'
import { MailOpen } from 'lucide-react'
import type { InvitationAccepted } from '@bidfut/domain/contracts/memberships'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import { Card, CardHeader } from '@/components/ui/card'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useInvitations } from './api/get-invitations'
import { AcceptedInvitationCard } from './components/accepted-invitation-card'
import { InvitationCard } from './components/invitation-card'
import { InvitationsSkeleton } from './components/invitations-skeleton'

type Accepted = { id: number; groupName: string; companyPlayerId: number }

/** /convites: groups that added the person's email; accepting joins, declining refuses. */
export function ConvitesPage() {
  useDocumentTitle('Convites')
  const invitations = useInvitations()
  // Once accepted an invitation leaves the server's list; its 'Ir para …' stays here.
  const [accepted, setAccepted] = useState<Accepted[]>([])

  const acceptedIds = new Set(accepted.map((item) => item.id))
  const pending = (invitations.data ?? []).filter((invitation) => !acceptedIds.has(invitation.id))

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Convites"
        description="Peladas que adicionaram seu email e esperam sua resposta."
      />
      {invitations.isPending ? (
        <InvitationsSkeleton />
      ) : invitations.isError ? (
        <LoadErrorAlert
          title="Erro ao carregar convites"
          message={invitations.error.message}
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
      )}
    </div>
  )
}
