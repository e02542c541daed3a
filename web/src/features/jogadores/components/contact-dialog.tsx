import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { playerTypeLabels, playerTypes } from '@bidfut/domain/contracts/enums'
import { playerContactSchema, type RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { BusyButton } from '@/components/busy-button'
import { EmailField, fieldPropsFor, SelectField } from '@/components/form-field'
import { PhoneField } from '@/components/phone-input'
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
import { useUpdatePlayerContact } from '../api/update-player-contact'

export const ADD_EMAIL = 'Adicionar email'

type ContactValues = { email: string; phone: string; typePlayer: string }

/**
 * 'Adicionar email': the email, phone and type of someone who has not joined (a pasted list, a
 * name added in a BID), without the full form and the position it needs.
 */
export function ContactDialog({
  player,
  onClose,
}: {
  player: RegisteredPlayer | null
  onClose: () => void
}) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{ADD_EMAIL}</DialogTitle>
          <DialogDescription>
            {player?.name}: com o email, ele recebe o link para entrar na pelada.
          </DialogDescription>
        </DialogHeader>
        {player ? <ContactForm key={player.id} player={player} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function ContactForm({ player, onDone }: { player: RegisteredPlayer; onDone: () => void }) {
  const form = useForm<ContactValues>({
    defaultValues: {
      email: player.email ?? '',
      phone: player.phone ?? '',
      typePlayer: player.typePlayer,
    },
  })
  const update = useUpdatePlayerContact({ playerId: player.playerId, companyPlayerId: player.id })
  const field = fieldPropsFor('contact', form.formState.errors)

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors()
    const parsed = playerContactSchema.safeParse(values)
    if (!parsed.success) {
      showValidationErrors(form.setError, parsed.error)
      return
    }
    try {
      const result = await update.mutateAsync(parsed.data)
      toast.success(result.message, { duration: 3000 })
      onDone()
    } catch (error) {
      showServerFieldErrors(form.setError, error)
      toast.error('Erro ao salvar o contato', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField {...field('email')} autoComplete="off" {...form.register('email')} />
      <PhoneField {...field('phone')} control={form.control} name="phone" autoComplete="off" />
      <SelectField
        {...field('typePlayer')}
        label="Tipo do cadastro"
        {...form.register('typePlayer')}
      >
        {playerTypes.map((type) => (
          <option key={type} value={type}>
            {playerTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <DialogFooter>
        <BusyButton type="submit" busy={update.isPending} busyLabel="Salvando...">
          Salvar
        </BusyButton>
      </DialogFooter>
    </form>
  )
}
