import { Shirt } from 'lucide-react'
import { positionLabels } from '@bidfut/domain/contracts/enums'
import { CONFIRMED_CHANGED_SINCE_DRAW } from '@bidfut/domain/rules/draw-line-up'
import { GoalkeeperGloveIcon } from '@/components/goalkeeper-glove-icon'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { isDrawnGoalkeeper, teamTitle } from '@/lib/drawn-team'
import { useMyTeam } from '../api/get-my-team'

/** Shown once teams are drawn: the player's team, teammates and their positions. */
export function MyTeamCard({
  bidDayId,
  companyPlayerId,
}: {
  bidDayId: number
  companyPlayerId: number
}) {
  const { data: mine } = useMyTeam(bidDayId, companyPlayerId)
  if (!mine) return null
  const { team, playersPerTeam, confirmedChanged } = mine
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Shirt className="size-5 text-primary" aria-hidden="true" />
          Seu time: {teamTitle(team, playersPerTeam)}
        </CardTitle>
        <CardDescription>
          {confirmedChanged
            ? `${CONFIRMED_CHANGED_SINCE_DRAW}: os times podem ser sorteados de novo.`
            : 'Times sorteados pelo organizador.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          {team.players.map((player) => (
            <li key={player.companyPlayerId} className="flex justify-between gap-2 text-sm">
              <span
                className={cn(
                  'flex items-center gap-1.5',
                  player.companyPlayerId === companyPlayerId && 'font-semibold',
                )}
              >
                {player.name}
                {player.companyPlayerId === companyPlayerId ? ' (você)' : ''}
                {isDrawnGoalkeeper(player) && <GoalkeeperGloveIcon />}
              </span>
              <span className="text-muted-foreground">
                {player.position ? positionLabels[player.position] : 'Sem posição'}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
