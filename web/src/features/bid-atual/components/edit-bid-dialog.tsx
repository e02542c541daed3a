import { useState } from 'react'
import { CalendarClock, Save } from 'lucide-react'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useUpdateBid } from '../api/update-bid'
import { BidScheduleForm, scheduleDraftOf } from './create-bid-form'

/** 'Editar BID': moves the open BID's date, time or place without cancelling it. */
export function EditBidDialog({
  bid,
}: {
  bid: Pick<LiveBid, 'bidDayId' | 'number' | 'dayOfMatch' | 'location'>
}) {
  const [open, setOpen] = useState(false)
  const update = useUpdateBid()

  function changeOpen(next: boolean) {
    if (!update.isPending) setOpen(next)
  }

  return (
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
            Mude a data, o horário ou o local sem cancelar o BID. Os confirmados recebem um email
            com a mudança.
          </DialogDescription>
        </DialogHeader>
        <BidScheduleForm
          initial={scheduleDraftOf(bid)}
          pending={update.isPending}
          submitLabel="Salvar alterações"
          submitIcon={<Save aria-hidden="true" />}
          onSubmit={(schedule) =>
            update.mutate({ bidDayId: bid.bidDayId, schedule }, { onSuccess: () => setOpen(false) })
          }
        />
      </DialogContent>
    </Dialog>
  )
}
