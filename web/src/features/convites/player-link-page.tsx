import { CircleAlert, UserRound } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { BusyButton } from '@/components/busy-button'
import { ErrorAlert, LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useSessionState } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useClaimWithAccount } from './api/claim-with-account'
import { usePlayerLinkInfo } from './api/get-player-link-info'
import { AcceptedInvitationCard } from './components/accepted-invitation-card'
import { ShortJoinForm } from './components/short-join-form'
import { peladaNamed } from '@bidfut/domain/rules/words'

/**
 * /jogador/{token}: a player's own link ('Link do jogador', ADR 049), sent by the organiser to
 * that player only. It opens the claim of that one membership, confirmed at once: the short join
 * signed out, or the account the person has. Opening it changes nothing.
 */
export function PlayerLinkPage() {
  useDocumentTitle('Entrar na pelada')
  const token = useParams().token?.trim() ?? ''
  const info = usePlayerLinkInfo(token)
  // A session in a group, or an account in none (ADR 042): either claims with the account.
  const { session, account } = useSessionState()
  const claim = useClaimWithAccount()
  const refused = info.error instanceof ApiError && info.error.status === 404
  const player = info.data

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-4 sm:py-10">
      {claim.data?.companyPlayerId && player ? (
        <AcceptedInvitationCard
          groupName={player.groupName}
          companyPlayerId={claim.data.companyPlayerId}
        />
      ) : (
        <Card>
          <CardHeader>
            <UserRound aria-hidden="true" className="size-10 text-primary" />
            <h1 className="text-2xl font-bold tracking-tight break-words">
              {player ? `Você é ${player.nickname}?` : 'Entrar na pelada'}
            </h1>
            {player ? (
              <CardDescription>
                Este link é seu: entrando, você é {player.nickname} na{' '}
                {peladaNamed(player.groupName)}, com o seu histórico.
              </CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {info.isPending && token ? (
              <LoadingStatus label="Carregando..." className="py-6" />
            ) : refused || !token ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <AlertTitle>Link inválido</AlertTitle>
                <AlertDescription>
                  <p>Este link de jogador não vale mais. Peça um novo link ao organizador.</p>
                </AlertDescription>
              </Alert>
            ) : info.isError ? (
              <LoadErrorAlert
                title="Não foi possível carregar o link"
                message={errorMessage(info.error)}
                onRetry={() => void info.refetch()}
                retrying={info.isFetching}
              />
            ) : session || account ? (
              <>
                {claim.error ? (
                  <ErrorAlert
                    title="Não foi possível entrar na pelada"
                    message={errorMessage(claim.error)}
                  />
                ) : null}
                <BusyButton
                  busy={claim.isPending}
                  busyLabel="Entrando..."
                  onClick={() => claim.mutate({ jogador: token })}
                >
                  Sou {player!.nickname}: entrar com a minha conta
                </BusyButton>
              </>
            ) : (
              <ShortJoinForm
                intent={{ jogador: token }}
                defaultName={player!.nickname}
                whatsappAvailable={player!.whatsappAvailable}
                note={`Não é ${player!.nickname}? Então este link não é seu: peça o link do grupo ao organizador.`}
                footer={
                  <p className="text-center text-sm text-muted-foreground">
                    Já tem conta no Bidfut?{' '}
                    <Link
                      to="/login"
                      state={{ from: `/jogador/${token}` }}
                      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      Entrar
                    </Link>
                  </p>
                }
              />
            )}
          </CardContent>
        </Card>
      )}
    </div>
  )
}
