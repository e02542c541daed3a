import { toast } from 'sonner'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { BusyButton } from '@/components/busy-button'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { errorMessage } from '@/lib/error-message'
import { useDeletePlayer } from '../api/delete-player'

export function DeletePlayerDialog({
  player,
  onClose,
}: {
  player: RegisteredPlayer | null
  onClose: () => void
}) {
  const remove = useDeletePlayer()

  const confirm = async () => {
    if (!player) return
    try {
      const result = await remove.mutateAsync({
        playerId: player.playerId,
        companyPlayerId: player.id,
      })
      // The server says what happened to the open BID too (removed, or still confirmed there).
      toast.success(result?.message ?? 'Jogador deletado!', { duration: 8000 })
      onClose()
    } catch (error) {
      toast.error('Erro ao deletar jogador', { description: errorMessage(error) })
    }
  }

  return (
    <AlertDialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir jogador</AlertDialogTitle>
          <AlertDialogDescription>
            Tem certeza que deseja excluir <strong>{player?.name}</strong> do cadastro? Esta ação
            não pode ser desfeita. No BID aberto, quem ainda não confirmou sai da lista; quem já
            confirmou continua confirmado.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <BusyButton
            variant="destructive"
            onClick={() => void confirm()}
            busy={remove.isPending}
            busyLabel="Excluindo..."
          >
            Excluir
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
