import { useState } from 'react'
import { CalendarClock, ShieldCheck } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { bidScheduleSchema, type BidScheduleResponse } from '@bidfut/domain/contracts/bid-schedule'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { WEEKDAY_NAMES } from '@bidfut/domain/rules/bid-schedule'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, InputField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useSkipScheduleDate } from '../api/skip-schedule-date'
import { useUnskipScheduleDate } from '../api/unskip-schedule-date'
import { useUpdateBidSchedule } from '../api/update-bid-schedule'
import {
  dayMonth,
  formFromSchedule,
  previewOf,
  shortDateTime,
  toRequest,
  type ScheduleFormValues,
} from '../schedule-form-values'
import { SettingsSection } from './settings-section'
import { SwitchRow } from './switch-row'

export const SCHEDULE_LABEL = 'Abrir o BID automaticamente toda semana'
export const WINDOW_LABEL = 'Vagas garantidas para mensalistas'

/** 'Agenda da pelada': the weekly game the server opens by itself, and the mensalistas' window. */
export function ScheduleForm({ schedule }: { schedule: BidScheduleResponse }) {
  const form = useForm<ScheduleFormValues>({ defaultValues: formFromSchedule(schedule) })
  const {
    register,
    control,
    setError,
    clearErrors,
    formState: { errors, isDirty },
  } = form
  const update = useUpdateBidSchedule()
  const skip = useSkipScheduleDate()
  const unskip = useUnskipScheduleDate()
  const field = fieldPropsFor('schedule', errors)
  const values = useWatch({ control }) as ScheduleFormValues
  const preview = previewOf(values, schedule)
  const [skipping, setSkipping] = useState<string | null>(null)
  const [reason, setReason] = useState('')

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

  async function confirmSkip(localDate: string) {
    try {
      await skip.mutateAsync({ localDate, reason: reason.trim() || null })
      setSkipping(null)
      setReason('')
    } catch (error) {
      toast.error('Erro ao pular a data', { description: errorMessage(error) })
    }
  }

  const weekdaysError = errors.weekdays?.message
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <SettingsSection id="schedule" title="Agenda da pelada" icon={CalendarClock}>
        <SwitchRow
          control={control}
          name="enabled"
          id="schedule-enabled"
          label={SCHEDULE_LABEL}
          hint="No horário de abertura o BID abre sozinho e os jogadores recebem o email ‘BID aberto’ com os botões ‘Vou jogar’ e ‘Não vou’."
        />
        <Controller
          control={control}
          name="weekdays"
          render={({ field: weekdays }) => (
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={weekdaysError ? 'schedule-weekdays-error' : undefined}
            >
              <legend className="mb-2 text-sm font-medium">Dias da semana</legend>
              <div className="flex flex-wrap gap-2">
                {WEEKDAY_NAMES.map((name, day) => {
                  const checked = weekdays.value.includes(day)
                  return (
                    <label
                      key={name}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={checked}
                        onChange={() =>
                          weekdays.onChange(
                            checked
                              ? weekdays.value.filter((d) => d !== day)
                              : [...weekdays.value, day].sort((a, b) => a - b),
                          )
                        }
                      />
                      {name}
                    </label>
                  )
                })}
              </div>
              {weekdaysError ? (
                <p id="schedule-weekdays-error" className="text-sm text-destructive">
                  {weekdaysError}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('time')}
            label="Horário do jogo"
            type="time"
            {...register('time')}
          />
          <InputField
            {...field('opensDaysBefore')}
            label="Abre quantos dias antes"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            {...register('opensDaysBefore')}
          />
        </div>
        <InputField
          {...field('location')}
          label="Local"
          hint="Vazio: o local padrão da pelada."
          autoComplete="off"
          maxLength={TEXT_MAX.location}
          {...register('location')}
        />
        {preview ? (
          <div className="flex flex-col gap-2 rounded-md bg-muted p-3 text-sm" aria-live="polite">
            <p className="font-medium">{preview.description}</p>
            <p className="text-muted-foreground">
              {isDirty ? 'Depois de salvar, as próximas aberturas:' : 'Próximas aberturas:'}
            </p>
            <ul className="flex flex-col gap-2">
              {preview.games.map((game) => (
                <li key={game.localDate} className="flex flex-col gap-1">
                  <span>
                    Jogo {shortDateTime(game.gameAt)} — abre {shortDateTime(game.opensAt)}
                  </span>
                  {isDirty ? null : skipping === game.localDate ? (
                    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                      <InputField
                        id={`schedule-skip-reason-${game.localDate}`}
                        label={`Motivo para pular ${dayMonth(game.localDate)} (opcional)`}
                        placeholder="Ex.: feriado"
                        maxLength={80}
                        value={reason}
                        onChange={(event) => setReason(event.target.value)}
                      />
                      <div className="flex gap-2">
                        <BusyButton
                          type="button"
                          variant="destructive"
                          busy={skip.isPending}
                          busyLabel="Pulando..."
                          onClick={() => void confirmSkip(game.localDate)}
                        >
                          Pular {dayMonth(game.localDate)}
                        </BusyButton>
                        <Button type="button" variant="outline" onClick={() => setSkipping(null)}>
                          Voltar
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="self-start"
                      onClick={() => {
                        setSkipping(game.localDate)
                        setReason('')
                      }}
                    >
                      Pular {dayMonth(game.localDate)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {schedule.skipped.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm" aria-label="Datas puladas">
            {schedule.skipped.map((date) => (
              <li key={date.localDate} className="flex items-center justify-between gap-2">
                <span>
                  Pulado: {dayMonth(date.localDate)}
                  {date.reason ? ` — ${date.reason}` : ''}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={unskip.isPending}
                  onClick={() => unskip.mutate(date.localDate)}
                >
                  Desfazer
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
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
            hint={`Vagas garantidas para mensalistas até ${values.monthlyWindowHours || 'X'} horas antes do jogo.`}
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
  )
}
