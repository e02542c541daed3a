import { useState } from 'react'
import { CalendarClock, Save } from 'lucide-react'
import type { LiveBid, UpdateBidRequest } from '@bidfut/domain/contracts/bids'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { movesQuestionOf, useUpdateBid } from '../api/update-bid'
import { BidScheduleForm, scheduleDraftOf } from './create-bid-form'

/**
 * 'Editar BID': moves the open BID's date, time or place without cancelling it, or changes its
 * places. Fewer places than confirmed players asks first, naming who goes to the line (ADR 053).
 */
export function EditBidDialog({
  bid,
}: {
  bid: Pick<LiveBid, 'bidDayId' | 'number' | 'dayOfMatch' | 'location' | 'slots'>
}) {
  const [open, setOpen] = useState(false)
  const [asking, setAsking] = useState<{ schedule: UpdateBidRequest; question: string } | null>(
    null,
  )
  const update = useUpdateBid()

  function changeOpen(next: boolean) {
    if (!update.isPending) setOpen(next)
  }

  function save(schedule: UpdateBidRequest) {
    update.mutate(
      { bidDayId: bid.bidDayId, schedule },
      {
        onSuccess: () => {
          setAsking(null)
          setOpen(false)
        },
        onError: (error) => {
          const question = movesQuestionOf(error)
          if (question) setAsking({ schedule, question })
        },
      },
    )
  }

  return (
    <>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogTrigger asChild>
          <Button type="button" variant="outline">
            <CalendarClock aria-hidden="true" />
            Editar BID
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Editar BID #{bid.number}</DialogTitle>
            <DialogDescription>
              Mude a data, o horário, o local ou as vagas sem cancelar o BID. Os confirmados recebem
              um email com a mudança.
            </DialogDescription>
          </DialogHeader>
          <BidScheduleForm
            initial={scheduleDraftOf(bid)}
            pending={update.isPending}
            submitLabel="Salvar alterações"
            submitIcon={<Save aria-hidden="true" />}
            onSubmit={save}
          />
        </DialogContent>
      </Dialog>
      <ConfirmActionDialog
        open={asking !== null}
        onOpenChange={(next) => {
          if (!next && !update.isPending) setAsking(null)
        }}
        title="Menos vagas que confirmados"
        prompt={asking?.question}
        confirmLabel="Mover para a lista de espera"
        busyLabel="Salvando..."
        pending={update.isPending}
        onConfirm={() => asking && save({ ...asking.schedule, confirmMoves: true })}
      />
    </>
  )
}
