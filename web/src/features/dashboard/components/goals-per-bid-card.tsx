import { ChartBar, Minus, TrendingDown, TrendingUp } from 'lucide-react'
import type { GoalsPerBidItem, Trend } from '@bidfut/domain/contracts/statistics'
import { EmptyState } from '@/components/empty-state'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatDayMonth, formatGoals } from '@/lib/format'
import { GOALS_PER_BID_ERROR, useGoalsPerBid } from '../api/get-goals-per-bid'
import { barWidthPercent, isHighlighted, trendLabels } from '../goals-per-bid-bars'
import { NO_STATS } from './summary-cards'
import { PanelError } from './panel-error'

const trendIcons: Record<Trend, { icon: typeof Minus; className: string }> = {
  up: { icon: TrendingUp, className: 'text-green-700' },
  down: { icon: TrendingDown, className: 'text-red-700' },
  stable: { icon: Minus, className: 'text-muted-foreground' },
}

export function GoalsPerBidCard() {
  const goals = useGoalsPerBid()
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChartBar aria-hidden="true" className="size-5 text-primary" />
          Gols por BID
        </CardTitle>
        <CardDescription>
          Os últimos BIDs finalizados, do mais recente ao mais antigo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {goals.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Carregando gols por BID...</span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : goals.isError ? (
          <PanelError
            message={GOALS_PER_BID_ERROR}
            onRetry={() => void goals.refetch()}
            retrying={goals.isFetching}
          />
        ) : goals.data.length === 0 ? (
          <EmptyState icon={ChartBar} title={NO_STATS}>
            Os gols aparecem aqui quando o primeiro BID for finalizado.
          </EmptyState>
        ) : (
          <GoalsBars items={goals.data} />
        )}
      </CardContent>
    </Card>
  )
}

function GoalsBars({ items }: { items: GoalsPerBidItem[] }) {
  const max = Math.max(0, ...items.map((item) => item.totalGoals))
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item) => {
        const highlighted = isHighlighted(item.totalGoals, max)
        const trend = trendIcons[item.trend]
        const TrendIcon = trend.icon
        return (
          <li
            key={item.bidDayId}
            className="grid grid-cols-[4rem_minmax(0,1fr)_4.25rem_1.25rem] items-center gap-2 sm:grid-cols-[4.5rem_minmax(0,1fr)_4.75rem_1.25rem] sm:gap-3"
          >
            <span className="flex flex-col text-sm leading-tight">
              <span className="font-semibold whitespace-nowrap">BID #{item.number}</span>
              <span className="text-xs text-muted-foreground">
                {formatDayMonth(item.dayOfMatch)}
              </span>
            </span>
            <div
              role="meter"
              aria-label={`Gols no BID #${item.number}`}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={item.totalGoals}
              aria-valuetext={formatGoals(item.totalGoals)}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn('h-full rounded-full', highlighted ? 'bg-primary' : 'bg-primary/45')}
                style={{ width: `${barWidthPercent(item.totalGoals, max)}%` }}
              />
            </div>
            <Badge
              variant={highlighted ? 'default' : 'secondary'}
              className="justify-center px-1.5 tabular-nums"
            >
              {formatGoals(item.totalGoals)}
            </Badge>
            <span title={trendLabels[item.trend]} className="flex justify-center">
              <TrendIcon aria-hidden="true" className={cn('size-5', trend.className)} />
              <span className="sr-only">{trendLabels[item.trend]}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
