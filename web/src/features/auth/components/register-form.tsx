import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { BusyButton } from '@/components/busy-button'
import {
  EmailField,
  fieldPropsFor,
  InputField,
  PasswordField,
  SelectField,
} from '@/components/form-field'
import { PhoneField } from '@/components/phone-input'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors } from '@/lib/form-errors'
import { useRegister } from '../api/register'
import {
  registerPositionOptions,
  registerResolver,
  type RegisterFormValues,
  type RegisterPosition,
} from '../register-form-values'
import { authLinkClass } from './auth-card'

/**
 * With an invite the person joins that pelada; without one they also name a new pelada. Sent,
 * it hands over the address the confirmation link went to.
 */
export function RegisterForm({
  invite,
  onSent,
}: {
  invite: string | null
  onSent: (sent: { email: string; message: string }) => void
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: registerResolver,
    defaultValues: {
      nome: '',
      email: '',
      telefone: '',
      posicao: '',
      password: '',
      confirmPassword: '',
      convite: invite ?? '',
      nomeDaPelada: '',
    },
  })
  const registration = useRegister()
  const field = fieldPropsFor('register', errors)

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await registration.mutateAsync({
        ...values,
        convite: invite || null,
        nomeDaPelada: invite ? null : values.nomeDaPelada,
        posicao: values.posicao as RegisterPosition,
      })
      onSent({ email: values.email.trim().toLowerCase(), message: answer.message })
    } catch (error) {
      showServerFieldErrors(setError, error, values)
      toast.error('Erro no registro', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {invite ? null : (
        <InputField
          {...field('nomeDaPelada')}
          label="Nome da pelada"
          maxLength={TEXT_MAX.groupName}
          hint="Você será o administrador da nova pelada, com 3 meses grátis."
          autoComplete="organization"
          {...register('nomeDaPelada')}
        />
      )}
      <InputField
        {...field('nome')}
        label="Nome completo"
        autoComplete="name"
        maxLength={TEXT_MAX.fullName}
        {...register('nome')}
      />
      <EmailField {...field('email')} {...register('email')} />
      <PhoneField {...field('telefone')} control={control} name="telefone" />
      <SelectField {...field('posicao')} label="Posição favorita" {...register('posicao')}>
        <option value="">Selecione</option>
        {registerPositionOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <PasswordField {...field('password')} label="Senha" {...register('password')} />
      <PasswordField
        {...field('confirmPassword')}
        label="Confirmar senha"
        {...register('confirmPassword')}
      />
      <BusyButton
        type="submit"
        className="mt-2"
        busy={registration.isPending}
        busyLabel="Registrando..."
      >
        Registrar
      </BusyButton>
      <p className="text-center text-sm text-muted-foreground">
        Veja como tratamos os seus dados na{' '}
        {/* A new tab, so what was typed in the form is still there on return. */}
        <Link to="/privacy" target="_blank" rel="noopener" className={authLinkClass}>
          Política de Privacidade<span className="sr-only"> (abre em nova aba)</span>
        </Link>
        .
      </p>
    </form>
  )
}
