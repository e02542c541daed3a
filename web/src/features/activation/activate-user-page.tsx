import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { ACCOUNT_EXISTS_MESSAGE } from '@bidfut/domain/contracts/memberships'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useActivationToken } from './api/validate-activation-token'
import { ActivationError } from './components/activation-error'
import { ActivationForm } from './components/activation-form'
import { ActivationSuccess } from './components/activation-success'
import { JoinWithAccountForm } from './components/join-with-account-form'

export const ACTIVATION_REDIRECT_MS = 3000

function validationMessage(error: Error): string {
  // A 4xx is the server judging the token; anything else says nothing about it.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.message || 'Token inválido'
  }
  return 'Erro ao validar token'
}

export function ActivateUserPage() {
  useDocumentTitle('Ativação de conta')
  const token = useParams().token?.trim() ?? ''
  const validation = useActivationToken(token)
  const [activated, setActivated] = useState(false)
  const [joined, setJoined] = useState(false)
  // Set when the typed email already has an account: the page asks for that account's password.
  const [existing, setExisting] = useState<{ email: string; message: string } | null>(null)
  const navigate = useNavigate()

  useEffect(() => {
    if (!activated) return
    const timer = setTimeout(
      () => void navigate('/login', { replace: true }),
      ACTIVATION_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [activated, navigate])

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col py-2 sm:py-8">
      {!token ? (
        <ActivationError message="Token não fornecido" />
      ) : activated ? (
        <ActivationSuccess />
      ) : joined ? (
        <ActivationSuccess joined />
      ) : validation.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
          <Spinner className="size-8 text-primary" />
          <p>Validando link de ativação...</p>
        </div>
      ) : validation.isError ? (
        <ActivationError message={validationMessage(validation.error)} />
      ) : (
        <>
          {existing ? (
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
                  email={existing.email}
                  reason={existing.message}
                  onJoined={() => setJoined(true)}
                  onBack={() => setExisting(null)}
                />
              </CardContent>
            </Card>
          ) : null}
          {/* Kept mounted while hidden so 'Voltar ao cadastro' finds what was typed. */}
          <Card hidden={existing !== null}>
            <CardHeader>
              <h1 className="text-2xl font-bold tracking-tight">Ativar conta</h1>
              <CardDescription>
                Confira seus dados e crie uma senha para acessar a pelada.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ActivationForm
                token={token}
                data={validation.data}
                onActivated={() => setActivated(true)}
                onAccountExists={(email, message) =>
                  setExisting({ email, message: message || ACCOUNT_EXISTS_MESSAGE })
                }
              />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  )
}
