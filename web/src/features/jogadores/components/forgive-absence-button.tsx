import { useState } from 'react'
import { HeartHandshake } from 'lucide-react'
import { toast } from 'sonner'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { useForgiveAbsence } from '../api/forgive-absence'

/** 'Perdoar falta' (ADR 060): the player's latest furão not forgiven, asked first. */
export function ForgiveAbsenceButton({
  player,
  absence,
}: {
  player: RegisteredPlayer
  absence: { bidDayId: number; bidNumber: number }
}) {
  const [open, setOpen] = useState(false)
  const forgive = useForgiveAbsence()
  const onConfirm = async () => {
    try {
      const { message } = await forgive.mutateAsync({
        companyPlayerId: player.id,
        bidDayId: absence.bidDayId,
      })
      toast.success(message)
      setOpen(false)
    } catch (error) {
      toast.error('Não foi possível perdoar a falta', { description: errorMessage(error) })
    }
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Perdoar falta de ${player.name}`}
        onClick={() => setOpen(true)}
      >
        <HeartHandshake aria-hidden="true" />
        Perdoar falta
      </Button>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title="Perdoar falta"
        prompt={`Perdoar a falta de ${player.name} no BID #${absence.bidNumber}? Ela fica no histórico como perdoada e não conta mais para a regra dos furões.`}
        confirmLabel="Perdoar falta"
        busyLabel="Perdoando..."
        pending={forgive.isPending}
        onConfirm={onConfirm}
      />
    </>
  )
}
