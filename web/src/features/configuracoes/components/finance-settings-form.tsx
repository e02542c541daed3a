import { Wallet } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import {
  financeSettingsFormSchema,
  type FinanceSettingsFormInput,
  type FinanceSettingsResponse,
} from '@bidfut/domain/contracts/finance'
import { centsToInput } from '@bidfut/domain/rules/money'
import { PIX_CITY_MAX, PIX_NAME_MAX } from '@bidfut/domain/rules/pix-br-code'
import { pixKeyTypeLabels, pixKeyTypes } from '@bidfut/domain/rules/pix-key'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, InputField, SelectField } from '@/components/form-field'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useUpdateFinanceSettings } from '../api/update-finance-settings'
import { SettingsSection } from './settings-section'

type Values = {
  pixKeyType: FinanceSettingsFormInput['pixKeyType']
  pixKey: string
  receiverName: string
  receiverCity: string
  monthlyFee: string
  gameFee: string
  dueDay: string
  courtCost: string
  blockOverdueDays: string
}

const DUE_DAYS = Array.from({ length: 28 }, (_, index) => String(index + 1))

function valuesOf({ settings }: FinanceSettingsResponse): Values {
  return {
    pixKeyType: settings?.pixKeyType ?? 'cpf',
    pixKey: settings?.pixKey ?? '',
    receiverName: settings?.receiverName ?? '',
    receiverCity: settings?.receiverCity ?? '',
    monthlyFee: centsToInput(settings?.monthlyFeeCents ?? null),
    gameFee: centsToInput(settings?.gameFeeCents ?? null),
    dueDay: String(settings?.dueDay ?? 10),
    courtCost: centsToInput(settings?.courtCostCents ?? null),
    blockOverdueDays: settings?.blockOverdueDays?.toString() ?? '',
  }
}

/** 'Financeiro' on /configuracoes: where the money goes and what the group charges. */
export function FinanceSettingsForm({ current }: { current: FinanceSettingsResponse }) {
  const form = useForm<Values>({ defaultValues: valuesOf(current) })
  const {
    register,
    setError,
    clearErrors,
    formState: { errors },
  } = form
  const update = useUpdateFinanceSettings()
  const field = fieldPropsFor('finance', errors)

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors()
    const parsed = financeSettingsFormSchema.safeParse(values)
    if (!parsed.success) {
      showValidationErrors(setError, parsed.error)
      return
    }
    const { monthlyFee, gameFee, courtCost, ...rest } = parsed.data
    try {
      const saved = await update.mutateAsync({
        ...rest,
        monthlyFeeCents: monthlyFee,
        gameFeeCents: gameFee,
        courtCostCents: courtCost,
      })
      form.reset(valuesOf(saved))
    } catch (error) {
      // The form checked the same schema: a server refusal is rare, and its toast names the field.
      showServerFieldErrors(setError, error, values)
      toast.error('Erro ao salvar o financeiro', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <SettingsSection id="finance" title="Financeiro" icon={Wallet}>
        <p className="text-sm text-muted-foreground">
          A chave Pix e os valores que a pelada cobra. As mensalidades são criadas no dia 1º de cada
          mês; a taxa por jogo, para avulsos e convidados, quando o BID é finalizado.
        </p>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <SelectField
            {...field('pixKeyType')}
            label="Tipo da chave Pix"
            {...register('pixKeyType')}
          >
            {pixKeyTypes.map((type) => (
              <option key={type} value={type}>
                {pixKeyTypeLabels[type]}
              </option>
            ))}
          </SelectField>
          <InputField
            {...field('pixKey')}
            label="Chave Pix"
            autoComplete="off"
            maxLength={100}
            {...register('pixKey')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('receiverName')}
            label="Nome do recebedor"
            hint={`Como o banco mostra, até ${PIX_NAME_MAX} caracteres.`}
            autoComplete="off"
            maxLength={PIX_NAME_MAX}
            {...register('receiverName')}
          />
          <InputField
            {...field('receiverCity')}
            label="Cidade do recebedor"
            hint={`Até ${PIX_CITY_MAX} caracteres.`}
            autoComplete="off"
            maxLength={PIX_CITY_MAX}
            {...register('receiverCity')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('monthlyFee')}
            label="Mensalidade (R$)"
            hint="Em branco: não cobra mensalidade."
            inputMode="decimal"
            placeholder="80,00"
            {...register('monthlyFee')}
          />
          <SelectField
            {...field('dueDay')}
            label="Dia do vencimento da mensalidade"
            {...register('dueDay')}
          >
            {DUE_DAYS.map((day) => (
              <option key={day} value={day}>
                Dia {day}
              </option>
            ))}
          </SelectField>
          <InputField
            {...field('gameFee')}
            label="Valor por jogo (R$)"
            hint="Para avulsos e convidados. Em branco: não cobra."
            inputMode="decimal"
            placeholder="25,00"
            {...register('gameFee')}
          />
          <InputField
            {...field('courtCost')}
            label="Custo da quadra por jogo (R$)"
            hint="Opcional, só para o resumo do mês."
            inputMode="decimal"
            placeholder="300,00"
            {...register('courtCost')}
          />
        </div>
        <InputField
          {...field('blockOverdueDays')}
          label="Bloquear o check-in de quem deve há mais de (dias)"
          hint="Quem deve não confirma. Em branco: ninguém é bloqueado; 0: desde o primeiro dia de atraso. Goleiros e convidados nunca são bloqueados, e a organização pode liberar um jogador na cobrança dele."
          inputMode="numeric"
          placeholder="7"
          {...register('blockOverdueDays')}
        />
      </SettingsSection>
      <div className="flex flex-col border-t pt-6 sm:flex-row sm:justify-end">
        <BusyButton type="submit" busy={update.isPending} busyLabel="Salvando...">
          Salvar financeiro
        </BusyButton>
      </div>
    </form>
  )
}
