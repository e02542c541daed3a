import type { PlayerSeasonStats } from '@bidfut/domain/contracts/statistics'
import { cn } from '@/lib/cn'
import { formatDayMonth, formatGoals } from '@/lib/format'

type Entry = PlayerSeasonStats['goalsPerBid'][number]

/** The member's goals in each BID of the season, oldest first, as a row of small columns. */
export function OwnGoalsChart({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return null
  const max = Math.max(1, ...entries.map((entry) => entry.quantityOfGoals))
  const description = entries
    .map((entry) => `${formatDayMonth(entry.dayOfMatch)}: ${formatGoals(entry.quantityOfGoals)}`)
    .join('; ')
  return (
    <div className="mt-1 flex flex-col gap-1">
      <div
        role="img"
        aria-label={`Seus gols por BID na temporada. ${description}`}
        className={cn('flex h-12 items-end', entries.length > 20 ? 'gap-px' : 'gap-0.5')}
      >
        {entries.map((entry) => (
          <span
            key={entry.bidDayId}
            title={`${formatDayMonth(entry.dayOfMatch)}: ${formatGoals(entry.quantityOfGoals)}`}
            className={cn(
              'min-w-0 flex-1 rounded-t-sm',
              entry.quantityOfGoals > 0 ? 'bg-primary' : 'bg-muted-foreground/30',
            )}
            style={{
              height: `${entry.quantityOfGoals > 0 ? Math.max(12, (entry.quantityOfGoals / max) * 100) : 6}%`,
            }}
          />
        ))}
      </div>
      <p aria-hidden="true" className="flex justify-between text-[0.6875rem] text-muted-foreground">
        <span>{formatDayMonth(entries[0]!.dayOfMatch)}</span>
        {entries.length > 1 ? (
          <span>{formatDayMonth(entries[entries.length - 1]!.dayOfMatch)}</span>
        ) : null}
      </p>
    </div>
  )
}
