import { useEffect, useRef } from 'react'
import { ArrowRight, CalendarCheck } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router'
import { reminderAnswerSchema, type ReminderAnswer } from '@bidfut/domain/contracts/reminders'
import { LoadingStatus } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAnswerReminder } from './api/answer-reminder'
import { LINK_INVALID, useReminderLink } from './api/get-reminder-link'
import { ReminderBidDetails } from './components/reminder-bid-details'
import { ReminderError, ReminderPending, ReminderSuccess } from './components/reminder-outcome'

export const LINK_NOT_USABLE = 'Este link já foi usado ou o jogo já começou.'

/** ?resposta=vou|nao-vou|sair; anything else means the player has not chosen yet. */
function answerFrom(params: URLSearchParams): ReminderAnswer | null {
  const parsed = reminderAnswerSchema.safeParse(params.get('resposta'))
  return parsed.success ? parsed.data : null
}

/** 'Abrir o Bidfut': the main action once answered; beside 'Vou jogar' it steps back. */
function OpenAppButton({ secondary = false }: { secondary?: boolean }) {
  return (
    <Button asChild size="lg" variant={secondary ? 'secondary' : 'default'} className="w-full">
      <Link to="/check-in">
        Abrir o Bidfut
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  )
}

/**
 * /lembrete/{token} (public): where a reminder email's one-tap buttons land. With ?resposta the
 * answer is posted once on arrival (a GET never changes anything, so mail scanners that prefetch
 * links do no harm); without it the player picks here.
 */
export function LembretePage() {
  useDocumentTitle('Lembrete do BID')
  const token = useParams().token ?? ''
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = answerFrom(searchParams)
  const link = useReminderLink(token)
  const answer = useAnswerReminder(token)
  const { mutate } = answer
  // React's StrictMode runs effects twice: the ref keeps the answer to one POST.
  const answered = useRef(false)

  const send = (choice: ReminderAnswer) => {
    if (answered.current && choice !== 'sair') return
    answered.current = true
    mutate(choice, {
      // A reload after this shows the BID instead of posting the answer again.
      onSettled: () => setSearchParams({}, { replace: true }),
    })
  }

  const linkLoaded = link.isSuccess
  useEffect(() => {
    if (!requested || !linkLoaded || answered.current) return
    answered.current = true
    mutate(requested, { onSettled: () => setSearchParams({}, { replace: true }) })
  }, [requested, linkLoaded, mutate, setSearchParams])

  const data = link.data
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
            <h1 className="text-2xl font-bold tracking-tight">BID #{data.bidNumber}</h1>
            <p className="text-muted-foreground">Olá, {data.playerName}!</p>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {answer.isPending ? (
              <ReminderPending answer={answer.variables} />
            ) : answer.isSuccess ? (
              <ReminderSuccess answer={answer.variables} message={answer.data.message} />
            ) : answer.isError ? (
              <ReminderError message={errorMessage(answer.error)} />
            ) : null}
            <ReminderBidDetails link={data} />
          </CardContent>
          <CardFooter className="flex-col gap-3">
            {answer.isIdle && !requested ? (
              <Choice usable={data.usable} onChoose={send} />
            ) : (
              <OpenAppButton />
            )}
          </CardFooter>
        </Card>
      )}
    </div>
  )
}

function Choice({
  usable,
  onChoose,
}: {
  usable: boolean
  onChoose: (answer: ReminderAnswer) => void
}) {
  return (
    <>
      {usable ? (
        <div className="flex w-full flex-col gap-3">
          <p className="flex items-center gap-2 font-medium">
            <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
            Você vai jogar neste BID?
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button size="lg" className="w-full" onClick={() => onChoose('vou')}>
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
