import { PageHeader } from '@/components/page-header'
import { SeasonBadge } from '@/components/season-badge'
import { firstName } from '@/lib/person-name'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { usePlayerSeasonStats } from './api/get-player-season-stats'
import { ActiveBidCard } from './components/active-bid-card'
import { GoalsPerBidCard } from './components/goals-per-bid-card'
import { SummaryCards } from './components/summary-cards'
import { TopScorersCard } from './components/top-scorers-card'

export function DashboardPage() {
  useDocumentTitle('Dashboard')
  const session = useSession()
  const name = session ? firstName(session.name) : ''
  // The server's season (the group's local year) once known; the device's year until then.
  const season = usePlayerSeasonStats().data?.season ?? new Date().getFullYear()
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Dashboard"
        description={name ? `Olá, ${name}!` : undefined}
        actions={<SeasonBadge season={season} />}
      />
      <div className="flex flex-col gap-4">
        <section aria-label="Resumo da temporada">
          <SummaryCards />
        </section>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <GoalsPerBidCard />
          <TopScorersCard />
        </div>
        <ActiveBidCard />
      </div>
    </div>
  )
}
