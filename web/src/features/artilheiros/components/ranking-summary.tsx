import { Award, Gauge, Goal, Sigma, Users } from 'lucide-react'
import { MIN_GAMES_FOR_EFFICIENCY, type StrikersRanking } from '@bidfut/domain/contracts/statistics'
import { StatCard } from '@/components/stat-card'
import { formatDecimal, formatInteger } from '@/lib/format'

export const EFFICIENCY_NOTE = `mínimo de ${MIN_GAMES_FOR_EFFICIENCY} jogos`

/** Total goals, scorers, overall and best average, and the most efficient scorer of the season. */
export function RankingSummary({ ranking }: { ranking: StrikersRanking | null }) {
  const loading = ranking === null
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatCard
        label="Total de gols"
        icon={Goal}
        loading={loading}
        value={formatInteger(ranking?.totalGoals ?? 0)}
      />
      <StatCard
        label="Jogadores"
        icon={Users}
        loading={loading}
        value={formatInteger(ranking?.totalPlayers ?? 0)}
        hint="Com pelo menos um gol"
      />
      <StatCard
        label="Média geral"
        icon={Sigma}
        loading={loading}
        value={formatDecimal(ranking?.overallAverage ?? 0)}
        hint="Gols por jogo"
      />
      <StatCard
        label="Melhor média"
        icon={Gauge}
        loading={loading}
        value={formatDecimal(ranking?.bestAverage ?? 0)}
        hint={EFFICIENCY_NOTE}
      />
      <StatCard
        label="Mais eficiente"
        icon={Award}
        loading={loading}
        value={<span className="text-xl sm:text-2xl">{ranking?.efficientPlayer ?? '—'}</span>}
        hint={EFFICIENCY_NOTE}
        className="col-span-2 sm:col-span-1"
      />
    </dl>
  )
}
