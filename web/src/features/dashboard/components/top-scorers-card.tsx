import { Trophy } from 'lucide-react'
import type { TopScorer } from '@bidfut/domain/contracts/statistics'
import { EmptyState } from '@/components/empty-state'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatGoals } from '@/lib/format'
import { TOP_SCORERS_ERROR, useTopFiveScorers } from '../api/get-top-five-scorers'
import { PanelError } from './panel-error'

export const NO_SCORERS = 'Nenhum artilheiro registrado'

// Gold, silver, bronze; readable numbers on each (WCAG AA).
const medalClasses = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
]

export function TopScorersCard() {
  const scorers = useTopFiveScorers()
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden="true" className="size-5 text-primary" />
          Top 5 Artilheiros
        </CardTitle>
        <CardDescription>Quem mais marcou na temporada.</CardDescription>
      </CardHeader>
      <CardContent>
        {scorers.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Carregando artilheiros...</span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : scorers.isError ? (
          <PanelError
            message={TOP_SCORERS_ERROR}
            onRetry={() => void scorers.refetch()}
            retrying={scorers.isFetching}
          />
        ) : scorers.data.length === 0 ? (
          <EmptyState icon={Trophy} title={NO_SCORERS} />
        ) : (
          <ScorerList scorers={scorers.data} />
        )}
      </CardContent>
    </Card>
  )
}

function ScorerList({ scorers }: { scorers: TopScorer[] }) {
  return (
    <ol className="flex flex-col divide-y">
      {scorers.map((scorer, index) => (
        <li
          key={`${index}-${scorer.nickname}`}
          className="flex items-center gap-3 py-2 first:pt-0 last:pb-0"
        >
          <span
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
              medalClasses[index] ?? 'bg-muted text-foreground',
            )}
          >
            <span className="sr-only">{index + 1}º lugar: </span>
            <span aria-hidden="true">{index + 1}</span>
          </span>
          <span className="min-w-0 flex-1 font-medium break-words">{scorer.nickname}</span>
          <span className="shrink-0 font-semibold tabular-nums">
            {formatGoals(scorer.quantityOfGoals)}
          </span>
        </li>
      ))}
    </ol>
  )
}
