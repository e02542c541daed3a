import type { ReactNode } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

/** A setting that is on or off: its label and hint on the left, the switch on the right. */
export function SwitchRow<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T>
  name: FieldPathByValue<T, boolean>
  id: string
  label: string
  hint: ReactNode
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={id} className="leading-snug">
              {label}
            </Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </div>
      )}
    />
  )
}
