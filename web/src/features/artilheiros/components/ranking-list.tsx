import type { Striker } from '@bidfut/domain/contracts/statistics'
import { playerTypeLabels } from '@bidfut/domain/contracts/enums'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { formatDecimal, formatInteger } from '@/lib/format'

const medalClasses = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
]

/** Rank, nickname, type, goals, games and average (2 decimals); the signed-in player stands out. */
export function RankingList({
  strikers,
  label,
  ownCompanyPlayerId,
}: {
  strikers: Striker[]
  label: string
  ownCompanyPlayerId: number | undefined
}) {
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {strikers.map((striker, index) => {
        const own = striker.companyPlayerId === ownCompanyPlayerId
        return (
          <li
            key={striker.companyPlayerId}
            className={cn(
              'grid grid-cols-[2.25rem_minmax(0,1fr)_auto] items-center gap-x-3 rounded-lg border bg-card px-3 py-2.5',
              own && 'border-primary/50 bg-secondary',
            )}
          >
            <span
              className={cn(
                'flex size-9 items-center justify-center rounded-full text-sm font-bold tabular-nums',
                medalClasses[index] ?? 'bg-muted text-foreground',
              )}
            >
              <span className="sr-only">Posição </span>
              {index + 1}º
            </span>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="min-w-0 font-semibold break-words">
                  {striker.nickname}
                  {own ? <span className="font-normal text-muted-foreground"> (você)</span> : null}
                </span>
                <Badge variant="outline">{playerTypeLabels[striker.typePlayer]}</Badge>
              </div>
              <dl className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                <Figure label="Jogos" value={formatInteger(striker.totalGoalsInGames)} />
                <Figure label="Média" value={formatDecimal(striker.average)} />
              </dl>
            </div>
            {/* The number first on screen, its term first for screen readers. */}
            <dl className="flex flex-col-reverse items-end">
              <dt className="text-xs text-muted-foreground">Gols</dt>
              <dd className="text-2xl leading-none font-bold text-primary tabular-nums">
                {formatInteger(striker.quantityOfGoals)}
              </dd>
            </dl>
          </li>
        )
      })}
    </ol>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1">
      <dt>{label}</dt>
      <dd className="font-semibold text-foreground tabular-nums">{value}</dd>
    </div>
  )
}
