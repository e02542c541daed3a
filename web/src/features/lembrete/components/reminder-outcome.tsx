import { BellOff, CircleAlert, CircleCheck } from 'lucide-react'
import type { ReminderAnswer } from '@bidfut/domain/contracts/reminders'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'

const pendingLabels: Record<ReminderAnswer, string> = {
  vou: 'Confirmando sua presença...',
  'nao-vou': 'Registrando sua ausência...',
  sair: 'Cancelando os lembretes...',
}

export function ReminderPending({ answer }: { answer: ReminderAnswer }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg border px-4 py-3 text-muted-foreground"
    >
      <Spinner className="text-primary" />
      <span>{pendingLabels[answer]}</span>
    </div>
  )
}

/** What the answer did, in the server's words ('Check-in realizado com sucesso!', …). */
export function ReminderSuccess({ answer, message }: { answer: ReminderAnswer; message: string }) {
  const unsubscribed = answer === 'sair'
  return (
    <Alert role="status" className="border-primary/40 bg-secondary">
      {unsubscribed ? (
        <BellOff aria-hidden="true" className="text-primary" />
      ) : (
        <CircleCheck aria-hidden="true" className="text-primary" />
      )}
      <AlertTitle className="text-base text-secondary-foreground">{message}</AlertTitle>
      {unsubscribed ? (
        <AlertDescription>
          Você pode voltar a receber os lembretes em Meu Perfil, no Bidfut.
        </AlertDescription>
      ) : (
        <AlertDescription>Você pode mudar de ideia no check-in do Bidfut.</AlertDescription>
      )}
    </Alert>
  )
}

export function ReminderError({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle className="text-base">{message}</AlertTitle>
      <AlertDescription>
        Abra o Bidfut para ver o BID e fazer o seu check-in por lá.
      </AlertDescription>
    </Alert>
  )
}
