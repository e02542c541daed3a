import { Crown } from 'lucide-react'
import type { Striker } from '@bidfut/domain/contracts/statistics'
import { cn } from '@/lib/cn'
import { formatGoals } from '@/lib/format'

// 1st in the middle and tallest, 2nd on the left, 3rd on the right; the list order stays 1-2-3
// for screen readers.
const places = [
  { order: 'order-2', pedestal: 'h-24 sm:h-28', medal: 'bg-amber-400 text-amber-950' },
  { order: 'order-1', pedestal: 'h-16 sm:h-20', medal: 'bg-slate-300 text-slate-900' },
  { order: 'order-3', pedestal: 'h-12 sm:h-14', medal: 'bg-orange-300 text-orange-950' },
]

/** The season's top 3 scorers. */
export function Podium({ strikers }: { strikers: Striker[] }) {
  const top = strikers.slice(0, 3)
  if (top.length === 0) return null
  return (
    <section
      aria-labelledby="podium-title"
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="podium-title" className="mb-4 text-lg font-semibold">
        Pódio da temporada
      </h2>
      <ol className="mx-auto grid max-w-xl grid-cols-3 items-end gap-2 sm:gap-4">
        {top.map((striker, index) => {
          const place = places[index]!
          return (
            <li
              key={striker.companyPlayerId}
              className={cn('flex min-w-0 flex-col items-center gap-1.5 text-center', place.order)}
            >
              {index === 0 ? <Crown aria-hidden="true" className="size-6 text-amber-500" /> : null}
              <span
                className={cn(
                  'flex size-10 items-center justify-center rounded-full text-lg font-bold',
                  place.medal,
                )}
              >
                <span className="sr-only">{index + 1}º lugar: </span>
                <span aria-hidden="true">{index + 1}º</span>
              </span>
              <span className="w-full font-semibold break-words">{striker.nickname}</span>
              <span className="text-sm font-medium text-muted-foreground tabular-nums">
                {formatGoals(striker.quantityOfGoals)}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'w-full rounded-t-lg bg-gradient-to-b from-primary/25 to-primary/10',
                  place.pedestal,
                )}
              />
            </li>
          )
        })}
      </ol>
    </section>
  )
}
