import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { activationFormSchema, type ActivationData } from '@bidfut/domain/contracts/profile'
import { FavoriteTeamSelect } from '@/components/favorite-team-select'
import { fieldA11y, FormField } from '@/components/form-field'
import { PhoneInput } from '@/components/phone-input'
import { PositionOptions } from '@/components/position-options'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useActivateAccount } from '../api/activate-account'
import {
  activationFormFromData,
  activationResolver,
  type ActivationFormValues,
} from '../activation-form-values'

export function ActivationForm({
  token,
  data,
  onActivated,
}: {
  token: string
  data: ActivationData
  onActivated: () => void
}) {
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<ActivationFormValues>({
    defaultValues: activationFormFromData(data),
    resolver: activationResolver,
    // SPEC §5: an error goes away as soon as its field is edited, not when it becomes valid.
    reValidateMode: 'onSubmit',
  })
  const activate = useActivateAccount()
  const id = (name: keyof ActivationFormValues) => `activation-${name}`
  const a11y = (name: keyof ActivationFormValues) => fieldA11y(id(name), errors[name]?.message)
  const field = (name: keyof ActivationFormValues) =>
    register(name, { onChange: () => clearErrors(name) })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await activate.mutateAsync({ ...activationFormSchema.parse(values), token })
      toast.success('Conta ativada com sucesso!')
      onActivated()
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if (name in values) setError(name as keyof ActivationFormValues, { message })
        }
      }
      toast.error('Erro ao ativar conta', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id={id('fullName')} label="Nome completo" error={errors.fullName?.message}>
        <Input {...a11y('fullName')} autoComplete="name" {...field('fullName')} />
      </FormField>
      <FormField id={id('email')} label="Email" error={errors.email?.message}>
        <Input
          {...a11y('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('phone')} label="Telefone" error={errors.phone?.message}>
          <Controller
            control={control}
            name="phone"
            render={({ field: phone }) => (
              <PhoneInput
                {...a11y('phone')}
                ref={phone.ref}
                name={phone.name}
                value={phone.value}
                onBlur={phone.onBlur}
                onChange={(value) => {
                  clearErrors('phone')
                  phone.onChange(value)
                }}
              />
            )}
          />
        </FormField>
        <FormField
          id={id('birthDate')}
          label="Data de nascimento"
          error={errors.birthDate?.message}
        >
          <Input {...a11y('birthDate')} type="date" autoComplete="bday" {...field('birthDate')} />
        </FormField>
        <FormField
          id={id('favoriteTeam')}
          label="Time do coração"
          error={errors.favoriteTeam?.message}
        >
          <Controller
            control={control}
            name="favoriteTeam"
            render={({ field: team }) => (
              <FavoriteTeamSelect
                {...a11y('favoriteTeam')}
                publicPage
                value={team.value}
                onBlur={team.onBlur}
                onChange={(value) => {
                  clearErrors('favoriteTeam')
                  team.onChange(value)
                }}
              />
            )}
          />
        </FormField>
        <FormField id={id('nickname')} label="Apelido" error={errors.nickname?.message}>
          <Input {...a11y('nickname')} autoComplete="nickname" {...field('nickname')} />
        </FormField>
      </div>
      <FormField id={id('playerPosition')} label="Posição" error={errors.playerPosition?.message}>
        <NativeSelect {...a11y('playerPosition')} {...field('playerPosition')}>
          <PositionOptions />
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('newPassword')} label="Nova senha" error={errors.newPassword?.message}>
          <Input
            {...a11y('newPassword')}
            type="password"
            autoComplete="new-password"
            {...field('newPassword')}
          />
        </FormField>
        <FormField
          id={id('confirmNewPassword')}
          label="Confirmar senha"
          error={errors.confirmNewPassword?.message}
        >
          <Input
            {...a11y('confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            {...field('confirmNewPassword')}
          />
        </FormField>
      </div>
      <Button
        type="submit"
        className="mt-2"
        disabled={activate.isPending}
        aria-busy={activate.isPending || undefined}
      >
        {activate.isPending ? <Spinner /> : null}
        {activate.isPending ? 'Ativando...' : 'Ativar conta'}
      </Button>
    </form>
  )
}
