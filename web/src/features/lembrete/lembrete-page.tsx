import { useEffect, useRef, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { bidLabel } from '@bidfut/domain/rules/bid-label'
import { reminderAnswerSchema, type ReminderAnswer } from '@bidfut/domain/contracts/reminders'
import { CheckInBlockCard } from '@/components/check-in-block-card'
import { LoadingStatus } from '@/components/query-status'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAnswerReminder } from './api/answer-reminder'
import { LINK_INVALID, useReminderLink } from './api/get-reminder-link'
import { OpenAppButton } from '@/components/open-app-button'
import { Choice, ConfirmAnswer } from './components/reminder-actions'
import { ReminderBidDetails } from './components/reminder-bid-details'
import { ReminderError, ReminderPending, ReminderSuccess } from './components/reminder-outcome'

/** ?resposta=vou|nao-vou|sair; anything else means the player has not chosen yet. */
function answerFrom(params: URLSearchParams): ReminderAnswer | null {
  const parsed = reminderAnswerSchema.safeParse(params.get('resposta'))
  return parsed.success ? parsed.data : null
}

/**
 * /lembrete/{token} (public): where a reminder email's buttons land. The page shows the BID and
 * the answer the button carried, and only the person's tap sends it: mail scanners open links
 * in real browsers, and opening a link never changes anything (ADR 024). Without ?resposta the
 * player picks here.
 */
export function LembretePage() {
  useDocumentTitle('Lembrete do BID')
  const token = useParams().token ?? ''
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = answerFrom(searchParams)
  const link = useReminderLink(token)
  const answer = useAnswerReminder(token)
  const [choosing, setChoosing] = useState(false)
  const outcome = useRef<HTMLDivElement>(null)

  const send = (choice: ReminderAnswer) =>
    answer.mutate(choice, {
      // A reload after this shows the BID and its status, without the email's answer.
      onSettled: () => setSearchParams({}, { replace: true }),
    })

  // The result replaces the buttons: it takes the focus so it is read out where the tap was.
  const settled = answer.isSuccess || answer.isError
  useEffect(() => {
    if (settled) outcome.current?.focus()
  }, [settled])

  const data = link.data
  // Paying lifts the block (ADR 056): a 'Vou jogar' it refused may be tapped again.
  const blocked = data?.checkInBlock != null
  const wasBlocked = useRef(blocked)
  const { isError, reset } = answer
  useEffect(() => {
    if (wasBlocked.current && !blocked && isError) reset()
    wasBlocked.current = blocked
  }, [blocked, isError, reset])
  // 'sair' works on a used link too; 'vou' and 'não vou' only while the link is usable.
  const confirmable = requested !== null && (requested === 'sair' || data?.usable === true)
  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-2 sm:py-8">
      {!data && link.isPending ? (
        <LoadingStatus label="Carregando lembrete..." className="justify-center" />
      ) : !data ? (
        <Card>
          <CardHeader className="gap-4">
            <h1 className="text-2xl font-bold tracking-tight">Lembrete do BID</h1>
            <ReminderError message={errorMessage(link.error, LINK_INVALID)} />
          </CardHeader>
          <CardFooter>
            <OpenAppButton />
          </CardFooter>
        </Card>
      ) : (
        <Card>
          <CardHeader className="gap-1">
            <CardDescription className="font-medium text-primary">{data.groupName}</CardDescription>
            <h1 className="text-2xl font-bold tracking-tight">
              {data.severalOpen
                ? bidLabel({ number: data.bidNumber, dayOfMatch: data.dayOfMatch })
                : `BID #${data.bidNumber}`}
            </h1>
            <p className="text-muted-foreground">Olá, {data.playerName}!</p>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <div ref={outcome} tabIndex={-1} className="outline-none empty:hidden">
              {answer.isPending ? (
                <ReminderPending answer={answer.variables} />
              ) : answer.isSuccess ? (
                <ReminderSuccess answer={answer.variables} message={answer.data.message} />
              ) : answer.isError ? (
                <ReminderError message={errorMessage(answer.error)} />
              ) : null}
            </div>
            {data.checkInBlock ? <CheckInBlockCard block={data.checkInBlock} /> : null}
            <ReminderBidDetails link={data} />
          </CardContent>
          <CardFooter className="flex-col gap-3">
            {requested && confirmable && (answer.isIdle || answer.isPending) ? (
              <ConfirmAnswer
                answer={requested}
                pending={answer.isPending}
                onConfirm={() => send(requested)}
                onChooseAnother={() => {
                  setChoosing(true)
                  setSearchParams({}, { replace: true })
                }}
              />
            ) : answer.isIdle ? (
              <Choice usable={data.usable} focusFirst={choosing} onChoose={send} />
            ) : (
              <OpenAppButton />
            )}
          </CardFooter>
        </Card>
      )}
    </div>
  )
}
