import type { ComponentProps, ReactNode } from 'react'
import type {
  Control,
  FieldError,
  FieldErrors,
  FieldPathByValue,
  FieldValues,
  UseControllerProps,
} from 'react-hook-form'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/cn'

/** The accessibility attributes a control needs to point at its hint and error message. */
export function fieldA11y(id: string, error: string | undefined, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}

/** A form's `${prefix}-${name}` ids and each field's message, as the *Field components take them. */
export function fieldPropsFor<T extends FieldValues>(prefix: string, errors: FieldErrors<T>) {
  return (name: keyof T & string) => ({
    id: `${prefix}-${name}`,
    error: (errors[name] as FieldError | undefined)?.message,
  })
}

/** A text field bound to a react-hook-form form through a Controller. */
export type ControlledFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPathByValue<T, string>
  rules?: UseControllerProps<T>['rules']
  id: string
  error?: string
}

type FieldFrameProps = {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  className?: string
}

/** Label, control and (when there is one) the error message under it. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  labelClassName,
  children,
}: FieldFrameProps & { children: ReactNode; labelClassName?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled text input pointing at its error message. */
export function InputField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrameProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldA11y(id, error, hint)} {...input} />
    </FormField>
  )
}

/** A labelled native select pointing at its error message; the options are its children. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  ...select
}: FieldFrameProps & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <NativeSelect {...fieldA11y(id, error, hint)} {...select} />
    </FormField>
  )
}

type InputFieldProps = ComponentProps<typeof InputField>

/** 'Email', with the phone's email keyboard. */
export function EmailField(props: Omit<InputFieldProps, 'label'>) {
  return (
    <InputField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={TEXT_MAX.email}
      {...props}
    />
  )
}

/** A password input; a new password unless `autoComplete` says otherwise. */
export function PasswordField(props: InputFieldProps) {
  return (
    <InputField
      type="password"
      autoComplete="new-password"
      maxLength={TEXT_MAX.password}
      {...props}
    />
  )
}
