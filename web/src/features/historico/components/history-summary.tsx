import { CalendarCheck, Goal, Target, UserRoundCheck, Users } from 'lucide-react'
import { LoadErrorAlert } from '@/components/query-status'
import { stat, StatSummary } from '@/components/stat-summary'
import { formatDecimal, formatInteger } from '@/lib/format'
import { HISTORY_STATS_ERROR, useHistoryStats } from '../api/get-history-stats'
import { errorMessage } from '@/lib/error-message'

/** Totals over every finished BID of the group (ADR 006); zeros before the first one. */
export function HistorySummary() {
  const stats = useHistoryStats()
  if (stats.isError) {
    return (
      <LoadErrorAlert
        title={HISTORY_STATS_ERROR}
        message={errorMessage(stats.error)}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    )
  }
  const data = stats.data
  return (
    <StatSummary
      loading={stats.isPending}
      stats={[
        stat(
          'Total de jogos',
          CalendarCheck,
          formatInteger(data?.totalGames ?? 0),
          'BIDs finalizados',
        ),
        stat(
          'Total de participantes',
          Users,
          formatInteger(data?.totalPlayers ?? 0),
          'Jogadores diferentes',
        ),
        stat(
          'Média por jogo',
          UserRoundCheck,
          formatDecimal(data?.averagePlayersPerGame ?? 0),
          'Participantes por BID',
        ),
        stat('Total de gols', Goal, formatInteger(data?.totalGoals ?? 0), 'Em todos os BIDs'),
        stat(
          'Gols por jogo',
          Target,
          formatDecimal(data?.averageGoalsPerGame ?? 0),
          'Média por BID',
        ),
      ]}
    />
  )
}
