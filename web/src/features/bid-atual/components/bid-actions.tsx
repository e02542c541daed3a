import { useState } from 'react'
import { CircleCheckBig, XCircle } from 'lucide-react'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { sortByName } from '@bidfut/domain/rules/person-names'
import { Button } from '@/components/ui/button'
import { useCancelBid } from '../api/cancel-bid'
import { useCompleteBid } from '../api/complete-bid'
import { AddSporadicDialog } from './add-sporadic-dialog'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { CopyAttendanceButton } from './copy-attendance-button'
import { EditBidDialog } from './edit-bid-dialog'
import { NoShowsField } from './no-shows-field'
import { NudgePending } from './nudge-pending'
import { OfflineActions } from './offline-actions'
import { TeamDrawDialog } from './team-draw-dialog'

export const CANCEL_PROMPT =
  'Tem certeza que deseja cancelar este BID? Esta ação não pode ser desfeita.'
export const FINISH_PROMPT =
  'Tem certeza que deseja finalizar este BID? Esta ação não pode ser desfeita.'
export const FINISH_LATER_TEXT = 'O BID só pode ser finalizado após a data do jogo.'

function confirmedOf(bid: LiveBid) {
  return sortByName(
    [...bid.monthly, ...bid.goalkeepers, ...bid.sporadicPlayers].filter(
      (player) => player.status === 'confirmed',
    ),
  )
}

/** What the organiser does during the BID, first on the screen. */
export function LiveBidActions({ bid }: { bid: LiveBid }) {
  return (
    <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
      <OfflineActions className="contents">
        <AddSporadicDialog bid={bid} />
        <TeamDrawDialog confirmedIds={confirmedOf(bid).map((player) => player.companyPlayerId)} />
      </OfflineActions>
      <CopyAttendanceButton bid={bid} />
      <NudgePending bid={bid} />
    </div>
  )
}

/** Changing, cancelling or finishing the BID itself: with the game's date and place. */
export function BidLifecycleActions({ bid }: { bid: LiveBid }) {
  const [confirming, setConfirming] = useState<'cancel' | 'finish' | null>(null)
  const [noShows, setNoShows] = useState<number[]>([])
  const cancel = useCancelBid()
  const complete = useCompleteBid()
  const close = () => {
    setConfirming(null)
    setNoShows([])
  }

  return (
    <div className="flex flex-col gap-2">
      <OfflineActions className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2 sm:flex sm:flex-wrap">
        <EditBidDialog bid={bid} />
        <Button
          type="button"
          variant="outline"
          className="border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setConfirming('cancel')}
        >
          <XCircle aria-hidden="true" />
          Cancelar BID
        </Button>
        {bid.isPast && (
          <Button
            type="button"
            className="min-[380px]:col-span-2"
            onClick={() => setConfirming('finish')}
          >
            <CircleCheckBig aria-hidden="true" />
            Finalizar BID
          </Button>
        )}
      </OfflineActions>
      {!bid.isPast && <p className="text-sm text-muted-foreground">{FINISH_LATER_TEXT}</p>}
      <ConfirmActionDialog
        open={confirming === 'cancel'}
        onOpenChange={(open) => !open && close()}
        title="Cancelar BID"
        prompt={CANCEL_PROMPT}
        confirmLabel="Sim, cancelar BID"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(bid.bidDayId, { onSettled: close })}
      />
      <ConfirmActionDialog
        open={confirming === 'finish'}
        onOpenChange={(open) => !open && close()}
        title="Finalizar BID"
        prompt={FINISH_PROMPT}
        confirmLabel="Sim, finalizar BID"
        pending={complete.isPending}
        onConfirm={() => complete.mutate({ bidDayId: bid.bidDayId, noShows }, { onSettled: close })}
      >
        <NoShowsField confirmed={confirmedOf(bid)} marked={noShows} onChange={setNoShows} />
      </ConfirmActionDialog>
    </div>
  )
}
