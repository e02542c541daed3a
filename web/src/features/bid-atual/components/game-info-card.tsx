import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { BidWhenWhere } from '@/components/bid-when-where'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SlotBar } from '@/components/slot-bar'
import { WeatherSummary } from '@/components/weather/weather-card'
import { BidLifecycleActions } from './bid-actions'

export function GameInfoCard({ bid }: { bid: LiveBid }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Informações do jogo</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <BidWhenWhere bid={bid} withShortDate className="md:grid-cols-1 xl:grid-cols-3" />
        <SlotBar bid={bid} />
        <WeatherSummary bidDayId={bid.bidDayId} className="border-t pt-4" />
        <div className="border-t pt-4">
          <BidLifecycleActions bid={bid} />
        </div>
      </CardContent>
    </Card>
  )
}
