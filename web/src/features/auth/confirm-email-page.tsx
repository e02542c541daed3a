import { useEffect, useRef } from 'react'
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react'
import { Link, useParams } from 'react-router'
import type { EmailChangeCheck } from '@bidfut/domain/contracts/profile'
import { BusyButton } from '@/components/busy-button'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useEmailChangeCheck } from './api/check-email-change'
import { useConfirmEmailChange } from './api/confirm-email-change'
import { LinkCheckStatus } from './components/link-check-status'
import { AuthCard } from './components/auth-card'

const SUCCESS_TITLE = 'Email alterado com sucesso!'
const INVALID_LINK = 'Link inválido ou expirado. Peça um novo.'
const TRY_AGAIN =
  'Para tentar de novo, altere o email outra vez em Meu Perfil: enviaremos um novo link.'
const refusalDetails: Record<Exclude<EmailChangeCheck['state'], 'valid'>, string> = {
  used: 'Se você já confirmou, o novo endereço já vale: use-o para entrar.',
  expired: TRY_AGAIN,
  unknown: TRY_AGAIN,
}

/**
 * /confirmar-email/{token}: the link emailed to the new address after a change in /perfil. It
 * shows the new address and changes it only when the person taps 'Confirmar novo email': mail
 * scanners open links too, and opening a link never changes anything (ADR 024).
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirmar email')
  const token = useParams().token?.trim() ?? ''
  const check = useEmailChangeCheck(token)
  const confirm = useConfirmEmailChange()

  if (confirm.isSuccess) return <Outcome success message={confirm.data.message} focus />
  if (confirm.isError) {
    return <Outcome message={errorMessage(confirm.error)} detail={TRY_AGAIN} focus />
  }
  // A 4xx other than a rate limit means the server judged the token itself unreadable.
  const status = check.error instanceof ApiError ? check.error.status : 0
  if (!token || (status >= 400 && status < 500 && status !== 429)) {
    return <Outcome message={INVALID_LINK} detail={TRY_AGAIN} />
  }
  if (check.data && check.data.state !== 'valid') {
    return <Outcome message={check.data.message} detail={refusalDetails[check.data.state]} />
  }
  if (check.isError || check.isPending)
    return <LinkCheckStatus title="Confirmar novo email" check={check} />
  return (
    <AuthCard title="Confirmar novo email">
      <div className="flex flex-col items-center gap-4 text-center">
        <MailCheck aria-hidden="true" className="size-12 text-primary" />
        <p className="text-muted-foreground">
          Seu email no Bidfut passará a ser:
          <strong className="mt-1 block text-base break-all text-foreground">
            {check.data.newEmail}
          </strong>
        </p>
        <BusyButton
          size="lg"
          className="w-full"
          busy={confirm.isPending}
          busyLabel="Confirmando seu novo email..."
          onClick={() => confirm.mutate(token)}
        >
          Confirmar novo email
        </BusyButton>
        <p className="text-sm text-muted-foreground">
          Não pediu esta alteração? Ignore este link: nada muda até você confirmar.
        </p>
      </div>
    </AuthCard>
  )
}

/** The change done or refused; after a tap its heading takes the focus the button had. */
function Outcome({
  success = false,
  message,
  detail,
  focus = false,
}: {
  success?: boolean
  message: string
  detail?: string
  focus?: boolean
}) {
  const session = useSession()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const next = session
    ? { to: '/perfil', label: 'Ir para o perfil' }
    : { to: '/login', label: 'Ir para o login' }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-4 sm:py-10">
      <Card role={success ? 'status' : 'alert'}>
        <CardHeader className="items-center text-center">
          {success ? (
            <CircleCheck aria-hidden="true" className="size-12 text-primary" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
          )}
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
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
              : detail}
          </p>
          <Button asChild>
            <Link to={next.to}>{next.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
