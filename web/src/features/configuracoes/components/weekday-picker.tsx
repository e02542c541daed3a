import { Controller, type Control } from 'react-hook-form'
import { WEEKDAY_NAMES } from '@bidfut/domain/rules/bid-schedule'
import type { GameFormValues } from '../schedule-form-values'

/** 'Dias da semana': one checkbox per weekday, kept in week order. */
export function WeekdayPicker({
  control,
  idPrefix,
  error,
}: {
  idPrefix: string
  control: Control<GameFormValues>
  error: string | undefined
}) {
  return (
    <Controller
      control={control}
      name="weekdays"
      render={({ field: weekdays }) => (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={error ? `${idPrefix}-weekdays-error` : undefined}
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
          {error ? (
            <p id={`${idPrefix}-weekdays-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  )
}
