import { CircleAlert, CircleCheck, UserCheck } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { BusyButton } from '@/components/busy-button'
import { ErrorAlert, LoadingStatus } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useConfirmClaimEmail } from './api/confirm-claim-email'
import { useClaimEmail } from './api/get-claim-email'
import { peladaNamed } from '@bidfut/domain/rules/words'

/**
 * /confirmar-vinculo/{token}: the link sent to the address the group had for a player someone
 * claimed (ADR 049). Opening it shows the claim; the tap on 'Sou eu' confirms it (ADR 024).
 */
export function ConfirmClaimEmailPage() {
  useDocumentTitle('Confirmar que sou eu')
  const token = useParams().token?.trim() ?? ''
  const check = useClaimEmail(token)
  const confirm = useConfirmClaimEmail()
  const claim = check.data

  const done = confirm.isSuccess
  const usable = claim?.state === 'valid'
  const Icon = done ? CircleCheck : usable ? UserCheck : CircleAlert
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-4 sm:py-10">
      <Card>
        <CardHeader>
          <Icon aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight break-words">
            {done
              ? 'Pronto!'
              : usable
                ? `É você, ${claim.nickname}?`
                : claim?.state === 'decided'
                  ? 'Pedido já decidido'
                  : 'Confirmar que sou eu'}
          </h1>
          {usable && !done ? (
            <CardDescription className="break-words">
              {claim.claimantName} entrou pela lista da {peladaNamed(claim.groupName ?? '')} e disse
              ser {claim.nickname}, que tem este email no cadastro. Se foi você, confirme.
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {check.isPending && token ? (
            <LoadingStatus label="Verificando link..." className="py-6" />
          ) : done ? (
            <p role="status">{confirm.data.message}</p>
          ) : usable ? (
            <>
              {confirm.error ? (
                <ErrorAlert
                  title="Não foi possível confirmar"
                  message={errorMessage(confirm.error)}
                />
              ) : null}
              <BusyButton
                size="lg"
                busy={confirm.isPending}
                busyLabel="Confirmando..."
                onClick={() => confirm.mutate(token)}
              >
                Sou eu
              </BusyButton>
              <p className="text-sm text-muted-foreground">
                Não foi você? Ignore este link: nada muda.
              </p>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {claim?.state === 'decided'
                  ? 'Este pedido já foi confirmado ou recusado.'
                  : 'Link inválido.'}
              </p>
              <Button asChild variant="outline">
                <Link to="/login">Ir para o login</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
