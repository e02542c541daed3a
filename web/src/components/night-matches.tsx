import type { NightMatch } from '@bidfut/domain/contracts/results'

/** 'Time 1 2 × 1 Time 2': one line per match of the night, in the order played (ADR 039). */
export function NightMatchesList({
  matches,
  action,
}: {
  matches: NightMatch[]
  action?: (match: NightMatch) => React.ReactNode
}) {
  return (
    <ol aria-label="Jogos da noite" className="flex flex-col gap-1.5">
      {matches.map((m) => (
        <li
          key={m.id}
          className="flex items-center justify-between gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm"
        >
          <span className="min-w-0">
            <span className="mr-2 text-muted-foreground">{m.order}º</span>
            <span className="font-medium">Time {m.homeTeamId}</span>{' '}
            {m.homeGoals === null ? (
              <span className="text-muted-foreground">×</span>
            ) : (
              <span className="font-semibold tabular-nums">
                {m.homeGoals} × {m.awayGoals}
              </span>
            )}{' '}
            <span className="font-medium">Time {m.awayTeamId}</span>
            {m.homeGoals === null ? (
              <span className="ml-2 text-xs text-muted-foreground">sem placar</span>
            ) : null}
          </span>
          {action ? action(m) : null}
        </li>
      ))}
    </ol>
  )
}
