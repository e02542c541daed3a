import type { ReactNode } from 'react'
import { CalendarDays, Clock, MapPin } from 'lucide-react'
import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { capitalise, formatLongDate, formatTime } from '@/lib/format'
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
        <dl className="grid gap-3 sm:grid-cols-3">
          <Detail icon={CalendarDays} label="Data">
            {capitalise(formatLongDate(info.dayOfMatch))}
          </Detail>
          <Detail icon={Clock} label="Horário">
            {formatTime(info.dayOfMatch)}
          </Detail>
          <Detail icon={MapPin} label="Local">
            {info.location || 'Local a definir'}
          </Detail>
        </dl>
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

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock
  label: string
  children: ReactNode
}) {
  // dt and dd sit directly in this div: a <dl> allows nothing else around its pairs.
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-5.5 font-medium break-words">{children}</dd>
    </div>
  )
}
