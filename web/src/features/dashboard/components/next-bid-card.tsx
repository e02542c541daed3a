import { useRef } from 'react'
import { ArrowRight, CircleCheck, ListPlus } from 'lucide-react'
import { Link } from 'react-router'
import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { WeatherSummary } from '@/components/weather/weather-card'
import { capitalise, formatLongDate, formatTime } from '@/lib/format'
import { useOtherOpenBids } from '@/lib/open-bids'
import { useCheckIn } from '../api/check-in'
import { NEXT_BID_ERROR, useNextBid } from '../api/get-next-bid'
import { OpenGamesCard } from './open-games-card'
import { PanelError } from './panel-error'

/**
 * The open BID, the person's own status in it, its forecast and, while they have not answered,
 * the check-in (the same call /check-in makes). Nothing without an open BID: 'BID Atual - Estatísticas' says
 * so below. Everything else (absence, leaving) stays on /check-in.
 */
export function NextBidCard() {
  const next = useNextBid()
  // Two or more BIDs open (ADR 059): each one listed; with one, the card is as it was.
  const games = useOtherOpenBids()
  if (games.length > 1) return <OpenGamesCard games={games} />
  if (next.isPending) return <NextBidSkeleton />
  if (next.isError) {
    return (
      <PanelError
        message={NEXT_BID_ERROR}
        onRetry={() => void next.refetch()}
        retrying={next.isFetching}
      />
    )
  }
  return next.data ? <NextBid info={next.data} /> : null
}

function NextBid({ info }: { info: CheckInInfo }) {
  const checkIn = useCheckIn()
  const status = useRef<HTMLParagraphElement>(null)
  const canCheckIn = !info.isPast && info.playerBidStatus === 'waiting'
  const where = info.location || 'Local a definir'
  return (
    <section aria-labelledby="next-bid-title">
      <Card>
        <CardHeader>
          <CardTitle id="next-bid-title">Próximo BID #{info.number}</CardTitle>
          <CardDescription>
            {capitalise(formatLongDate(info.dayOfMatch))} às {formatTime(info.dayOfMatch)} · {where}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {/* Focus lands here once the check-in is through: the button it replaces is gone. */}
          <p
            ref={status}
            tabIndex={-1}
            className="flex flex-wrap items-center gap-2 rounded-md text-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Seu status: <PlayerStatusBadge status={info.playerBidStatus} />
            {info.playerBidStatus === 'waitlisted' && info.waitlistPosition !== null ? (
              <span>{info.waitlistPosition}º na lista de espera</span>
            ) : null}
          </p>
          <WeatherSummary bidDayId={info.bidDayId} />
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            {canCheckIn ? (
              <Button
                size="lg"
                className="w-full sm:w-auto"
                aria-busy={checkIn.isPending || undefined}
                onClick={() => {
                  if (checkIn.isPending) return
                  checkIn.mutate(
                    { bidDayId: info.bidDayId, companyPlayerId: info.companyPlayerId },
                    { onSuccess: () => status.current?.focus() },
                  )
                }}
              >
                {checkIn.isPending ? (
                  <Spinner />
                ) : info.isFull ? (
                  <ListPlus aria-hidden="true" />
                ) : (
                  <CircleCheck aria-hidden="true" />
                )}
                {info.isFull ? 'Entrar na lista de espera' : 'Fazer Check-in'}
              </Button>
            ) : null}
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link to="/check-in">
                Ver check-in
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  )
}

/** The card's shape (title, date and place, status, both buttons): little moves when it arrives. */
function NextBidSkeleton() {
  return (
    <Card role="status">
      <span className="sr-only">Carregando o próximo BID...</span>
      <CardHeader>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full sm:h-5" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Skeleton className="h-6 w-44" />
        <div className="grid gap-2 sm:flex">
          <Skeleton className="h-11 w-full sm:w-40" />
          <Skeleton className="h-11 w-full sm:w-40" />
        </div>
      </CardContent>
    </Card>
  )
}
