import { CircleAlert, LogIn } from 'lucide-react'
import { Link, Navigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BusyButton } from '@/components/busy-button'
import { ErrorAlert } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-error'
import { ACCOUNT_ONLY_HOME } from '@/lib/auth-redirect'
import { errorMessage } from '@/lib/error-message'
import { useSessionState } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useSignInLinkCheck } from './api/check-sign-in-link'
import { useSignInWithLink } from './api/sign-in-with-link'
import { AuthCard } from './components/auth-card'
import { LinkCheckStatus } from './components/link-check-status'

const REFUSED: Record<'used' | 'expired' | 'unknown', string> = {
  used: 'Este link já foi usado',
  expired: 'Este link expirou',
  unknown: 'Link inválido',
}

/**
 * /entrar/{token}: the link 'Receber link de acesso' emails (ADR 049). Opening it only checks it;
 * the tap on 'Entrar' signs in, so a mail scanner that opens it signs nobody in (ADR 024).
 */
export function SignInLinkPage() {
  useDocumentTitle('Entrar')
  const token = useParams().token?.trim() ?? ''
  const check = useSignInLinkCheck(token)
  const signIn = useSignInWithLink()
  const { session, account } = useSessionState()

  if (session) return <Navigate to="/dashboard" replace />
  // An account in no group signs in to its own page (ADR 042).
  if (account) return <Navigate to={ACCOUNT_ONLY_HOME} replace />
  const status = check.error instanceof ApiError ? check.error.status : 0
  const state =
    !token || (status >= 400 && status < 500 && status !== 429) ? 'unknown' : check.data?.state
  if (state && state !== 'valid') {
    return (
      <AuthCard title="Entrar no Bidfut">
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{REFUSED[state]}</AlertTitle>
          <AlertDescription>
            <p>O link de acesso vale 15 minutos e só uma vez. Peça um novo na tela de login.</p>
          </AlertDescription>
        </Alert>
        <Button asChild className="mt-4 w-full">
          <Link to="/login">Pedir um novo link</Link>
        </Button>
      </AuthCard>
    )
  }
  if (!check.data) return <LinkCheckStatus title="Entrar no Bidfut" check={check} />
  return (
    <AuthCard
      title="Entrar no Bidfut"
      description={
        check.data.email
          ? `Toque em Entrar para acessar a conta ${check.data.email}.`
          : 'Toque em Entrar para acessar a sua conta.'
      }
    >
      <div className="flex flex-col gap-4">
        {signIn.error ? (
          <ErrorAlert title="Não foi possível entrar" message={errorMessage(signIn.error)} />
        ) : null}
        <BusyButton
          size="lg"
          busy={signIn.isPending}
          busyLabel="Entrando..."
          onClick={() =>
            signIn.mutate(token, {
              onSuccess: (response) =>
                toast.success('Login realizado com sucesso!', {
                  description: `Bem-vindo, ${response.name}!`,
                }),
            })
          }
        >
          <LogIn aria-hidden="true" />
          Entrar
        </BusyButton>
        <p className="text-sm text-muted-foreground">
          Não pediu este link? Feche esta página: ninguém entra sem tocar em Entrar.
        </p>
      </div>
    </AuthCard>
  )
}
