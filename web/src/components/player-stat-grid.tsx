import { statFields, statLabels, type StatField } from '@/lib/bid-player-fields'
import { cn } from '@/lib/cn'
import { formatInteger } from '@/lib/format'

// Four columns fit a 320 px phone only with short words; screen readers get the full ones.
const shortLabels: Partial<Record<StatField, string>> = { assistGoals: 'Assist.' }

/** Goals, assists, tackles and saves of one player in one BID, as four small tiles. */
export function PlayerStatGrid({
  stats,
  className,
}: {
  stats: Record<StatField, number>
  className?: string
}) {
  return (
    <dl className={cn('grid grid-cols-4 gap-1 text-center', className)}>
      {statFields.map((field) => {
        const title = statLabels[field].title
        const short = shortLabels[field]
        return (
          <div key={field} className="min-w-0 rounded-md bg-muted/60 px-1 py-1">
            <dt className="truncate text-[0.6875rem] text-muted-foreground">
              {short ? (
                <>
                  <span aria-hidden="true">{short}</span>
                  <span className="sr-only">{title}</span>
                </>
              ) : (
                title
              )}
            </dt>
            <dd className="font-semibold tabular-nums">{formatInteger(stats[field])}</dd>
          </div>
        )
      })}
    </dl>
  )
}
