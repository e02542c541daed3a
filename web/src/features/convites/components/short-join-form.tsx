import { useId, useState, type ReactNode } from 'react'
import { Fingerprint, Mail, MailCheck } from 'lucide-react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { joinNameField, type JoinIntent } from '@bidfut/domain/contracts/joining'
import { requiredEmail } from '@bidfut/domain/contracts/person-fields'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { BusyButton } from '@/components/busy-button'
import { EmailField, InputField } from '@/components/form-field'
import { ErrorAlert } from '@/components/query-status'
import {
  WHATSAPP_JOIN_OFF,
  WhatsAppJoinChoice,
  type WhatsAppJoinValue,
} from '@/components/whatsapp-join-choice'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { useGoogleAvailable, useGoogleSignIn } from '@/lib/google-sign-in'
import { passkeysSupported } from '@/lib/passkey-browser'
import { adoptJoinOutcome } from '@/lib/pending-claim'
import { saveWhatsAppJoin, whatsappJoinUpdate } from '@/lib/whatsapp-join'
import { useJoinByEmail } from '../api/join-by-email'
import { useJoinWithPasskey } from '../api/join-with-passkey'

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

/**
 * The short join (ADR 049): the name the player goes by, then a passkey (one touch of the
 * fingerprint or face), Google, or an email link. Nothing else is asked now; position, phone and
 * birth date wait for /perfil.
 */
export function ShortJoinForm({
  intent,
  defaultName,
  note,
  footer,
  whatsappAvailable = false,
}: {
  intent: JoinIntent
  defaultName: string
  /** The server sends WhatsApp: the passkey join offers 'Receber avisos pelo WhatsApp'. */
  whatsappAvailable?: boolean
  /** What joining this way means (a claim waits for the organiser; a player's link does not). */
  note: ReactNode
  footer?: ReactNode
}) {
  const navigate = useNavigate()
  const id = useId()
  const [name, setName] = useState(defaultName)
  const [nameError, setNameError] = useState<string>()
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string>()
  const [byEmail, setByEmail] = useState(false)
  const [whatsapp, setWhatsApp] = useState<WhatsAppJoinValue>(WHATSAPP_JOIN_OFF)
  const passkey = useJoinWithPasskey()
  const emailJoin = useJoinByEmail()
  const google = useGoogleSignIn()
  const googleAvailable = useGoogleAvailable()
  const failure = passkey.error ?? emailJoin.error ?? google.error

  /** The name as the shared contract reads it, or null (its message under the field). */
  const checkedName = () => {
    const problem = firstIssue(joinNameField.safeParse(name))
    setNameError(problem)
    return problem ? null : name.trim()
  }

  const withPasskey = async () => {
    const valid = checkedName()
    const { update, error } = whatsappJoinUpdate(whatsapp)
    if (error) setWhatsApp({ ...whatsapp, error })
    if (!valid || error) return
    emailJoin.reset()
    let next: string
    try {
      next = adoptJoinOutcome(await passkey.mutateAsync({ intent, name: valid }))
    } catch {
      return // Shown by the alert below.
    }
    // Joined and signed in: the box the person ticked turns WhatsApp on, by /perfil's PUT.
    if (update && next === '/dashboard') {
      await saveWhatsAppJoin(update).catch(() =>
        toast.error('Não foi possível ativar os avisos pelo WhatsApp', {
          description: 'Ative depois em Meu perfil.',
        }),
      )
    }
    void navigate(next, { replace: true })
  }

  const withEmail = () => {
    const valid = checkedName()
    const problem = firstIssue(requiredEmail.safeParse(email))
    setEmailError(problem)
    if (!valid || problem) return
    passkey.reset()
    emailJoin.mutate({ intent, name: valid, email })
  }

  if (emailJoin.isSuccess) {
    return (
      <Alert role="status">
        <MailCheck aria-hidden="true" />
        <AlertTitle>Confira o seu email</AlertTitle>
        <AlertDescription>
          <p>{emailJoin.data.message}</p>
          <p>
            Abra o link que enviamos para {email.trim().toLowerCase()} e toque em "Confirmar
            cadastro". Não chegou? Veja a caixa de spam.
          </p>
        </AlertDescription>
      </Alert>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <InputField
        id={`${id}-name`}
        label="Como te chamam no grupo?"
        autoComplete="nickname"
        maxLength={TEXT_MAX.nickname}
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value)
          setNameError(undefined)
        }}
      />
      <div className="text-sm text-muted-foreground">{note}</div>
      {failure ? (
        <ErrorAlert title="Não foi possível entrar" message={errorMessage(failure)} />
      ) : null}
      {passkeysSupported() ? (
        <div className="flex flex-col gap-2">
          {whatsappAvailable ? (
            <WhatsAppJoinChoice value={whatsapp} onChange={setWhatsApp} />
          ) : null}
          <BusyButton
            size="lg"
            busy={passkey.isPending}
            busyLabel="Criando chave..."
            onClick={() => void withPasskey()}
          >
            <Fingerprint aria-hidden="true" />
            Criar chave de acesso
          </BusyButton>
          <p className="text-xs text-muted-foreground">
            Você entra com a digital, o rosto ou o PIN do celular, sem senha.
          </p>
        </div>
      ) : null}
      {googleAvailable ? (
        <BusyButton
          variant="outline"
          size="lg"
          busy={google.isPending}
          busyLabel="Abrindo o Google..."
          onClick={() => {
            const valid = checkedName()
            if (valid) google.mutate({ join: { intent, name: valid } })
          }}
        >
          Entrar com Google
        </BusyButton>
      ) : null}
      {byEmail ? (
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <EmailField
            id={`${id}-email`}
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value)
              setEmailError(undefined)
            }}
          />
          <BusyButton busy={emailJoin.isPending} busyLabel="Enviando..." onClick={withEmail}>
            Enviar link de acesso
          </BusyButton>
        </div>
      ) : (
        <Button variant="ghost" onClick={() => setByEmail(true)}>
          <Mail aria-hidden="true" />
          Usar meu email
        </Button>
      )}
      {footer}
    </div>
  )
}
