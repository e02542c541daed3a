import { Goal, HeartPulse, UserRoundCheck, Users } from 'lucide-react'
import { absencesText, type Absences } from '@bidfut/domain/rules/furoes'
import { StatCard } from '@/components/stat-card'
import { formatInteger } from '@/lib/format'
import { MONTHLY_PLAYERS_ERROR, useMonthlyPlayers } from '../api/get-monthly-players'
import { PLAYER_STATS_ERROR, usePlayerSeasonStats } from '../api/get-player-season-stats'
import { OwnGoalsChart } from './own-goals-chart'

export const NO_STATS = 'Nenhuma estatística registrada'

// ADR 006: what each of the member's numbers counts, one line under its card.
export const ATTENDANCE_HINT = 'Dos BIDs finalizados desde que você entrou'
export const INJURIES_HINT = 'Registradas nos BIDs finalizados'

/** The attendance card's line, with the player's furões (ADR 053) once the group has played. */
function attendanceHint(absences: Absences | undefined): string {
  const record = absences ? absencesText(absences) : null
  return record ? `${ATTENDANCE_HINT} · ${record}` : ATTENDANCE_HINT
}

/** Mensalistas, own goals, attendance and injuries: each card loads and fails on its own. */
export function SummaryCards() {
  const monthly = useMonthlyPlayers()
  const own = usePlayerSeasonStats()
  const ownError = own.isError ? PLAYER_STATS_ERROR : null
  // 204: no finished BID for this member yet.
  const ownStats = own.data ?? null
  const noOwnStats = own.isSuccess && ownStats === null

  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Mensalistas"
        icon={Users}
        loading={monthly.isPending}
        error={monthly.isError ? MONTHLY_PLAYERS_ERROR : null}
        value={formatInteger(monthly.data?.totalMonthlyPlayer ?? 0)}
        hint="Jogadores mensais do grupo"
      />
      <StatCard
        label="Meus gols na temporada"
        icon={Goal}
        loading={own.isPending}
        error={ownError}
        value={formatInteger(ownStats?.totalGoals ?? 0)}
        hint={noOwnStats ? NO_STATS : undefined}
        childrenPlaceholder="mt-1 h-[4.25rem] w-full"
      >
        {ownStats ? <OwnGoalsChart entries={ownStats.goalsPerBid} /> : null}
      </StatCard>
      <StatCard
        label="Taxa de presença"
        icon={UserRoundCheck}
        loading={own.isPending}
        error={ownError}
        value={ownStats ? `${ownStats.attendancePercentage}%` : '—'}
        hint={noOwnStats ? NO_STATS : attendanceHint(ownStats?.absences)}
      />
      <StatCard
        label="Lesões na temporada"
        icon={HeartPulse}
        loading={own.isPending}
        error={ownError}
        value={formatInteger(ownStats?.timesHurt ?? 0)}
        hint={noOwnStats ? NO_STATS : INJURIES_HINT}
      />
    </dl>
  )
}
