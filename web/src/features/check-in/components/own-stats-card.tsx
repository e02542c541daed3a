import { useId } from 'react'
import type { OwnBidStats } from '@bidfut/domain/contracts/bids'
import { StatCounter } from '@/components/stat-counter'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { statFields, statLabels, WEEKLY_TEAM_LABEL } from '@/lib/bid-player-fields'
import { useOwnStats } from '../api/get-own-stats'
import { useUpdateOwnStat, type OwnStatEdit } from '../api/update-own-stat'

/** Shown only after kick-off to a confirmed player: their own goals, assists, tackles, saves. */
export function OwnStatsCard({
  bidDayId,
  companyPlayerId,
}: {
  bidDayId: number
  companyPlayerId: number
}) {
  const stats = useOwnStats(bidDayId, companyPlayerId)
  const update = useUpdateOwnStat(bidDayId, companyPlayerId)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Minhas estatísticas</CardTitle>
        <CardDescription>Registre como foi o seu jogo.</CardDescription>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <div role="status" className="grid gap-3 sm:grid-cols-2">
            <span className="sr-only">Carregando estatísticas...</span>
            {statFields.map((field) => (
              <Skeleton key={field} className="h-16" />
            ))}
          </div>
        ) : stats.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-destructive">Não foi possível carregar suas estatísticas.</p>
            <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <StatsForm stats={stats.data} onEdit={(edit) => update.mutate(edit)} />
        )}
      </CardContent>
    </Card>
  )
}

function StatsForm({ stats, onEdit }: { stats: OwnBidStats; onEdit: (edit: OwnStatEdit) => void }) {
  const weeklyId = useId()
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {statFields.map((field) => {
          const { title, noun } = statLabels[field]
          return (
            <div
              key={field}
              className="flex items-center justify-between gap-3 rounded-lg border p-3"
            >
              <span className="font-medium">{title}</span>
              <StatCounter
                value={stats[field]}
                label={title}
                decreaseLabel={`Diminuir ${noun}`}
                increaseLabel={`Aumentar ${noun}`}
                onChange={(value) => onEdit({ field, value })}
              />
            </div>
          )
        })}
      </div>
      <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
        <Label htmlFor={weeklyId} className="text-base">
          {WEEKLY_TEAM_LABEL}
        </Label>
        <Switch
          id={weeklyId}
          checked={stats.weeklyTeam}
          onCheckedChange={(value) => onEdit({ field: 'weeklyTeam', value })}
        />
      </div>
    </div>
  )
}
