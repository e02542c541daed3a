import { useId } from 'react'
import { PhoneInput } from '@/components/phone-input'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

export type WhatsAppJoinValue = { on: boolean; phone: string; error?: string }

export const WHATSAPP_JOIN_OFF: WhatsAppJoinValue = { on: false, phone: '' }

/**
 * 'Receber avisos pelo WhatsApp' on a join screen (ADR 051): off until the person ticks it, with
 * the number the notices go to. Saved by the person's own tap on the join's button, never here.
 */
export function WhatsAppJoinChoice({
  value,
  onChange,
}: {
  value: WhatsAppJoinValue
  onChange: (value: WhatsAppJoinValue) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-on`}
          className="mt-1"
          checked={value.on}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange({ ...value, on: event.target.checked, error: undefined })}
        />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={`${id}-on`} className="leading-snug">
            Receber avisos pelo WhatsApp
          </Label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            BID aberto, lembretes e vagas no seu WhatsApp, com botões para responder ali mesmo.
          </p>
        </div>
      </div>
      {value.on ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-phone`}>Celular com WhatsApp</Label>
          <PhoneInput
            id={`${id}-phone`}
            name="whatsapp-phone"
            value={value.phone}
            aria-invalid={value.error ? true : undefined}
            aria-describedby={value.error ? `${id}-error` : undefined}
            onChange={(phone) => onChange({ ...value, phone, error: undefined })}
          />
          {value.error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {value.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
