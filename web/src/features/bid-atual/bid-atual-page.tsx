import { MonthlyWindowNotice } from '@/components/monthly-window-notice'
import { useCallback, useMemo, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import type { BidPlayerEdit } from '@/lib/bid-player-fields'
import { useSession, type SessionData } from '@/lib/session-store'
import { useOtherOpenBids } from '@/lib/open-bids'
import { GameChoice } from '@/components/game-choice'
import { useDocumentTitle } from '@/lib/use-document-title'
import {
  chooseLiveBid,
  DEFAULT_POLL_MS,
  liveBidQueryOptions,
  useLiveBid,
  type LiveBidState,
  type PollingSettings,
} from './api/get-current-bid'
import { usePendingPlayerIds, useUpdatePlayerField } from './api/update-player-field'
import { BidAtualSkeleton } from './components/bid-atual-skeleton'
import { BidHeaderCard } from './components/bid-header-card'
import { BidStatsCard } from './components/bid-stats-card'
import { CreateAnotherBidDialog } from './components/create-another-bid-dialog'
import { CreateBidForm } from './components/create-bid-form'
import { WhatsAppDeliveries } from './components/whatsapp-deliveries'
import { GameInfoCard } from './components/game-info-card'
import { NightMatchesCard } from './components/night-matches-card'
import { OfflineActions, OfflineActionsNote } from './components/offline-actions'
import { PlayerGroups } from './components/player-groups'
import { useLiveBidNotices } from './use-live-bid-notices'
import { loadPollInterval, savePollInterval } from './poll-interval-preference'
import { errorMessage } from '@/lib/error-message'

export const LIVE_LOAD_ERROR = 'Erro ao carregar dados do BID'

export function BidAtualPage() {
  useDocumentTitle('BID Atual')
  const [polling, setPolling] = useState<PollingSettings>(() => ({
    enabled: true,
    intervalMs: loadPollInterval(),
  }))
  const changePolling = (next: PollingSettings) => {
    if (next.intervalMs !== polling.intervalMs) savePollInterval(next.intervalMs)
    setPolling(next)
  }
  const live = useLiveBid(polling)
  useLiveBidNotices(live.data)
  // Two or more BIDs open (ADR 059): the organiser picks which one to run (the next by default).
  const games = useOtherOpenBids()
  const client = useQueryClient()
  const session = useSession()
  const companyPlayerId = session?.companyPlayerId
  const organiser = session !== null && isOrganiser(session.role)
  const choose = (bidDayId: number) =>
    void chooseLiveBid(
      client,
      companyPlayerId,
      bidDayId === games[0]?.bidDayId ? undefined : bidDayId,
    )

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="BID Atual"
        description="Acompanhe e gerencie o BID em andamento."
        actions={
          // Another game on another date while one or more are open (ADR 059).
          live.data?.bid && organiser ? (
            <OfflineActions>
              <CreateAnotherBidDialog />
            </OfflineActions>
          ) : null
        }
      />
      <OfflineActionsNote />
      {games.length > 1 && live.data?.bid ? (
        <GameChoice
          games={games}
          value={live.data.bid.bidDayId}
          onChange={choose}
          label="Escolha o BID"
        />
      ) : null}
      {live.isPending ? (
        <BidAtualSkeleton />
      ) : live.isError && !live.data ? (
        <LoadErrorAlert
          title={LIVE_LOAD_ERROR}
          message={errorMessage(live.error)}
          onRetry={() => window.location.reload()}
        />
      ) : live.data.bid ? (
        <LiveBidView
          bid={live.data.bid}
          state={live.data}
          polling={polling}
          onPollingChange={changePolling}
          refreshing={live.isFetching}
          onRefresh={() => void live.refetch()}
        />
      ) : (
        <OfflineActions>
          <CreateBidForm />
        </OfflineActions>
      )}
    </div>
  )
}

function LiveBidView({
  bid,
  state,
  polling,
  onPollingChange,
  refreshing,
  onRefresh,
}: {
  bid: LiveBid
  state: LiveBidState
  polling: PollingSettings
  onPollingChange: (polling: PollingSettings) => void
  refreshing: boolean
  onRefresh: () => void
}) {
  const { mutate } = useUpdatePlayerField()
  const pending = usePendingPlayerIds()
  const pendingIds = useMemo(() => new Set(pending), [pending])
  // Stable, so a poll that changes nothing (a 304) does not redraw every player (PlayerGroups is
  // memoised).
  const { bidDayId } = bid
  const onEdit = useCallback(
    (companyPlayerId: number, edit: BidPlayerEdit) => mutate({ bidDayId, companyPlayerId, edit }),
    [mutate, bidDayId],
  )

  return (
    <div className="flex flex-col gap-4">
      <BidHeaderCard
        bid={bid}
        polling={polling}
        onPollingChange={onPollingChange}
        syncedAt={state.syncedAt}
        refreshing={refreshing}
        onRefresh={onRefresh}
      />
      {bid.monthlyWindow && !bid.isPast ? <MonthlyWindowNotice window={bid.monthlyWindow} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <GameInfoCard bid={bid} />
        <BidStatsCard bid={bid} />
      </div>
      <WhatsAppDeliveries bidDayId={bid.bidDayId} />
      <NightMatchesCard bidDayId={bid.bidDayId} />
      <PlayerGroups bid={bid} pendingIds={pendingIds} onEdit={onEdit} />
    </div>
  )
}

/** What the page's first render reads (docs/web-boot.md): the open BID. */
export async function prefetchBidAtual(queryClient: QueryClient, session: SessionData) {
  // A member who follows the link is turned away by the route's guard: nothing to fetch.
  if (!isOrganiser(session.role)) return
  // Polling belongs to the screen's own query; one fetch needs none.
  const once = { enabled: false, intervalMs: DEFAULT_POLL_MS }
  await queryClient.prefetchQuery(liveBidQueryOptions(session.companyPlayerId, once))
}
