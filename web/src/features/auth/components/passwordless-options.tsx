import { useEffect, useSyncExternalStore } from 'react'
import { Fingerprint, Mail } from 'lucide-react'
import { toast } from 'sonner'
import type { LoginAnswer } from '@bidfut/domain/contracts/accounts'
import { requiredEmail } from '@bidfut/domain/contracts/person-fields'
import { BusyButton } from '@/components/busy-button'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useGoogleAvailable, useGoogleSignIn } from '@/lib/google-sign-in'
import {
  cancelPasskeyAutofill,
  passkeyAutofillAvailable,
  passkeysSupported,
} from '@/lib/passkey-browser'
import { getPasskeyOptions } from '../api/get-passkey-options'
import { usePasskeySignIn } from '../api/passkey-sign-in'
import { useRequestSignInLink } from '../api/request-sign-in-link'

const noChanges = () => () => {}

const welcome = (response: LoginAnswer) =>
  toast.success('Login realizado com sucesso!', { description: `Bem-vindo, ${response.name}!` })

/**
 * /login without a password (ADR 049): a passkey (the button, or the browser's suggestions in the
 * email field where it offers them), a sign-in link to the email typed above, or Google.
 */
export function PasswordlessOptions({
  emailNow,
  onEmailProblem,
}: {
  /** What the email field holds when asked. */
  emailNow: () => string
  onEmailProblem: (message: string) => void
}) {
  const button = usePasskeySignIn()
  const autofill = usePasskeySignIn()
  const link = useRequestSignInLink()
  const google = useGoogleSignIn()
  const googleAvailable = useGoogleAvailable()
  // The page is drawn at build time too, where no browser answers: no passkey button there.
  const supported = useSyncExternalStore(noChanges, passkeysSupported, () => false)

  // The browser's passkey suggestions in the email field: the options are signed, not stored, so
  // asking for them as the page opens writes nothing (ADR 024).
  useEffect(() => {
    let left = false
    void (async () => {
      if (!(await passkeyAutofillAvailable()) || left) return
      const options = await getPasskeyOptions().catch(() => null)
      if (!options || left) return
      autofill.mutate(
        { options },
        {
          onSuccess: welcome,
          // A cancelled suggestion is nobody's error; a refusal from the server is.
          onError: (error) => {
            if (error instanceof ApiError)
              toast.error('Erro no login', { description: errorMessage(error) })
          },
        },
      )
    })()
    return () => {
      left = true
      void cancelPasskeyAutofill()
    }
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const sendLink = () => {
    const parsed = requiredEmail.safeParse(emailNow())
    if (!parsed.success) {
      onEmailProblem('Informe seu email para receber o link.')
      return
    }
    link.mutate(parsed.data, {
      onError: (error) => toast.error('Erro ao enviar email', { description: errorMessage(error) }),
    })
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        ou entre sem senha
        <span className="h-px flex-1 bg-border" />
      </div>
      {supported ? (
        <BusyButton
          variant="outline"
          busy={button.isPending}
          busyLabel="Aguardando a chave..."
          onClick={() =>
            button.mutate(undefined, {
              onSuccess: welcome,
              onError: (error) =>
                toast.error('Erro no login', { description: errorMessage(error) }),
            })
          }
        >
          <Fingerprint aria-hidden="true" />
          Entrar com chave de acesso
        </BusyButton>
      ) : null}
      <BusyButton
        variant="outline"
        busy={link.isPending}
        busyLabel="Enviando..."
        onClick={sendLink}
      >
        <Mail aria-hidden="true" />
        Receber link de acesso
      </BusyButton>
      {link.isSuccess ? (
        <Alert role="status">
          <AlertDescription>
            <p>{link.data.message}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {googleAvailable ? (
        <BusyButton
          variant="outline"
          busy={google.isPending}
          busyLabel="Abrindo o Google..."
          onClick={() =>
            google.mutate(
              {},
              {
                onError: (error) =>
                  toast.error('Erro no login', { description: errorMessage(error) }),
              },
            )
          }
        >
          Entrar com Google
        </BusyButton>
      ) : null}
    </div>
  )
}
