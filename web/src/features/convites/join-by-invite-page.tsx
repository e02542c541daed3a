import { CircleAlert, Users } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { BusyButton } from '@/components/busy-button'
import { ErrorAlert, LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useGroupInvite } from './api/get-group-invite'
import { useJoinByInvite } from './api/join-by-invite'
import { AcceptedInvitationCard } from './components/accepted-invitation-card'

/**
 * /entrar-na-pelada/{convite}: a group's invite link for someone who already has an account
 * (the email sent to an address that tried to register again carries it). Signed in, the
 * person sees the group and joins it with a tap; opening the page changes nothing.
 */
export function JoinByInvitePage() {
  useDocumentTitle('Entrar na pelada')
  const convite = useParams().convite?.trim() ?? ''
  const invite = useGroupInvite(convite)
  const join = useJoinByInvite()

  const refused = invite.error instanceof ApiError && invite.error.status === 404
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-4 sm:py-10">
      {join.isSuccess && invite.data ? (
        <AcceptedInvitationCard
          groupName={invite.data.groupName}
          companyPlayerId={join.data.companyPlayerId}
        />
      ) : (
        <Card>
          <CardHeader>
            <Users aria-hidden="true" className="size-10 text-primary" />
            <h1 className="text-2xl font-bold tracking-tight">Entrar na pelada</h1>
            <CardDescription>
              Com a sua conta, você entra como jogador avulso e a pelada passa a ver o seu perfil
              (nome, foto, telefone e time do coração).
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {invite.isPending && convite ? (
              <LoadingStatus label="Carregando convite..." className="py-6" />
            ) : refused || !convite ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <AlertTitle>Convite inválido ou expirado</AlertTitle>
                <AlertDescription>
                  <p>Peça um novo link ao organizador da pelada.</p>
                </AlertDescription>
              </Alert>
            ) : invite.isError ? (
              <LoadErrorAlert
                title="Não foi possível carregar o convite"
                message={errorMessage(invite.error)}
                onRetry={() => void invite.refetch()}
                retrying={invite.isFetching}
              />
            ) : (
              <>
                <p className="text-lg font-semibold break-words">{invite.data?.groupName}</p>
                {join.isError ? (
                  <ErrorAlert
                    title="Não foi possível entrar na pelada"
                    message={errorMessage(join.error)}
                  />
                ) : null}
                <BusyButton
                  className="w-full"
                  busy={join.isPending}
                  busyLabel="Entrando..."
                  onClick={() => join.mutate(convite)}
                >
                  Entrar na pelada
                </BusyButton>
              </>
            )}
            <Button asChild variant="ghost">
              <Link to="/dashboard">Voltar ao Dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  )
}
