import type { QueryClient } from '@tanstack/react-query'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import { PageHeader } from '@/components/page-header'
import { SeasonBadge } from '@/components/season-badge'
import { firstName } from '@bidfut/domain/rules/person-names'
import { useSession, type SessionData } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { activeBidStatsQueryOptions } from './api/get-active-bid-stats'
import { firstRunQueryOptions } from './api/get-first-run'
import { goalsPerBidQueryOptions } from './api/get-goals-per-bid'
import { monthlyPlayersQueryOptions } from './api/get-monthly-players'
import { nextBidQueryOptions } from './api/get-next-bid'
import { playerSeasonStatsQueryOptions, usePlayerSeasonStats } from './api/get-player-season-stats'
import { topFiveScorersQueryOptions } from './api/get-top-five-scorers'
import { ActiveBidCard } from './components/active-bid-card'
import { FirstRunChecklist } from './components/first-run-checklist'
import { GoalsPerBidCard } from './components/goals-per-bid-card'
import { NextBidCard } from './components/next-bid-card'
import { OpenChargesCard } from './components/open-charges-card'
import { PasskeyOfferCard } from './components/passkey-offer-card'
import { SeasonRecordCard } from './components/season-record-card'
import { SummaryCards } from './components/summary-cards'
import { TopScorersCard } from './components/top-scorers-card'

export function DashboardPage() {
  useDocumentTitle('Dashboard')
  const session = useSession()
  const name = session ? firstName(session.name) : ''
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Dashboard"
        description={name ? `Olá, ${name}!` : undefined}
        actions={<DashboardSeasonBadge />}
      />
      <div className="flex flex-col gap-4">
        <FirstRunChecklist />
        <PasskeyOfferCard />
        <OpenChargesCard />
        <NextBidCard />
        <section aria-label="Resumo da temporada">
          <SummaryCards />
        </section>
        <SeasonRecordCard />
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <GoalsPerBidCard />
          <TopScorersCard />
        </div>
        <ActiveBidCard />
      </div>
    </div>
  )
}

/** Its own component, so the season's arrival re-renders the badge and not the whole page. */
function DashboardSeasonBadge() {
  // The server's season (the group's local year) once known; the device's year until then.
  const season = usePlayerSeasonStats().data?.season ?? new Date().getFullYear()
  return <SeasonBadge season={season} />
}

/** What the page's first render reads (docs/web-boot.md). */
export function prefetchDashboard(queryClient: QueryClient, session: SessionData) {
  const id = session.companyPlayerId
  return Promise.all([
    queryClient.prefetchQuery(monthlyPlayersQueryOptions(id)),
    queryClient.prefetchQuery(playerSeasonStatsQueryOptions(id)),
    queryClient.prefetchQuery(goalsPerBidQueryOptions(id)),
    queryClient.prefetchQuery(topFiveScorersQueryOptions(id)),
    queryClient.prefetchQuery(activeBidStatsQueryOptions(id)),
    queryClient.prefetchQuery(nextBidQueryOptions(id)),
    // Organisers' checklist sits at the top: drawn with the page, not pushed in after it.
    isOrganiser(session.role)
      ? queryClient.prefetchQuery(firstRunQueryOptions(session.companyId, session.role))
      : null,
  ])
}
