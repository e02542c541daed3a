import { ArrowRight, CircleCheck, ListPlus } from 'lucide-react'
import { Link } from 'react-router'
import type { OpenBidSummary } from '@bidfut/domain/contracts/open-bids'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { WeatherSummary } from '@/components/weather/weather-card'
import { capitalise, formatLongDate, formatTime } from '@/lib/format'
import { useSession } from '@/lib/session-store'
import { useCheckIn } from '../api/check-in'

/**
 * Two or more BIDs open (ADR 059): each game, the person's own status in it, its own forecast
 * and, while they have not answered, its check-in. 'Ver check-in' opens /check-in on that game.
 */
export function OpenGamesCard({ games }: { games: OpenBidSummary[] }) {
  return (
    <section aria-labelledby="open-games-title">
      <Card>
        <CardHeader>
          <CardTitle id="open-games-title">Próximos BIDs</CardTitle>
          <CardDescription>
            {games.length} jogos abertos: responda a cada um separadamente.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y">
            {games.map((game) => (
              <OpenGame key={game.bidDayId} game={game} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  )
}

function OpenGame({ game }: { game: OpenBidSummary }) {
  const checkIn = useCheckIn()
  const companyPlayerId = useSession()?.companyPlayerId
  const canCheckIn = !game.isPast && game.playerBidStatus === 'waiting'
  const where = game.location || 'Local a definir'
  const titleId = `open-game-${game.bidDayId}`
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div>
        <h3 id={titleId} className="font-semibold">
          {game.label}
        </h3>
        <p className="text-sm text-muted-foreground">
          {capitalise(formatLongDate(game.dayOfMatch))} às {formatTime(game.dayOfMatch)} · {where}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        Seu status: <PlayerStatusBadge status={game.playerBidStatus} />
        {game.playerBidStatus === 'waitlisted' && game.waitlistPosition !== null ? (
          <span>{game.waitlistPosition}º na lista de espera</span>
        ) : null}
      </p>
      <WeatherSummary bidDayId={game.bidDayId} headingLevel={4} />
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {canCheckIn && companyPlayerId !== undefined ? (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            aria-busy={checkIn.isPending || undefined}
            aria-describedby={titleId}
            onClick={() => {
              if (!checkIn.isPending) checkIn.mutate({ bidDayId: game.bidDayId, companyPlayerId })
            }}
          >
            {checkIn.isPending ? (
              <Spinner />
            ) : game.isFull ? (
              <ListPlus aria-hidden="true" />
            ) : (
              <CircleCheck aria-hidden="true" />
            )}
            {game.isFull ? 'Entrar na lista de espera' : 'Fazer Check-in'}
          </Button>
        ) : null}
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
          <Link to={`/check-in?bid=${game.bidDayId}`} aria-describedby={titleId}>
            Ver check-in
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </li>
  )
}
