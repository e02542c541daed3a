import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useActivationToken } from './api/validate-activation-token'
import { ActivationError } from './components/activation-error'
import { ActivationForm } from './components/activation-form'
import { ActivationSent } from './components/activation-sent'
import { ActivationSuccess } from './components/activation-success'
import { JoinWithAccountForm } from './components/join-with-account-form'
import { errorMessage } from '@/lib/error-message'

function validationMessage(error: Error): string {
  // A 4xx is the server judging the token; anything else says nothing about it.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return errorMessage(error, 'Token inválido')
  }
  return 'Erro ao validar token'
}

/**
 * /activate-user/{token}: the organiser's link. The person asks for a new account (confirmed
 * from the email it sends) or joins with the account they have ('?conta=existente', the link
 * the email to an existing account carries).
 */
export function ActivateUserPage() {
  useDocumentTitle('Ativação de conta')
  const token = useParams().token?.trim() ?? ''
  const [params] = useSearchParams()
  const validation = useActivationToken(token)
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null)
  const [joined, setJoined] = useState(false)
  const [withAccount, setWithAccount] = useState(params.get('conta') === 'existente')

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col py-2 sm:py-8">
      {!token ? (
        <ActivationError message="Token não fornecido" />
      ) : sent ? (
        <ActivationSent email={sent.email} message={sent.message} />
      ) : joined ? (
        <ActivationSuccess />
      ) : validation.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
          <Spinner className="size-8 text-primary" />
          <p>Validando link de ativação...</p>
        </div>
      ) : validation.isError ? (
        <ActivationError message={validationMessage(validation.error)} />
      ) : (
        <>
          {withAccount ? (
            <Card>
              <CardHeader>
                <h1 className="text-2xl font-bold tracking-tight">Entrar com minha conta</h1>
                <CardDescription>
                  Use a senha da conta que você já tem no Bidfut para participar da pelada.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <JoinWithAccountForm
                  token={token}
                  email={validation.data.email ?? ''}
                  onJoined={() => setJoined(true)}
                  onBack={() => setWithAccount(false)}
                />
              </CardContent>
            </Card>
          ) : null}
          {/* Kept mounted while hidden so 'Voltar ao cadastro' finds what was typed. */}
          <Card hidden={withAccount}>
            <CardHeader>
              <h1 className="text-2xl font-bold tracking-tight">Ativar conta</h1>
              <CardDescription>
                Confira seus dados e crie uma senha para acessar a pelada.
              </CardDescription>
              <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                Já tem conta no Bidfut?
                <Button
                  type="button"
                  variant="link"
                  className="h-auto p-0"
                  onClick={() => setWithAccount(true)}
                >
                  Entrar com minha conta
                </Button>
              </div>
            </CardHeader>
            <CardContent>
              <ActivationForm token={token} data={validation.data} onSent={setSent} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  )
}
