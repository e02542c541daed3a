import { useEffect, useRef } from 'react'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useConfirmEmailChange } from './api/confirm-email-change'

const SUCCESS_TITLE = 'Email alterado com sucesso!'

/** /confirmar-email/{token}: the link emailed to the new address after a change in /perfil. */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirmar email')
  const token = useParams().token?.trim() ?? ''
  const session = useSession()
  const confirm = useConfirmEmailChange()
  const { mutate } = confirm
  // The link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current || !token) return
    sent.current = true
    mutate(token)
  }, [token, mutate])

  const next = session
    ? { to: '/perfil', label: 'Ir para o perfil' }
    : { to: '/login', label: 'Ir para o login' }

  if (token && (confirm.isIdle || confirm.isPending)) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground"
      >
        <Spinner className="size-8 text-primary" />
        <p>Confirmando seu novo email...</p>
      </div>
    )
  }

  const success = confirm.isSuccess
  const message = success
    ? confirm.data.message
    : token
      ? errorMessage(confirm.error)
      : 'Link inválido ou expirado. Peça um novo.'

  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-4 sm:py-10">
      <Card role={success ? 'status' : 'alert'}>
        <CardHeader className="items-center text-center">
          {success ? (
            <CircleCheck aria-hidden="true" className="size-12 text-primary" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
          )}
          <h1 className="text-2xl font-bold tracking-tight">
            {success ? SUCCESS_TITLE : 'Não foi possível alterar o email'}
          </h1>
          {message !== SUCCESS_TITLE ? (
            <CardDescription className="text-base">{message}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-muted-foreground">
            {success
              ? session
                ? 'Seu perfil já mostra o novo endereço.'
                : 'Use o novo endereço para entrar.'
              : 'Para tentar de novo, altere o email outra vez em Meu Perfil: enviaremos um novo link.'}
          </p>
          <Button asChild>
            <Link to={next.to}>{next.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
