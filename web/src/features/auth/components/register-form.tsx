import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { fieldA11y, FormField } from '@/components/form-field'
import { PhoneInput } from '@/components/phone-input'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useRegister } from '../api/register'
import {
  registerPositionOptions,
  registerResolver,
  type RegisterFormValues,
} from '../register-form-values'

/** With an invite the person joins that pelada; without one they also name a new pelada. */
export function RegisterForm({ invite }: { invite: string | null }) {
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
  const navigate = useNavigate()
  const a11y = (name: keyof RegisterFormValues) =>
    fieldA11y(`register-${name}`, errors[name]?.message)

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync({
        ...values,
        convite: invite || null,
        nomeDaPelada: invite ? null : values.nomeDaPelada,
        posicao: values.posicao as RegisterPosition,
      })
      toast.success('Registro realizado com sucesso!', {
        description: 'Entre com seu email e senha.',
      })
      void navigate('/login', { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if (name in values) setError(name as keyof RegisterFormValues, { message })
        }
      }
      toast.error('Erro no registro', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {invite ? null : (
        <FormField
          id="register-nomeDaPelada"
          label="Nome da pelada"
          error={errors.nomeDaPelada?.message}
          hint="Você será o administrador da nova pelada, com 3 meses grátis."
        >
          <Input
            {...a11y('nomeDaPelada')}
            autoComplete="organization"
            {...register('nomeDaPelada')}
          />
        </FormField>
      )}
      <FormField id="register-nome" label="Nome completo" error={errors.nome?.message}>
        <Input {...a11y('nome')} autoComplete="name" {...register('nome')} />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input
          {...a11y('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
        />
      </FormField>
      <FormField id="register-telefone" label="Telefone" error={errors.telefone?.message}>
        <Controller
          control={control}
          name="telefone"
          render={({ field }) => (
            <PhoneInput
              {...a11y('telefone')}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField id="register-posicao" label="Posição favorita" error={errors.posicao?.message}>
        <NativeSelect {...a11y('posicao')} {...register('posicao')}>
          <option value="">Selecione</option>
          {registerPositionOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="register-password" label="Senha" error={errors.password?.message}>
        <Input
          {...a11y('password')}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
      </FormField>
      <FormField
        id="register-confirmPassword"
        label="Confirmar senha"
        error={errors.confirmPassword?.message}
      >
        <Input
          {...a11y('confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
      </FormField>
      <Button
        type="submit"
        className="mt-2"
        disabled={registration.isPending}
        aria-busy={registration.isPending || undefined}
      >
        {registration.isPending ? <Spinner /> : null}
        {registration.isPending ? 'Registrando...' : 'Registrar'}
      </Button>
    </form>
  )
}

type RegisterPosition = (typeof registerPositionOptions)[number]['value']
