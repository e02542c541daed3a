import { useState } from 'react'
import { CalendarX2, RotateCw, Star, Users } from 'lucide-react'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import type { ActiveBidStats } from '@bidfut/domain/contracts/statistics'
import { CreateBidLink } from '@/components/create-bid-link'
import { DeferredRender } from '@/components/deferred-render'
import { EmptyState } from '@/components/empty-state'
import { PlayerStatGrid } from '@/components/player-stat-grid'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { statFields, WEEKLY_TEAM_LABEL } from '@/lib/bid-player-fields'
import { capitalise, formatLongDate, formatTime } from '@/lib/format'
import { useSession } from '@/lib/session-store'
import { ACTIVE_BID_ERROR, useActiveBidStats } from '../api/get-active-bid-stats'
import { useFirstRun } from '../api/get-first-run'
import { PanelError } from './panel-error'

type ActivePlayer = ActiveBidStats['monthly'][number]

const groups = [
  { value: 'monthly', label: 'Mensal', key: 'monthly' },
  { value: 'goalkeepers', label: 'Goleiros', key: 'goalKeeper' },
  { value: 'sporadic', label: 'Avulsos', key: 'sporadicPlayer' },
] as const

// Who is in first: the confirmed players lead each list.
const statusOrder: Record<BidPlayerStatus, number> = {
  confirmed: 0,
  waitlisted: 1,
  waiting: 2,
  hurt: 3,
  absent: 4,
}

export function ActiveBidCard() {
  const active = useActiveBidStats()
  const role = useSession()?.role
  const organiser = role !== undefined && isOrganiser(role)
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>BID Atual - Estatísticas</CardTitle>
        {active.data ? (
          <CardDescription>
            {capitalise(formatLongDate(active.data.dayOfMatch))} às{' '}
            {formatTime(active.data.dayOfMatch)}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {active.isPending ? (
          <ActiveBidSkeleton />
        ) : active.isError ? (
          <PanelError
            message={ACTIVE_BID_ERROR}
            onRetry={() => void active.refetch()}
            retrying={active.isFetching}
          />
        ) : active.data ? (
          <DeferredRender fallback={<ActiveBidSkeleton />}>
            <ActiveBidTabs bid={active.data} />
          </DeferredRender>
        ) : organiser ? (
          <NoOpenBidForOrganiser />
        ) : (
          <EmptyState
            icon={CalendarX2}
            title="Nenhum BID Ativo"
            action={
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                disabled={active.isFetching}
                onClick={() => void active.refetch()}
              >
                <RotateCw aria-hidden="true" />
                Verificar novamente
              </Button>
            }
          >
            Quando o próximo BID for aberto, as estatísticas dele aparecem aqui.
          </EmptyState>
        )}
      </CardContent>
    </Card>
  )
}

/** An organiser's empty panel carries the action that fills it: the BID, on /bid-atual. */
function NoOpenBidForOrganiser() {
  // Until the checklist answers, the plain label: never 'primeiro' for a group that has played.
  const first = useFirstRun().data?.steps.firstBid === false
  return (
    <EmptyState
      icon={CalendarX2}
      title="Nenhum BID Ativo"
      action={<CreateBidLink first={first} size="sm" className="mt-2" />}
    >
      Crie o BID do próximo jogo para os jogadores confirmarem presença.
    </EmptyState>
  )
}

function ActiveBidSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando BID atual...</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  )
}

function ActiveBidTabs({ bid }: { bid: ActiveBidStats }) {
  const [tab, setTab] = useState<string>('monthly')
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Jogadores do BID por tipo">
        {groups.map((group) => (
          <TabsTrigger key={group.value} value={group.value} className="gap-1 px-1 sm:gap-1.5">
            {group.label}{' '}
            <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
              {bid[group.key].length}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {groups.map((group) => (
        <TabsContent key={group.value} value={group.value}>
          <PlayerList players={bid[group.key]} />
        </TabsContent>
      ))}
    </Tabs>
  )
}

function hasNumbers(player: ActivePlayer): boolean {
  return statFields.some((field) => player[field] > 0)
}

function PlayerList({ players }: { players: ActivePlayer[] }) {
  if (players.length === 0) {
    return <EmptyState icon={Users} title="Nenhum jogador neste grupo." className="py-6" />
  }
  const sorted = [...players].sort((a, b) => statusOrder[a.bidStatus] - statusOrder[b.bidStatus])
  return (
    <ul className="grid items-start gap-2 md:grid-cols-2 xl:grid-cols-3">
      {sorted.map((player) => (
        <li key={player.companyPlayerId} className="rounded-lg border px-3 py-2.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="min-w-0 flex-1 font-semibold break-words">{player.name}</h3>
            {player.weeklyTeam ? (
              <span title={WEEKLY_TEAM_LABEL} className="text-amber-600">
                <Star aria-hidden="true" className="size-4 fill-current" />
                <span className="sr-only">{WEEKLY_TEAM_LABEL}</span>
              </span>
            ) : null}
            <PlayerStatusBadge status={player.bidStatus} />
          </div>
          {/* Before kick-off every number is 0: the list stays a short who's-in list. */}
          {hasNumbers(player) ? <PlayerStatGrid stats={player} className="mt-2" /> : null}
        </li>
      ))}
    </ul>
  )
}
