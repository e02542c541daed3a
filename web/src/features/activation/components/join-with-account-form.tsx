import { ArrowLeft, Info } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { joinWithAccountSchema } from '@bidfut/domain/contracts/memberships'
import { BusyButton } from '@/components/busy-button'
import { EmailField, fieldPropsFor, PasswordField } from '@/components/form-field'
import { ErrorAlert } from '@/components/query-status'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { showServerFieldErrors } from '@/lib/form-errors'
import { schemaResolver } from '@/lib/schema-resolver'
import { useJoinFromToken } from '../api/join-from-token'

type JoinFormValues = { token: string; email: string; password: string }

const resolver = schemaResolver<JoinFormValues>(joinWithAccountSchema)

/**
 * 'Entrar com minha conta': the typed email already has an account, so the person proves it
 * with that account's password instead of creating a new one.
 */
export function JoinWithAccountForm({
  token,
  email,
  onJoined,
  onBack,
}: {
  token: string
  email: string
  onJoined: () => void
  onBack: () => void
}) {
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<JoinFormValues>({
    resolver,
    defaultValues: { token, email, password: '' },
    reValidateMode: 'onSubmit',
  })
  const join = useJoinFromToken()
  const field = fieldPropsFor('join', errors)
  const clearOnEdit = (name: keyof JoinFormValues) => ({ onChange: () => clearErrors(name) })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await join.mutateAsync(values)
      onJoined()
    } catch (error) {
      showServerFieldErrors(setError, error, values)
      toast.error('Não foi possível entrar', { description: errorMessage(error) })
    }
  })
  // A refusal that names no field (a wrong password, a used link) stays in view above the form.
  const refusal =
    join.error && !(join.error instanceof ApiError && join.error.fieldErrors)
      ? errorMessage(join.error)
      : null

  return (
    <div className="flex flex-col gap-4">
      <Alert role="note">
        <Info aria-hidden="true" className="text-primary" />
        <AlertDescription>
          <p>
            Já tem uma conta no Bidfut? Entre com o email e a senha dela para participar da pelada.
            Este link aceita poucas tentativas.
          </p>
        </AlertDescription>
      </Alert>
      {refusal ? <ErrorAlert title="Não foi possível entrar" message={refusal} /> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField {...field('email')} {...register('email', clearOnEdit('email'))} />
        <PasswordField
          {...field('password')}
          label="Senha da sua conta"
          autoComplete="current-password"
          // The email is already filled in: the password is what is missing.
          autoFocus
          {...register('password', clearOnEdit('password'))}
        />
        <BusyButton type="submit" className="mt-2" busy={join.isPending} busyLabel="Entrando...">
          Entrar com minha conta
        </BusyButton>
      </form>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" size="sm" onClick={onBack} disabled={join.isPending}>
          <ArrowLeft aria-hidden="true" />
          Voltar ao cadastro
        </Button>
        <Link
          to="/esqueci-senha"
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Esqueci minha senha
        </Link>
      </div>
    </div>
  )
}
