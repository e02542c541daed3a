import { CalendarClock, ShieldCheck } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { bidScheduleSchema, type BidScheduleResponse } from '@bidfut/domain/contracts/bid-schedule'
import { hoursText } from '@bidfut/domain/rules/words'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, InputField } from '@/components/form-field'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useUpdateBidSchedule } from '../api/update-bid-schedule'
import { formFromSchedule, toRequest, type ScheduleFormValues } from '../schedule-form-values'
import { GameSchedules } from './game-schedules'
import { SettingsSection } from './settings-section'
import { SwitchRow } from './switch-row'

export const SCHEDULE_LABEL = 'Abrir o BID automaticamente toda semana'
export const WINDOW_LABEL = 'Vagas garantidas para mensalistas'

/**
 * 'Agenda da pelada': whether the server opens the BIDs by itself, the weekly games (each saved
 * on its own), and the mensalistas' window.
 */
export function ScheduleForm({ schedule }: { schedule: BidScheduleResponse }) {
  const form = useForm<ScheduleFormValues>({ defaultValues: formFromSchedule(schedule) })
  const {
    register,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = form
  const update = useUpdateBidSchedule()
  const field = fieldPropsFor('schedule', errors)
  const values = useWatch({ control }) as ScheduleFormValues

  const onSubmit = form.handleSubmit(async (input) => {
    clearErrors()
    const parsed = bidScheduleSchema.safeParse(toRequest(input))
    if (!parsed.success) {
      showValidationErrors(setError, parsed.error)
      return
    }
    try {
      const saved = await update.mutateAsync(parsed.data)
      form.reset(formFromSchedule(saved))
    } catch (error) {
      showServerFieldErrors(setError, error, input)
      toast.error('Erro ao salvar a agenda', { description: errorMessage(error) })
    }
  })

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <SettingsSection id="schedule" title="Agenda da pelada" icon={CalendarClock}>
          <SwitchRow
            control={control}
            name="enabled"
            id="schedule-enabled"
            label={SCHEDULE_LABEL}
            hint="No horário de abertura o BID abre sozinho e os jogadores recebem o email ‘BID aberto’ com os botões ‘Vou jogar’ e ‘Não vou’."
          />
        </SettingsSection>

        <SettingsSection id="schedule-window" title={WINDOW_LABEL} icon={ShieldCheck} divided>
          <SwitchRow
            control={control}
            name="windowOn"
            id="schedule-windowOn"
            label="Guardar vagas para mensalistas e goleiros"
            hint="Até o prazo, quem ainda não respondeu tem a vaga guardada; o avulso que confirmar entra na lista de espera. No prazo, as vagas sobrando vão para a lista, na ordem."
          />
          {values.windowOn ? (
            <InputField
              {...field('monthlyWindowHours')}
              label="Até quantas horas antes do jogo"
              hint={`Vagas garantidas para mensalistas até ${values.monthlyWindowHours ? hoursText(Number(values.monthlyWindowHours)) : 'X horas'} antes do jogo.`}
              type="number"
              inputMode="numeric"
              min={1}
              max={168}
              {...register('monthlyWindowHours')}
            />
          ) : null}
        </SettingsSection>

        <div className="flex flex-col border-t pt-6 sm:flex-row sm:justify-end">
          <BusyButton type="submit" busy={update.isPending} busyLabel="Salvando...">
            Salvar agenda
          </BusyButton>
        </div>
      </form>
      {/* Each game is its own form (forms do not nest). */}
      <GameSchedules schedule={schedule} />
    </div>
  )
}
