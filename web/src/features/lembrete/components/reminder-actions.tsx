import { useEffect, useRef } from 'react'
import { CalendarCheck } from 'lucide-react'
import type { ReminderAnswer } from '@bidfut/domain/contracts/reminders'
import { OpenAppButton } from '@/components/open-app-button'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

export const LINK_NOT_USABLE = 'Este link já foi usado ou o jogo já começou.'

const confirmLabels: Record<ReminderAnswer, string> = {
  vou: 'Confirmar: vou jogar',
  'nao-vou': 'Confirmar: não vou',
  sair: 'Confirmar: não receber lembretes',
}

const confirmHints: Record<ReminderAnswer, string> = {
  vou: 'Toque no botão para confirmar sua presença neste BID.',
  'nao-vou': 'Toque no botão para avisar que você não vai jogar neste BID.',
  sair: 'Toque no botão para não receber mais os lembretes desta pelada por email.',
}

/**
 * The answer the email's button carried, waiting for the person's tap: mail scanners open links
 * too, so nothing is sent on arrival (ADR 024).
 */
export function ConfirmAnswer({
  answer,
  pending,
  onConfirm,
  onChooseAnother,
}: {
  answer: ReminderAnswer
  pending: boolean
  onConfirm: () => void
  onChooseAnother: () => void
}) {
  return (
    <>
      <p id="confirm-hint" className="w-full text-sm text-muted-foreground">
        {confirmHints[answer]}
      </p>
      <Button
        size="lg"
        className="h-auto min-h-11 w-full py-2 whitespace-normal"
        aria-describedby="confirm-hint"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={onConfirm}
      >
        {pending ? <Spinner /> : null}
        {confirmLabels[answer]}
      </Button>
      <OpenAppButton secondary />
      <Button
        variant="link"
        size="sm"
        className="h-auto whitespace-normal text-muted-foreground"
        disabled={pending}
        onClick={onChooseAnother}
      >
        Escolher outra resposta
      </Button>
    </>
  )
}

/** 'Vou jogar' / 'Não vou' and the way out of reminders, for a link without an answer. */
export function Choice({
  usable,
  focusFirst,
  onChoose,
}: {
  usable: boolean
  /** Set when the person asked for another answer: the first choice takes the focus. */
  focusFirst: boolean
  onChoose: (answer: ReminderAnswer) => void
}) {
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusFirst) first.current?.focus()
  }, [focusFirst])

  return (
    <>
      {usable ? (
        <div className="flex w-full flex-col gap-3">
          <p className="flex items-center gap-2 font-medium">
            <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
            Você vai jogar neste BID?
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button ref={first} size="lg" className="w-full" onClick={() => onChoose('vou')}>
              Vou jogar
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="w-full"
              onClick={() => onChoose('nao-vou')}
            >
              Não vou
            </Button>
          </div>
        </div>
      ) : (
        <p className="w-full text-sm text-muted-foreground">{LINK_NOT_USABLE}</p>
      )}
      <OpenAppButton secondary={usable} />
      <Button
        ref={usable ? undefined : first}
        variant="link"
        size="sm"
        className="h-auto whitespace-normal text-muted-foreground"
        onClick={() => onChoose('sair')}
      >
        Não quero mais receber lembretes desta pelada
      </Button>
    </>
  )
}
