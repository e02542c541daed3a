import { toast } from 'sonner'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
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
    <ConfirmActionDialog
      open={player !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Excluir jogador"
      prompt={
        <>
          Tem certeza que deseja excluir <strong>{player?.name}</strong> do cadastro? Esta ação não
          pode ser desfeita. No BID aberto, quem ainda não confirmou sai da lista; quem já confirmou
          continua confirmado.
        </>
      }
      confirmLabel="Excluir"
      busyLabel="Excluindo..."
      cancelLabel="Cancelar"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  )
}
