import { useState } from 'react'
import { ArrowLeft, CircleAlert, Users } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import type { UnclaimedPlayer } from '@bidfut/domain/contracts/joining'
import { BusyButton } from '@/components/busy-button'
import { ErrorAlert, LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { PENDING_CLAIM_PATH, rememberPendingClaim } from '@/lib/pending-claim'
import { useSessionState } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useClaimWithAccount } from './api/claim-with-account'
import { useGroupInvite } from './api/get-group-invite'
import { useJoinByInvite } from './api/join-by-invite'
import { AcceptedInvitationCard } from './components/accepted-invitation-card'
import { ShortJoinForm } from './components/short-join-form'
import { UnclaimedList } from './components/unclaimed-list'

type Choice = UnclaimedPlayer | 'new' | null

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

/**
 * /entrar-na-pelada/{convite}: the group's invite link, as the WhatsApp group gets it (ADR 049).
 * 'Você é um destes?' lists the players nobody has joined yet; the person picks their name (a
 * claim the organiser confirms) or 'Não estou na lista' (a new avulso), then joins with a name
 * and a passkey, Google or an email. Signed in, the account they have claims or joins. Opening
 * the page changes nothing.
 */
export function JoinByInvitePage() {
  useDocumentTitle('Entrar na pelada')
  const convite = useParams().convite?.trim() ?? ''
  const invite = useGroupInvite(convite)
  // A session in a group, or an account in none (ADR 042): either joins with the account.
  const { session, account } = useSessionState()
  const signedIn = session !== null || account !== null
  const [choice, setChoice] = useState<Choice>(null)

  const refused = invite.error instanceof ApiError && invite.error.status === 404
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-4 sm:py-10">
      <Card>
        <CardHeader>
          <Users aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">Entrar na pelada</h1>
          {invite.data ? (
            <CardDescription className="text-lg font-semibold break-words text-foreground">
              {invite.data.groupName}
            </CardDescription>
          ) : null}
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
          ) : choice === null ? (
            <UnclaimedList
              players={invite.data?.players ?? []}
              onPick={setChoice}
              onNotListed={() => setChoice('new')}
            />
          ) : (
            <>
              <Button variant="ghost" className="self-start" onClick={() => setChoice(null)}>
                <ArrowLeft aria-hidden="true" />
                Voltar à lista
              </Button>
              <h2 className="text-lg font-semibold break-words">
                {choice === 'new' ? 'Entrar como novo jogador' : `Entrar como ${choice.nickname}`}
              </h2>
              {signedIn ? (
                <JoinWithAccount
                  convite={convite}
                  choice={choice}
                  groupName={invite.data!.groupName}
                />
              ) : (
                <ShortJoinForm
                  key={choice === 'new' ? 'new' : choice.companyPlayerId}
                  intent={
                    choice === 'new'
                      ? { convite }
                      : { convite, companyPlayerId: choice.companyPlayerId }
                  }
                  defaultName={choice === 'new' ? '' : choice.nickname}
                  // A claimed name waits for the organiser, signed out: /perfil turns it on later.
                  whatsappAvailable={choice === 'new' && invite.data!.whatsappAvailable}
                  note={
                    choice === 'new'
                      ? 'Você entra como jogador avulso. Posição, telefone e data de nascimento ficam para depois, no seu perfil.'
                      : `O organizador confirma que você é ${choice.nickname}; avisamos na hora. Enquanto isso, você acompanha por aqui.`
                  }
                  footer={
                    <p className="text-center text-sm text-muted-foreground">
                      Prefere uma senha?{' '}
                      <Link
                        to={`/registro?convite=${encodeURIComponent(convite)}`}
                        className={linkClass}
                      >
                        Fazer o cadastro completo
                      </Link>
                    </p>
                  }
                />
              )}
            </>
          )}
          {signedIn ? null : (
            <p className="text-center text-sm text-muted-foreground">
              Já tem conta no Bidfut?{' '}
              <Link
                to="/login"
                state={{ from: `/entrar-na-pelada/${convite}` }}
                className={linkClass}
              >
                Entrar
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

/** Signed in: the account the person has joins as an avulso, or claims the name they picked. */
function JoinWithAccount({
  convite,
  choice,
  groupName,
}: {
  convite: string
  choice: Exclude<Choice, null>
  groupName: string
}) {
  const navigate = useNavigate()
  const join = useJoinByInvite()
  const claim = useClaimWithAccount()
  const joinedId = join.data?.companyPlayerId ?? claim.data?.companyPlayerId
  if (joinedId) return <AcceptedInvitationCard groupName={groupName} companyPlayerId={joinedId} />
  const failure = join.error ?? claim.error
  const act = async () => {
    if (choice === 'new') return join.mutate(convite)
    const result = await claim.mutateAsync({ convite, companyPlayerId: choice.companyPlayerId })
    if (result.claimToken) {
      rememberPendingClaim(result.claimToken)
      void navigate(PENDING_CLAIM_PATH)
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Com a sua conta, a pelada passa a ver o seu perfil (nome, foto, telefone e time do coração).
        {choice === 'new' ? null : ` O organizador confirma que você é ${choice.nickname}.`}
      </p>
      {failure ? (
        <ErrorAlert title="Não foi possível entrar na pelada" message={errorMessage(failure)} />
      ) : null}
      <BusyButton
        className="w-full"
        busy={join.isPending || claim.isPending}
        busyLabel="Entrando..."
        onClick={() => void act().catch(() => undefined)}
      >
        {choice === 'new' ? 'Entrar na pelada' : `Sou ${choice.nickname}`}
      </BusyButton>
      <Button asChild variant="ghost">
        <Link to="/dashboard">Voltar ao Dashboard</Link>
      </Button>
    </div>
  )
}
