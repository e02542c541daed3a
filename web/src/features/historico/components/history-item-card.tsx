import type { ReactNode } from 'react'
import { CalendarDays, Eye, MapPin } from 'lucide-react'
import type { HistoryItem } from '@bidfut/domain/contracts/statistics'
import { bidStatusLabels } from '@bidfut/domain/contracts/enums'
import { Badge } from '@/components/ui/badge'
import { CraqueWinners } from '@/components/craque-badge'
import { Button } from '@/components/ui/button'
import { formatDate, formatGoals, formatInteger } from '@/lib/format'

/** One finished BID of the list: when, where, who played, goals and the top scorer. */
export function HistoryItemCard({
  item,
  craques = [],
  onOpenDetails,
}: {
  item: HistoryItem
  /** The BID's craque da partida, several on a tie (ADR 039). */
  craques?: { companyPlayerId: number; name: string }[]
  onOpenDetails: (item: HistoryItem) => void
}) {
  return (
    <article
      aria-labelledby={`bid-${item.bidDayId}-title`}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`bid-${item.bidDayId}-title`} className="text-lg leading-tight font-semibold">
            BID #{item.number}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
              <span className="sr-only">Data: </span>
              {formatDate(item.dayOfMatch)}
            </span>
            <span className="flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
              <span className="sr-only">Local: </span>
              <span className="min-w-0 break-words">{item.location || 'Local não informado'}</span>
            </span>
          </p>
        </div>
        <Badge variant="secondary" className="shrink-0">
          {bidStatusLabels[item.bidStatus]}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_auto_minmax(0,1fr)] gap-1 text-center">
        <Tile label="Participantes">{formatInteger(item.totalPlayers)}</Tile>
        <Tile label="Gols">{formatInteger(item.totalGoals)}</Tile>
        <Tile label="Artilheiro">
          {item.topScorer ? (
            <>
              <span className="break-words">{item.topScorer}</span>{' '}
              <span className="text-xs font-normal whitespace-nowrap text-muted-foreground">
                ({formatGoals(item.totalScorerGoals)})
              </span>
            </>
          ) : (
            <span className="font-normal text-muted-foreground">Sem gols</span>
          )}
        </Tile>
      </dl>
      <CraqueWinners winners={craques} />
      <Button
        variant="outline"
        className="mt-auto w-full sm:w-auto sm:self-end"
        aria-label={`Ver Detalhes do BID #${item.number}`}
        onClick={() => onOpenDetails(item)}
      >
        <Eye aria-hidden="true" />
        Ver Detalhes
      </Button>
    </article>
  )
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-md bg-muted/60 px-2 py-1.5">
      <dt className="text-[0.6875rem] text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  )
}
