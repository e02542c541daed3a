import { CircleAlert, CircleCheck, Hourglass } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { BusyButton } from '@/components/busy-button'
import { ErrorAlert, LoadingStatus } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { adoptJoinOutcome, usePendingClaimToken } from '@/lib/pending-claim'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useEnterWithClaim } from './api/enter-with-claim'
import { useClaimStatus } from './api/get-claim-status'
import { peladaNamed } from '@bidfut/domain/rules/words'

/**
 * /pedido-de-entrada: the claim this browser made through the group's link (ADR 049), while the
 * organiser decides. The page reads how it stands every few seconds; the person's tap enters
 * once it is confirmed, or joins as a new avulso if it was refused.
 */
export function PendingClaimPage() {
  useDocumentTitle('Pedido de entrada')
  const navigate = useNavigate()
  const token = usePendingClaimToken()
  const status = useClaimStatus(token ?? null)
  const enter = useEnterWithClaim()

  const go = async (asNewPlayer: boolean) => {
    try {
      const outcome = await enter.mutateAsync({ token: token!, asNewPlayer })
      void navigate(adoptJoinOutcome(outcome), { replace: true })
    } catch {
      // Shown below.
    }
  }

  const claim = status.data
  const title = !claim
    ? 'Pedido de entrada'
    : claim.status === 'pending'
      ? 'Aguardando o organizador'
      : claim.status === 'confirmed'
        ? 'Confirmado!'
        : 'Pedido não confirmado'
  const Icon =
    claim?.status === 'confirmed'
      ? CircleCheck
      : claim?.status === 'pending'
        ? Hourglass
        : CircleAlert

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-4 sm:py-10">
      <Card>
        <CardHeader>
          <Icon aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {claim ? (
            <CardDescription className="break-words">
              {claim.status === 'pending'
                ? `Você disse que é ${claim.nickname} na ${peladaNamed(claim.groupName)}. Avisamos os organizadores: assim que um deles confirmar, você entra. Pode deixar esta página aberta.`
                : claim.status === 'confirmed'
                  ? `O organizador confirmou: você é ${claim.nickname} na ${peladaNamed(claim.groupName)}.`
                  : `O organizador não confirmou que você é ${claim.nickname}. Você ainda pode entrar na ${peladaNamed(claim.groupName)} como novo jogador.`}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4" aria-live="polite">
          {token !== undefined && (token === null || status.isError) ? (
            <>
              <p className="text-sm text-muted-foreground">
                Não há pedido de entrada neste aparelho. Abra de novo o link de convite do grupo.
              </p>
              <Button asChild variant="outline">
                <Link to="/login">Ir para o login</Link>
              </Button>
            </>
          ) : status.isPending || token === undefined ? (
            <LoadingStatus label="Verificando o pedido..." className="py-6" />
          ) : (
            <>
              {enter.error ? (
                <ErrorAlert title="Não foi possível entrar" message={errorMessage(enter.error)} />
              ) : null}
              {claim!.status === 'pending' ? null : !claim!.canSignIn ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    Você já entrou com este pedido. Entre com a sua chave de acesso.
                  </p>
                  <Button asChild>
                    <Link to="/login">Ir para o login</Link>
                  </Button>
                </>
              ) : (
                <BusyButton
                  size="lg"
                  busy={enter.isPending}
                  busyLabel="Entrando..."
                  onClick={() => void go(claim!.status !== 'confirmed')}
                >
                  {claim!.status === 'confirmed' ? 'Entrar na pelada' : 'Entrar como novo jogador'}
                </BusyButton>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
