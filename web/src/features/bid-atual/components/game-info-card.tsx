import type { ReactNode } from 'react'
import { CalendarDays, Clock, MapPin } from 'lucide-react'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { capitalise, formatDate, formatLongDate, formatTime } from '@/lib/format'

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
        <dl className="grid gap-3 sm:grid-cols-3 md:grid-cols-1 xl:grid-cols-3">
          <Info icon={CalendarDays} label="Data">
            {formatDate(bid.dayOfMatch)}
            <span className="block text-sm font-normal text-muted-foreground">
              {capitalise(formatLongDate(bid.dayOfMatch))}
            </span>
          </Info>
          <Info icon={Clock} label="Horário">
            {formatTime(bid.dayOfMatch)}
          </Info>
          <Info icon={MapPin} label="Local">
            {bid.location || 'Local a definir'}
          </Info>
        </dl>
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
      </CardContent>
    </Card>
  )
}

function Info({
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
