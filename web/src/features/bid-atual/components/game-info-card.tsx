import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { BidWhenWhere } from '@/components/bid-when-where'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { WeatherSummary } from '@/components/weather/weather-card'
import { BidLifecycleActions } from './bid-actions'

function spotsLeft(available: number): string {
  return available === 1 ? '1 vaga restante' : `${available} vagas restantes`
}

export function GameInfoCard({ bid }: { bid: LiveBid }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Informações do jogo</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <BidWhenWhere bid={bid} withShortDate className="md:grid-cols-1 xl:grid-cols-3" />
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm text-muted-foreground">Confirmados</span>
            <span className="text-lg font-bold tabular-nums">
              {bid.totalConfirmed}/{bid.totalPlayers}
            </span>
          </div>
          <Progress value={bid.averageFilled} aria-label="Vagas preenchidas" className="h-3" />
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-medium text-primary">{spotsLeft(bid.totalAvailable)}</span>
            <span className="text-muted-foreground">{bid.averageFilled}% preenchido</span>
          </div>
        </div>
        <WeatherSummary bidDayId={bid.bidDayId} className="border-t pt-4" />
        <div className="border-t pt-4">
          <BidLifecycleActions bid={bid} />
        </div>
      </CardContent>
    </Card>
  )
}
