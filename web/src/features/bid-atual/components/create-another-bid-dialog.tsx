import { useState } from 'react'
import { CalendarPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { errorMessage } from '@/lib/error-message'
import { useCreateBid } from '../api/create-bid'
import { NewBidSchedule } from './create-bid-form'

export const CREATE_ANOTHER_BID = 'Criar outro BID'

/**
 * 'Criar outro BID' while one or more BIDs are open (ADR 059): the same form as 'Criar Novo
 * BID', one BID per date. A date that has an open BID is refused in the form, in the server's
 * words; once created, the screen runs the new BID.
 */
export function CreateAnotherBidDialog() {
  const [open, setOpen] = useState(false)
  const create = useCreateBid({ errorsInForm: true })

  function changeOpen(next: boolean) {
    if (create.isPending) return
    // Opened again, the form starts over: no refusal left from last time.
    create.reset()
    setOpen(next)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <CalendarPlus aria-hidden="true" />
          {CREATE_ANOTHER_BID}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{CREATE_ANOTHER_BID}</DialogTitle>
          <DialogDescription>
            Outro jogo, em outra data: cada BID tem o seu check-in, e os jogadores respondem a cada
            um separadamente.
          </DialogDescription>
        </DialogHeader>
        <NewBidSchedule
          submitLabel="Criar Novo BID"
          pending={create.isPending}
          serverError={create.isError ? errorMessage(create.error) : null}
          onEdit={() => {
            if (create.isError) create.reset()
          }}
          onSubmit={(request) => create.mutate(request, { onSuccess: () => setOpen(false) })}
        />
      </DialogContent>
    </Dialog>
  )
}
