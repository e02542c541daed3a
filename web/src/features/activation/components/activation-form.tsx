import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { activationFormSchema, type ActivationData } from '@bidfut/domain/contracts/profile'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { BusyButton } from '@/components/busy-button'
import { FavoriteTeamField } from '@/components/favorite-team-select'
import {
  EmailField,
  fieldPropsFor,
  InputField,
  PasswordField,
  SelectField,
} from '@/components/form-field'
import { PhoneField } from '@/components/phone-input'
import { PositionOptions } from '@/components/position-options'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors } from '@/lib/form-errors'
import { useActivateAccount } from '../api/activate-account'
import {
  activationFormFromData,
  activationResolver,
  type ActivationFormValues,
} from '../activation-form-values'

export function ActivationForm({
  token,
  data,
  onSent,
}: {
  token: string
  data: ActivationData
  /** Sent: the answer is the same whether the email has an account or not (ADR 026). */
  onSent: (sent: { email: string; message: string }) => void
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
    // An error goes away as soon as its field is edited, not when it becomes valid.
    reValidateMode: 'onSubmit',
  })
  const activate = useActivateAccount()
  const field = fieldPropsFor('activation', errors)
  const clearOnEdit = (name: keyof ActivationFormValues) => ({ onChange: () => clearErrors(name) })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const request = activationFormSchema.parse(values)
      const answer = await activate.mutateAsync({ ...request, token })
      onSent({ email: request.email, message: answer.message })
    } catch (error) {
      showServerFieldErrors(setError, error, values)
      toast.error('Erro ao ativar conta', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <InputField
        {...field('fullName')}
        label="Nome completo"
        autoComplete="name"
        maxLength={TEXT_MAX.fullName}
        {...register('fullName', clearOnEdit('fullName'))}
      />
      <EmailField {...field('email')} {...register('email', clearOnEdit('email'))} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          {...field('phone')}
          control={control}
          name="phone"
          rules={clearOnEdit('phone')}
        />
        <InputField
          {...field('birthDate')}
          label="Data de nascimento"
          type="date"
          autoComplete="bday"
          {...register('birthDate', clearOnEdit('birthDate'))}
        />
        <FavoriteTeamField
          {...field('favoriteTeam')}
          control={control}
          name="favoriteTeam"
          rules={clearOnEdit('favoriteTeam')}
          publicPage
        />
        <InputField
          {...field('nickname')}
          label="Apelido"
          autoComplete="nickname"
          maxLength={TEXT_MAX.nickname}
          {...register('nickname', clearOnEdit('nickname'))}
        />
      </div>
      <SelectField
        {...field('playerPosition')}
        label="Posição"
        {...register('playerPosition', clearOnEdit('playerPosition'))}
      >
        <PositionOptions />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          {...field('newPassword')}
          label="Nova senha"
          {...register('newPassword', clearOnEdit('newPassword'))}
        />
        <PasswordField
          {...field('confirmNewPassword')}
          label="Confirmar senha"
          {...register('confirmNewPassword', clearOnEdit('confirmNewPassword'))}
        />
      </div>
      <BusyButton type="submit" className="mt-2" busy={activate.isPending} busyLabel="Ativando...">
        Ativar conta
      </BusyButton>
      <p className="text-center text-sm text-muted-foreground">
        Veja como tratamos os seus dados na{' '}
        {/* A new tab, so what was typed in the form is still there on return. */}
        <Link
          to="/privacy"
          target="_blank"
          rel="noopener"
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Política de Privacidade<span className="sr-only"> (abre em nova aba)</span>
        </Link>
        .
      </p>
    </form>
  )
}
