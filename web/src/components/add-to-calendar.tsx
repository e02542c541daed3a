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
  bid,
  footer,
  className,
}: {
  /** The BID whose event alone may be downloaded, named by its number ('bid-31.ics'). */
  bid?: { bidDayId: number; number: number }
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
      {/* Sized by the card, not the screen: on /check-in it sits in a narrow side column. */}
      <CardContent className="@container flex flex-col gap-3">
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
              // /perfil has another retry beside it: the name says which.
              aria-label="Tentar novamente carregar o link do calendário"
            >
              Tentar novamente
            </Button>
          </div>
        ) : (
          <SubscribeLinks links={links.data} bid={bid} />
        )}
        {footer}
      </CardContent>
    </Card>
  )
}

function SubscribeLinks({
  links,
  bid,
}: {
  links: CalendarLinks
  bid?: { bidDayId: number; number: number }
}) {
  return (
    <>
      <ul className="grid gap-2 @lg:grid-cols-3" aria-label="Assinar no calendário">
        <SubscribeLink href={links.googleUrl} label="Google Agenda" newTab />
        <SubscribeLink href={links.webcalUrl} label="Apple (iPhone e Mac)" />
        <SubscribeLink href={links.outlookUrl} label="Outlook" newTab />
      </ul>
      {bid ? (
        <Button asChild variant="ghost" className="self-start">
          <a href={bidEventUrl(links, bid.bidDayId)} download={`bid-${bid.number}.ics`}>
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

/** Google and Outlook open their site in a new tab, which is said aloud; webcal opens the app. */
function SubscribeLink({
  href,
  label,
  newTab = false,
}: {
  href: string
  label: string
  newTab?: boolean
}) {
  return (
    <li>
      <Button asChild variant="outline" className="w-full">
        {newTab ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {`${label} `}
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        ) : (
          <a href={href}>{label}</a>
        )}
      </Button>
    </li>
  )
}
