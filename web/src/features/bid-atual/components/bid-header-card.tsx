import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { bidStatusLabels } from '@bidfut/domain/contracts/enums'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import type { PollingSettings } from '../api/get-current-bid'
import { LiveBidActions } from './bid-actions'
import { PollingControl } from './polling-control'

export function BidHeaderCard({
  bid,
  polling,
  onPollingChange,
  syncedAt,
  refreshing,
  onRefresh,
}: {
  bid: LiveBid
  polling: PollingSettings
  onPollingChange: (polling: PollingSettings) => void
  syncedAt: number
  refreshing: boolean
  onRefresh: () => void
}) {
  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-bold sm:text-2xl">BID #{bid.number}</h2>
          <Badge>{bidStatusLabels[bid.status]}</Badge>
        </div>
        <PollingControl
          polling={polling}
          onPollingChange={onPollingChange}
          syncedAt={syncedAt}
          refreshing={refreshing}
          onRefresh={onRefresh}
        />
      </CardHeader>
      <CardContent>
        <LiveBidActions bid={bid} />
      </CardContent>
    </Card>
  )
}
