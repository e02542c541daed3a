import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { gameScheduleSchema, type GameSchedule } from '@bidfut/domain/contracts/bid-schedule'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, InputField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors, showValidationErrors } from '@/lib/form-errors'
import { useAddGameSchedule } from '../api/add-game-schedule'
import { useUpdateGameSchedule } from '../api/update-game-schedule'
import {
  describeTyped,
  formFromGame,
  toGameRequest,
  type GameFormValues,
} from '../schedule-form-values'
import { WeekdayPicker } from './weekday-picker'

/** One weekly game, added (game null) or changed: days, time, how early it opens, and place. */
export function GameForm({ game, onDone }: { game: GameSchedule | null; onDone: () => void }) {
  const form = useForm<GameFormValues>({ defaultValues: formFromGame(game) })
  const {
    register,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = form
  const add = useAddGameSchedule()
  const update = useUpdateGameSchedule()
  const prefix = game ? `game-${game.id}` : 'game-new'
  const field = fieldPropsFor(prefix, errors)
  const typed = describeTyped(useWatch({ control }) as GameFormValues)

  const onSubmit = form.handleSubmit(async (input) => {
    clearErrors()
    const parsed = gameScheduleSchema.safeParse(toGameRequest(input))
    if (!parsed.success) {
      showValidationErrors(setError, parsed.error)
      return
    }
    try {
      if (game) await update.mutateAsync({ id: game.id, game: parsed.data })
      else await add.mutateAsync(parsed.data)
      onDone()
    } catch (error) {
      showServerFieldErrors(setError, error, input)
      toast.error('Erro ao salvar o jogo', { description: errorMessage(error) })
    }
  })

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={game ? `Editar ${game.label}` : 'Novo jogo'}
      className="flex flex-col gap-4 rounded-md border p-3"
    >
      <WeekdayPicker control={control} idPrefix={prefix} error={errors.weekdays?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...field('time')} label="Horário do jogo" type="time" {...register('time')} />
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
      {typed ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {typed}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <BusyButton type="submit" busy={add.isPending || update.isPending} busyLabel="Salvando...">
          Salvar jogo
        </BusyButton>
      </div>
    </form>
  )
}
