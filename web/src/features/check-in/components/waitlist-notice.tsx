import { Hourglass, Lock, Users } from 'lucide-react'
import { ordinal, WAITLIST_RULE } from '@bidfut/domain/rules/waiting-list'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

const SLOT_OPENS = 'Se abrir uma vaga, você é confirmado na hora e avisado por email.'
export const AFTER_KICK_OFF_NOTE =
  'O jogo já começou: o seu status não pode mais ser alterado. Fale com a organização.'

// Amber, like the 'Lista de espera' badge: a state to wait in, not an error.
const WAITING_TONE = 'border-amber-600 bg-amber-50 text-amber-950 [&>svg]:text-amber-700'

/** Before the tap: the BID is full, and what joining the line means. */
export function FullBidNotice({
  slots,
  totalWaitlisted,
}: {
  slots: number
  totalWaitlisted: number
}) {
  return (
    <Alert role="status" className={WAITING_TONE}>
      <Users aria-hidden="true" />
      <AlertTitle>BID lotado</AlertTitle>
      <AlertDescription className="flex flex-col gap-1">
        <p>
          {`As ${slots} vagas foram preenchidas${inLine(totalWaitlisted)}.`} Entre na lista de
          espera: se abrir uma vaga, você é confirmado na hora e avisado por email.
        </p>
        <p className="text-xs">{WAITLIST_RULE}</p>
      </AlertDescription>
    </Alert>
  )
}

function inLine(count: number) {
  if (count === 0) return ''
  return count === 1 ? ' e já há 1 pessoa na fila' : ` e já há ${count} pessoas na fila`
}

/** The caller's place in line, and the rule that orders it. */
export function WaitlistPlaceNotice({ position }: { position: number | null }) {
  return (
    <Alert role="status" className={WAITING_TONE}>
      <Hourglass aria-hidden="true" />
      <AlertTitle>
        {position === null
          ? 'Você está na lista de espera'
          : `Você é o ${ordinal(position)} na lista de espera`}
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-1">
        <p>{SLOT_OPENS}</p>
        <p className="text-xs">{WAITLIST_RULE}</p>
      </AlertDescription>
    </Alert>
  )
}

/** After kick-off the status is the organisers' to change. */
export function KickedOffNotice() {
  return (
    <Alert role="note">
      <Lock aria-hidden="true" />
      <AlertDescription>{AFTER_KICK_OFF_NOTE}</AlertDescription>
    </Alert>
  )
}
