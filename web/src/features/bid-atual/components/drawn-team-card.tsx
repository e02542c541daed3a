import { positionLabels, type PlayerType } from '@bidfut/domain/contracts/enums'
import type { DrawnTeam } from '@bidfut/domain/contracts/teams'
import { GoalkeeperGloveIcon } from '@/components/goalkeeper-glove-icon'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { isDrawnGoalkeeper, isIncompleteTeam, teamTitle } from '@/lib/drawn-team'

// 'A' is Avulso only: a goalkeeper tagged 'A' read as an avulso.
const TYPE_TAGS: Record<PlayerType, { tag: string; label: string }> = {
  monthly: { tag: 'M', label: 'Mensalista' },
  goalkeeper: { tag: 'G', label: 'Goleiro' },
  sporadic: { tag: 'A', label: 'Avulso' },
}

/**
 * One drawn team: name, position, skill (H:) and M (mensalista), G (goleiro) or A (avulso) per
 * player, a glove beside each goalkeeper, and the leftovers' team marked 'incompleto'.
 */
export function DrawnTeamCard({
  team,
  playersPerTeam,
}: {
  team: DrawnTeam
  playersPerTeam: number
}) {
  const incomplete = isIncompleteTeam(team, playersPerTeam)
  return (
    <article
      className={cn(
        'rounded-lg border bg-card p-3',
        incomplete && 'border-dashed border-amber-500',
      )}
      aria-labelledby={`team-${team.teamId}`}
    >
      <header className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={`team-${team.teamId}`} className="font-semibold">
          {teamTitle(team, playersPerTeam)}
        </h3>
        <span className="text-xs text-muted-foreground">Habilidade total: {team.totalSkill}</span>
      </header>
      <ul className="grid gap-1.5">
        {team.players.map((player) => {
          const type = TYPE_TAGS[player.typePlayer]
          return (
            <li key={player.companyPlayerId} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{player.name}</span>
              <span className="text-xs text-muted-foreground">
                {player.position ? positionLabels[player.position] : 'Sem posição'}
              </span>
              <span className="w-9 text-right text-xs tabular-nums">H: {player.skillLevel}</span>
              <span className="flex w-12 items-center justify-end gap-1">
                {isDrawnGoalkeeper(player) && <GoalkeeperGloveIcon />}
                <Badge
                  variant={player.typePlayer === 'monthly' ? 'default' : 'secondary'}
                  title={type.label}
                  aria-label={type.label}
                >
                  {type.tag}
                </Badge>
              </span>
            </li>
          )
        })}
      </ul>
    </article>
  )
}
