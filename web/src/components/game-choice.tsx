import type { OpenBidSummary } from '@bidfut/domain/contracts/open-bids'
import { bidPlayerStatusLabels } from '@bidfut/domain/contracts/enums'
import { cn } from '@/lib/cn'

/**
 * 'BID #14 — quinta 20:00' | 'BID #15 — sábado 09:00': which game the screen shows, when the
 * group has two or more open (ADR 059). A segmented control of toggle buttons; `withStatus`
 * adds the person's own answer under each game.
 */
export function GameChoice({
  games,
  value,
  onChange,
  withStatus = false,
  label = 'Escolha o jogo',
}: {
  games: OpenBidSummary[]
  value: number
  onChange: (bidDayId: number) => void
  withStatus?: boolean
  label?: string
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mb-4 flex w-full flex-wrap items-stretch gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
    >
      {games.map((game) => {
        const chosen = game.bidDayId === value
        return (
          <button
            key={game.bidDayId}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(game.bidDayId)}
            className={cn(
              'inline-flex min-h-11 min-w-0 flex-1 basis-36 flex-col items-center justify-center gap-0.5 rounded-md px-2 py-1.5 text-center text-sm leading-tight font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              chosen && 'bg-background text-foreground shadow-sm',
            )}
          >
            <GameLabel label={game.label} />
            {withStatus ? (
              <span className="text-xs font-normal">
                {bidPlayerStatusLabels[game.playerBidStatus]}
              </span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}

/** 'BID #14 — quinta 20:00', wrapping before the day rather than between the day and the time. */
function GameLabel({ label }: { label: string }) {
  const [bid, when] = label.split(' — ')
  if (when === undefined) return <span>{label}</span>
  return (
    <span>
      {bid} — <span className="whitespace-nowrap">{when}</span>
    </span>
  )
}
