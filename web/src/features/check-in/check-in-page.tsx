import { useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { CalendarX2 } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import { CreateBidLink } from '@/components/create-bid-link'
import type { RequestableStatus } from '@bidfut/domain/rules/bid-status'
import {
  leaveOwnSlotPrompt,
  slotAfterLeave,
  type SlotAfterLeave,
} from '@bidfut/domain/rules/held-places'
import { AddToCalendarCard } from '@/components/add-to-calendar'
import { CheckInBlockCard } from '@/components/check-in-block-card'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { DeferredRender } from '@/components/deferred-render'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { WeatherCard } from '@/components/weather/weather-card'
import { useMyCharges } from '@/lib/my-charges'
import { useSession, type SessionData } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { stillOpen, useOtherOpenBids } from '@/lib/open-bids'
import { GameChoice } from '@/components/game-choice'
import { checkInInfoQueryOptions, useCheckInInfo } from './api/get-check-in-info'
import { drawnTeamsQueryOptions } from './api/get-my-team'
import { ownStatsQueryOptions } from './api/get-own-stats'
import { useUpdateOwnStatus } from './api/update-own-status'
import { CheckInSkeleton } from './components/check-in-skeleton'
import { ConfirmedPlayersCard } from './components/confirmed-players-card'
import { MyTeamCard } from './components/my-team-card'
import { NextBidCard } from './components/next-bid-card'
import { OwnStatsCard } from './components/own-stats-card'
import { PostGameCard } from './components/post-game-card'
import { errorMessage } from '@/lib/error-message'

export const CHECK_IN_LOAD_ERROR = 'Não foi possível carregar as informações do check-in.'
export const LEAVE_SLOT_TITLE = 'Liberar sua vaga?'
export const LEAVE_SLOT_CONFIRM = 'Sim, liberar minha vaga'
export const LEAVE_SLOT_CANCEL = 'Manter minha vaga'

export function CheckInPage() {
  useDocumentTitle('Check-in')
  // Two or more BIDs open (ADR 059): the player picks the game and answers each separately.
  const games = useOtherOpenBids()
  const [search] = useSearchParams()
  const [chosen, setChosen] = useState(() => initialChoice(search))
  const bidDayId = stillOpen(games, chosen)
  const info = useCheckInInfo(bidDayId)

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Check-in"
        description={
          games.length > 1
            ? 'Escolha o jogo e confirme sua presença em cada um.'
            : 'Confirme sua presença no próximo BID.'
        }
      />
      <PostGameCard />
      {games.length > 1 ? (
        <GameChoice
          games={games}
          value={bidDayId ?? games[0]!.bidDayId}
          onChange={setChosen}
          withStatus
        />
      ) : null}
      {info.isPending ? (
        <CheckInSkeleton />
      ) : info.isError ? (
        <LoadErrorAlert
          title={CHECK_IN_LOAD_ERROR}
          message={errorMessage(info.error)}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      ) : info.data ? (
        <DeferredRender fallback={<CheckInSkeleton />}>
          <CheckInContent info={info.data} chosen={bidDayId} next={games[0]?.bidDayId} />
        </DeferredRender>
      ) : (
        <NoOpenBid />
      )}
    </div>
  )
}

/** Organisers get the action that opens the BID; members wait for it. */
function NoOpenBid() {
  const role = useSession()?.role
  const organiser = role !== undefined && isOrganiser(role)
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CalendarX2 aria-hidden="true" className="size-10 text-muted-foreground" />
        <CardTitle>Nenhum BID Aberto</CardTitle>
        <CardDescription>
          {organiser
            ? 'Crie o BID do próximo jogo: depois é só fazer o seu check-in aqui.'
            : 'Quando o próximo BID for aberto, você poderá fazer o seu check-in aqui.'}
        </CardDescription>
        {organiser ? <CreateBidLink className="mt-2" /> : null}
      </CardHeader>
    </Card>
  )
}
/** A change that gives the caller's slot away (to the line, or back to the mensalistas), waiting for their yes. */
type Leave = { status: RequestableStatus; slot: SlotAfterLeave }

/** `?bid=` names the game to show first (a link from the dashboard or a notice). */
function initialChoice(search: URLSearchParams): number | undefined {
  const bid = Number(search.get('bid'))
  return Number.isInteger(bid) && bid > 0 ? bid : undefined
}

function CheckInContent({
  info,
  chosen,
  next,
}: {
  info: CheckInInfo
  /** The game chosen among several open; undefined: the next one. */
  chosen?: number
  /** The next game's BID, when several are open. */
  next?: number
}) {
  const queryClient = useQueryClient()
  const updateStatus = useUpdateOwnStatus()
  const [leave, setLeave] = useState<Leave | null>(null)
  const [checking, setChecking] = useState<RequestableStatus | null>(null)
  const send = (status: RequestableStatus) =>
    updateStatus.mutate({ bidDayId: info.bidDayId, companyPlayerId: info.companyPlayerId, status })
  const ask = (status: RequestableStatus, now: CheckInInfo) => {
    const slot = slotAfterLeave(now.playerBidStatus, status, now, { regular: now.placeHeldForMe })
    if (!slot) return false
    setLeave({ status, slot })
    return true
  }
  // Leaving a full BID gives the slot away at once (ADR 011): ask first, saying who gets it (the
  // first in line, or during the mensalistas' window maybe the mensalistas, ADR 036).
  const change = async (status: RequestableStatus) => {
    if (ask(status, info)) return
    // This screen does not poll: someone may have joined the line since it read the BID. A
    // confirmed player's leave reads it again first (one GET) rather than give the slot unasked.
    if (info.playerBidStatus === 'confirmed' && !info.isPast) {
      setChecking(status)
      const now = await queryClient
        .fetchQuery({ ...checkInInfoQueryOptions(info.companyPlayerId, chosen), staleTime: 0 })
        .catch(() => null)
      setChecking(null)
      if (now && ask(status, now)) return
    }
    send(status)
  }
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
      <div className="flex min-w-0 flex-col gap-4">
        {info.playerBidStatus !== 'confirmed' && !info.isPast ? <CheckInBlockNotice /> : null}
        <NextBidCard
          info={info}
          later={next !== undefined && next !== info.bidDayId}
          pendingTarget={updateStatus.isPending ? updateStatus.variables.status : checking}
          onChangeStatus={(status) => void change(status)}
        />
        <ConfirmActionDialog
          open={leave !== null}
          onOpenChange={(open) => !open && setLeave(null)}
          title={LEAVE_SLOT_TITLE}
          prompt={leave ? leaveOwnSlotPrompt(leave.slot) : ''}
          confirmLabel={LEAVE_SLOT_CONFIRM}
          cancelLabel={LEAVE_SLOT_CANCEL}
          pending={false}
          onConfirm={() => {
            // Closed at once: focus goes back to the button, which shows the change being sent.
            setLeave(null)
            if (leave) send(leave.status)
          }}
        />
        {showsOwnStats(info) ? (
          <OwnStatsCard bidDayId={info.bidDayId} companyPlayerId={info.companyPlayerId} />
        ) : null}
        <MyTeamCard bidDayId={info.bidDayId} companyPlayerId={info.companyPlayerId} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {/* The chosen game's own forecast (ADR 059). */}
        <WeatherCard bidDayId={info.bidDayId} />
        <ConfirmedPlayersCard names={info.confirmedPlayers} />
        <AddToCalendarCard bid={info} />
      </div>
    </div>
  )
}

/**
 * 'Quem deve não confirma' (ADR 056): why 'Vou jogar' is refused, with the Pix to pay. The list
 * asks again while it shows the bank's own code, so paying unblocks without a reload.
 */
function CheckInBlockNotice() {
  const block = useMyCharges({ followBlock: true }).data?.checkInBlock
  return block ? <CheckInBlockCard block={block} /> : null
}

/** After kick-off a confirmed player records their own numbers. */
function showsOwnStats(info: CheckInInfo): boolean {
  return info.isPast && info.playerBidStatus === 'confirmed'
}

/**
 * What the first render reads (docs/web-boot.md): the BID, then its draw and the player's own
 * numbers. Not the forecast: it may wait on the weather provider, and its card loads on its own.
 */
export async function prefetchCheckIn(queryClient: QueryClient, session: SessionData) {
  const info = await queryClient
    .fetchQuery(checkInInfoQueryOptions(session.companyPlayerId))
    .catch(() => null)
  if (!info) return
  await Promise.all([
    queryClient.prefetchQuery(drawnTeamsQueryOptions(info.bidDayId)),
    showsOwnStats(info)
      ? queryClient.prefetchQuery(ownStatsQueryOptions(info.bidDayId, info.companyPlayerId))
      : null,
  ])
}
