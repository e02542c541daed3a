import type { ReactNode } from 'react'
import { CalendarPlus, Download } from 'lucide-react'
import type { CalendarLinks } from '@bidfut/domain/contracts/calendar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { bidEventUrl, useCalendarLinks } from '@/lib/calendar-links'

export const ADD_TO_CALENDAR_TITLE = 'Adicionar ao calendário'
export const ADD_TO_CALENDAR_HINT =
  'Seus jogos de todas as peladas no calendário do celular, com local e horário. Quando um BID muda ou é cancelado, o calendário muda junto.'
export const CALENDAR_LOAD_ERROR = 'Não foi possível carregar o link do calendário.'
export const DOWNLOAD_EVENT = 'Baixar este jogo (.ics)'

/**
 * 'Adicionar ao calendário': subscribe to the person's feed in Google, Apple or Outlook, and,
 * given a BID, download just that game. `footer` holds what a page adds ('Renovar link').
 */
export function AddToCalendarCard({
  bidDayId,
  footer,
  className,
}: {
  bidDayId?: number
  footer?: ReactNode
  className?: string
}) {
  const links = useCalendarLinks()
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarPlus aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {ADD_TO_CALENDAR_TITLE}
        </CardTitle>
        <CardDescription>{ADD_TO_CALENDAR_HINT}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {links.isPending ? (
          <div role="status" aria-label="Carregando links do calendário" className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : links.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-destructive">{CALENDAR_LOAD_ERROR}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={links.isFetching}
              onClick={() => void links.refetch()}
            >
              Tentar novamente
            </Button>
          </div>
        ) : (
          <SubscribeLinks links={links.data} bidDayId={bidDayId} />
        )}
        {footer}
      </CardContent>
    </Card>
  )
}

function SubscribeLinks({ links, bidDayId }: { links: CalendarLinks; bidDayId?: number }) {
  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-3" aria-label="Assinar no calendário">
        <li>
          <Button asChild variant="outline" className="w-full">
            <a href={links.googleUrl} target="_blank" rel="noopener noreferrer">
              {'Google Agenda '}
              <NewTab />
            </a>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="w-full">
            <a href={links.webcalUrl}>Apple (iPhone e Mac)</a>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="w-full">
            <a href={links.outlookUrl} target="_blank" rel="noopener noreferrer">
              {'Outlook '}
              <NewTab />
            </a>
          </Button>
        </li>
      </ul>
      {bidDayId !== undefined ? (
        <Button asChild variant="ghost" className="self-start">
          <a href={bidEventUrl(links, bidDayId)} download={`bid-${bidDayId}.ics`}>
            <Download aria-hidden="true" />
            {DOWNLOAD_EVENT}
          </a>
        </Button>
      ) : null}
      <p className="text-xs text-muted-foreground">
        O link é só seu: quem o tiver vê seus jogos. Não compartilhe.
      </p>
    </>
  )
}

/** Said, not shown: the link leaves the app for the calendar's site. */
function NewTab() {
  return <span className="sr-only">(abre em nova aba)</span>
}
