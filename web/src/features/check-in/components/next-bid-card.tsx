import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import type { RequestableStatus } from '@bidfut/domain/rules/bid-status'
import { checkInLandsInLine } from '@bidfut/domain/rules/places'
import { BidWhenWhere } from '@/components/bid-when-where'
import { MapsLinks } from '@/components/maps-links'
import { MonthlyWindowNotice } from '@/components/monthly-window-notice'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { SlotBar } from '@/components/slot-bar'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { StatusActions } from './status-actions'
import { AutoConfirmedNotice, GuaranteeLostNotice } from './regulars-notices'
import { FullBidNotice, KickedOffNotice, WaitlistPlaceNotice } from './waitlist-notice'

export const KICKED_OFF_TITLE = 'Jogo encerrado — aguardando finalização'

export function NextBidCard({
  info,
  pendingTarget,
  onChangeStatus,
  later = false,
}: {
  info: CheckInInfo
  pendingTarget: RequestableStatus | null
  onChangeStatus: (status: RequestableStatus) => void
  /** A game after the next one, chosen among several open (ADR 059): not 'Próximo'. */
  later?: boolean
}) {
  // After kick-off the game has been played: the organisers finish the BID and own the statuses.
  const kickedOff = info.isPast
  const waitlisted = info.playerBidStatus === 'waitlisted'
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-1">
          {kickedOff ? (
            <p className="text-sm font-medium text-muted-foreground">BID #{info.number}</p>
          ) : null}
          <CardTitle>
            {kickedOff ? KICKED_OFF_TITLE : `${later ? 'BID' : 'Próximo BID'} #${info.number}`}
          </CardTitle>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Seu status: <PlayerStatusBadge status={info.playerBidStatus} />
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <BidWhenWhere bid={info} />
        {kickedOff ? null : <MapsLinks place={info.location} />}
        <SlotBar bid={info} />
        {kickedOff ? (
          <KickedOffNotice />
        ) : (
          <>
            {info.monthlyWindow ? <MonthlyWindowNotice window={info.monthlyWindow} /> : null}
            {waitlisted ? <WaitlistPlaceNotice position={info.waitlistPosition} /> : null}
            {info.isFull && info.playerBidStatus === 'waiting' ? (
              <FullBidNotice slots={info.slots} totalWaitlisted={info.totalWaitlisted} />
            ) : null}
            {info.autoConfirmed ? <AutoConfirmedNotice /> : null}
            {info.guaranteeLost && info.playerBidStatus === 'waiting' ? (
              <GuaranteeLostNotice />
            ) : null}
            <StatusActions
              status={info.playerBidStatus}
              autoConfirmed={info.autoConfirmed}
              landing={checkInLandsInLine(info, { regular: info.placeHeldForMe })}
              pendingTarget={pendingTarget}
              onChange={onChangeStatus}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}
