import { Award, Gauge, Goal, Sigma, Users } from 'lucide-react'
import { MIN_GAMES_FOR_EFFICIENCY, type StrikersRanking } from '@bidfut/domain/contracts/statistics'
import { stat, StatSummary } from '@/components/stat-summary'
import { formatDecimal, formatInteger } from '@/lib/format'

export const EFFICIENCY_NOTE = `mínimo de ${MIN_GAMES_FOR_EFFICIENCY} jogos`

/** Total goals, scorers, overall and best average, and the most efficient scorer of the season. */
export function RankingSummary({ ranking }: { ranking: StrikersRanking | null }) {
  return (
    <StatSummary
      loading={ranking === null}
      stats={[
        stat('Total de gols', Goal, formatInteger(ranking?.totalGoals ?? 0)),
        stat(
          'Jogadores',
          Users,
          formatInteger(ranking?.totalPlayers ?? 0),
          'Com pelo menos um gol',
        ),
        stat('Média geral', Sigma, formatDecimal(ranking?.overallAverage ?? 0), 'Gols por jogo'),
        stat('Melhor média', Gauge, formatDecimal(ranking?.bestAverage ?? 0), EFFICIENCY_NOTE),
        stat(
          'Mais eficiente',
          Award,
          <span className="text-xl sm:text-2xl">{ranking?.efficientPlayer ?? '—'}</span>,
          EFFICIENCY_NOTE,
        ),
      ]}
    />
  )
}
