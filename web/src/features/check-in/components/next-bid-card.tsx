import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { BidWhenWhere } from '@/components/bid-when-where'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SlotBar } from './slot-bar'
import { StatusActions } from './status-actions'

export function NextBidCard({
  info,
  pendingTarget,
  onChangeStatus,
}: {
  info: CheckInInfo
  pendingTarget: BidPlayerStatus | null
  onChangeStatus: (status: BidPlayerStatus) => void
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Próximo BID #{info.number}</CardTitle>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Seu status: <PlayerStatusBadge status={info.playerBidStatus} />
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <BidWhenWhere bid={info} />
        <SlotBar confirmed={info.totalConfirmed} total={info.totalPlayers} />
        <StatusActions
          status={info.playerBidStatus}
          pendingTarget={pendingTarget}
          onChange={onChangeStatus}
        />
      </CardContent>
    </Card>
  )
}
