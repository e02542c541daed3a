import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { playerCreateSchema } from '@bidfut/domain/contracts/players'
import { BusyButton } from '@/components/busy-button'
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
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useCreatePlayer } from '../api/create-player'
import { emptyPlayerForm, playerInputFromForm, type PlayerFormValues } from '../player-form'
import { PlayerFormFields } from './player-form-fields'

export function AddPlayerDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const form = useForm<PlayerFormValues>({ defaultValues: emptyPlayerForm })
  const create = useCreatePlayer()

  const close = (next: boolean) => {
    if (!next) form.reset(emptyPlayerForm)
    onOpenChange(next)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors()
    const parsed = playerCreateSchema.safeParse(playerInputFromForm(values))
    if (!parsed.success) {
      showValidationErrors(form.setError, parsed.error)
      return
    }
    try {
      await create.mutateAsync(parsed.data)
      const email = parsed.data.email
      toast.success('Jogador adicionado!', {
        description: email ? `Enviamos um email para ${email} com o link para entrar.` : undefined,
      })
      close(false)
    } catch (error) {
      showServerFieldErrors(form.setError, error)
      toast.error('Erro ao adicionar jogador', { description: errorMessage(error) })
    }
  })

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Adicionar Jogador</DialogTitle>
          <DialogDescription>
            Cadastre um jogador na pelada. Com o email, ele recebe o link para entrar na pelada.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <PlayerFormFields form={form} idPrefix="add-player" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancelar
            </Button>
            <BusyButton type="submit" busy={create.isPending} busyLabel="Adicionando...">
              Adicionar
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
