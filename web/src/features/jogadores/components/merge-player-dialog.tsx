import { useId, useState } from 'react'
import { toast } from 'sonner'
import { playerTypeLabels } from '@bidfut/domain/contracts/enums'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { BusyButton } from '@/components/busy-button'
import { SelectField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { errorMessage } from '@/lib/error-message'
import { useMergePlayers } from '../api/merge-players'
import { mergeCandidates } from '../guests'

function candidateLabel(player: RegisteredPlayer): string {
  const nickname = player.nickname && player.nickname !== player.name ? ` (${player.nickname})` : ''
  const account = player.activated ? ' · com conta' : ''
  return `${player.name}${nickname} · ${playerTypeLabels[player.typePlayer]}${account}`
}

/** 'Mesclar': the guest is the same person as another entry; the other one stays. */
export function MergePlayerDialog({
  guest,
  players,
  onClose,
}: {
  guest: RegisteredPlayer | null
  players: RegisteredPlayer[]
  onClose: () => void
}) {
  return (
    <Dialog open={guest !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed, so each guest starts from their own likeliest match. */}
        {guest ? (
          <MergeForm key={guest.id} guest={guest} players={players} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function MergeForm({
  guest,
  players,
  onClose,
}: {
  guest: RegisteredPlayer
  players: RegisteredPlayer[]
  onClose: () => void
}) {
  const candidates = mergeCandidates(guest, players)
  const [keepId, setKeepId] = useState<number | undefined>(candidates[0]?.id)
  const merge = useMergePlayers()
  const selectId = useId()
  const kept = candidates.find((player) => player.id === keepId)

  const confirm = async () => {
    if (!kept) return
    try {
      const result = await merge.mutateAsync({
        keepCompanyPlayerId: kept.id,
        mergeCompanyPlayerId: guest.id,
      })
      toast.success(result.message)
      onClose()
    } catch (error) {
      toast.error('Erro ao mesclar jogadores', { description: errorMessage(error) })
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Mesclar {guest.name}</DialogTitle>
        <DialogDescription>
          {guest.activated
            ? `Use quando ${guest.name} já estava no cadastro com outro nome (por exemplo, colado da lista do WhatsApp). A conta de ${guest.name} passa para o cadastro escolhido, que mantém o tipo, o histórico e as cobranças; os BIDs de ${guest.name} vão junto, e ${guest.name} entra de novo para continuar. Esta ação não pode ser desfeita.`
            : `Use quando ${guest.name} for a mesma pessoa de outro cadastro. Todos os BIDs e estatísticas de ${guest.name} passam para o cadastro escolhido, e ${guest.name} sai da lista. Esta ação não pode ser desfeita.`}
        </DialogDescription>
      </DialogHeader>
      {candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">Não há outro cadastro para mesclar.</p>
      ) : (
        <SelectField
          id={selectId}
          label="Manter o cadastro de"
          value={keepId ?? ''}
          onChange={(event) => setKeepId(Number(event.target.value))}
        >
          {candidates.map((player) => (
            <option key={player.id} value={player.id}>
              {candidateLabel(player)}
            </option>
          ))}
        </SelectField>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={merge.isPending}>
          Cancelar
        </Button>
        {kept ? (
          <BusyButton
            onClick={() => void confirm()}
            busy={merge.isPending}
            busyLabel="Mesclando..."
          >
            Mesclar
          </BusyButton>
        ) : null}
      </DialogFooter>
    </>
  )
}
