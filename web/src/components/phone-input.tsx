import type { ComponentProps, KeyboardEvent } from 'react'
import { Controller, type FieldValues } from 'react-hook-form'
import { PHONE_MAX_LENGTH } from '@bidfut/domain/constants'
import { formatPhone, isAllowedPhoneKey } from '@bidfut/domain/rules/phone'
import { fieldA11y, FormField, type ControlledFieldProps } from '@/components/form-field'
import { Input } from '@/components/ui/input'

export type PhoneInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string | null | undefined
  onChange: (value: string) => void
}

/** A Brazilian phone field: digits only, shown as (99) 99999-9999 while typing. */
export function PhoneInput({ value, onChange, onKeyDown, ...props }: PhoneInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Virtual keyboards (Android) report every key as 'Unidentified' during composition;
    // blocking those would block typing altogether. onChange strips anything else.
    const composing =
      event.nativeEvent.isComposing || event.key === 'Unidentified' || event.key === 'Process'
    const withModifier = event.ctrlKey || event.metaKey || event.altKey
    if (!composing && !isAllowedPhoneKey(event.key, withModifier)) event.preventDefault()
    onKeyDown?.(event)
  }

  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(99) 99999-9999"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      value={formatPhone(value ?? '')}
      onKeyDown={handleKeyDown}
      onChange={(event) => onChange(formatPhone(event.target.value))}
    />
  )
}

/** The 'Telefone' field of a react-hook-form form. */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  rules,
  id,
  error,
  ...input
}: ControlledFieldProps<T> & Pick<PhoneInputProps, 'readOnly' | 'autoComplete'>) {
  return (
    <FormField id={id} label="Telefone" error={error}>
      <Controller
        control={control}
        name={name}
        rules={rules}
        render={({ field }) => (
          <PhoneInput
            {...fieldA11y(id, error)}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...input}
          />
        )}
      />
    </FormField>
  )
}
