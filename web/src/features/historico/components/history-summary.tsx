import { CalendarCheck, Goal, Target, UserRoundCheck, Users } from 'lucide-react'
import { LoadErrorAlert } from '@/components/query-status'
import { StatCard } from '@/components/stat-card'
import { formatDecimal, formatInteger } from '@/lib/format'
import { HISTORY_STATS_ERROR, useHistoryStats } from '../api/get-history-stats'

/** Totals over every finished BID of the group (ADR 006); zeros before the first one. */
export function HistorySummary() {
  const stats = useHistoryStats()
  if (stats.isError) {
    return (
      <LoadErrorAlert
        title={HISTORY_STATS_ERROR}
        message={stats.error.message}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    )
  }
  const data = stats.data
  const loading = stats.isPending
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatCard
        label="Total de jogos"
        icon={CalendarCheck}
        loading={loading}
        value={formatInteger(data?.totalGames ?? 0)}
        hint="BIDs finalizados"
      />
      <StatCard
        label="Total de participantes"
        icon={Users}
        loading={loading}
        value={formatInteger(data?.totalPlayers ?? 0)}
        hint="Jogadores diferentes"
      />
      <StatCard
        label="Média por jogo"
        icon={UserRoundCheck}
        loading={loading}
        value={formatDecimal(data?.averagePlayersPerGame ?? 0)}
        hint="Participantes por BID"
      />
      <StatCard
        label="Total de gols"
        icon={Goal}
        loading={loading}
        value={formatInteger(data?.totalGoals ?? 0)}
        hint="Em todos os BIDs"
      />
      <StatCard
        label="Gols por jogo"
        icon={Target}
        loading={loading}
        value={formatDecimal(data?.averageGoalsPerGame ?? 0)}
        hint="Média por BID"
        className="col-span-2 sm:col-span-1"
      />
    </dl>
  )
}
