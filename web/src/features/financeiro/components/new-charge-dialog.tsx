import { useState } from 'react'
import { Plus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  chargeDescriptionSpec,
  newChargeFormSchema,
  type FinanceOverview,
} from '@bidfut/domain/contracts/finance'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, InputField, SelectField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useAddCharge } from '../api/add-charge'

type Values = { companyPlayerId: string; description: string; amount: string; dueDate: string }

/** 'Nova cobrança': a one-off charge ('Churrasco de fim de ano') for one member. */
export function NewChargeDialog({ members }: { members: FinanceOverview['members'] }) {
  const [open, setOpen] = useState(false)
  const form = useForm<Values>({
    defaultValues: { companyPlayerId: '', description: '', amount: '', dueDate: '' },
  })
  const {
    register,
    setError,
    clearErrors,
    formState: { errors },
  } = form
  const add = useAddCharge()
  const field = fieldPropsFor('new-charge', errors)

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const parsed = newChargeFormSchema.safeParse(values)
    if (!parsed.success) return showValidationErrors(setError, parsed.error)
    const { amount, ...rest } = parsed.data
    try {
      await add.mutateAsync({ ...rest, amountCents: amount })
      form.reset()
      setOpen(false)
    } catch (error) {
      showServerFieldErrors(setError, error, values)
    }
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden="true" />
          Nova cobrança
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nova cobrança</DialogTitle>
          <DialogDescription>Uma cobrança avulsa para um jogador da pelada.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <SelectField
            {...field('companyPlayerId')}
            label="Jogador"
            {...register('companyPlayerId')}
          >
            <option value="">Escolha o jogador</option>
            {members.map((member) => (
              <option key={member.companyPlayerId} value={member.companyPlayerId}>
                {member.name}
              </option>
            ))}
          </SelectField>
          <InputField
            {...field('description')}
            label="Descrição"
            placeholder="Churrasco de fim de ano"
            maxLength={chargeDescriptionSpec.max}
            {...register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              {...field('amount')}
              label="Valor (R$)"
              inputMode="decimal"
              placeholder="50,00"
              {...register('amount')}
            />
            <InputField
              {...field('dueDate')}
              label="Vencimento"
              type="date"
              {...register('dueDate')}
            />
          </div>
          <DialogFooter>
            <BusyButton type="submit" busy={add.isPending} busyLabel="Criando...">
              Criar cobrança
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
