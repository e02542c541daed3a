import { useForm } from 'react-hook-form'
import { Link, Navigate, useLocation } from 'react-router'
import { toast } from 'sonner'
import { loginRequestSchema, type LoginRequest } from '@bidfut/domain/contracts/accounts'
import { BusyButton } from '@/components/busy-button'
import { EmailField, PasswordField } from '@/components/form-field'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { redirectTargetAfterLogin, redirectTargetForAccount } from '@/lib/auth-redirect'
import { schemaResolver } from '@/lib/schema-resolver'
import { useSessionState } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useLogin } from './api/login'
import { PasswordlessOptions } from './components/passwordless-options'
import { errorMessage } from '@/lib/error-message'

const resolver = schemaResolver<LoginRequest>(loginRequestSchema)

export function LoginPage() {
  useDocumentTitle('Login')
  const { session, account } = useSessionState()
  const location = useLocation()
  const loginMutation = useLogin()
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver,
    defaultValues: { email: '', password: '', keepLogged: false },
  })

  // Covers both a signed-in visitor and the moment a login succeeds.
  if (session) return <Navigate to={redirectTargetAfterLogin(location.state)} replace />
  // Signed in with no group (ADR 042): 'Minha conta', or the invite link that brought them.
  if (account) return <Navigate to={redirectTargetForAccount(location.state)} replace />

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await loginMutation.mutateAsync(values)
      toast.success('Login realizado com sucesso!', { description: `Bem-vindo, ${response.name}!` })
    } catch (error) {
      toast.error('Erro no login', {
        description: errorMessage(error),
      })
    }
  })

  const pending = loginMutation.isPending

  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-4 sm:py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Login</h1>
          <CardDescription>Entre com seu email e senha para acessar a sua pelada.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <EmailField
              id="login-email"
              error={errors.email?.message}
              // 'webauthn': the browser may offer this site's passkeys among the suggestions.
              autoComplete="email webauthn"
              {...register('email')}
            />
            <PasswordField
              id="login-password"
              label="Senha"
              error={errors.password?.message}
              autoComplete="current-password"
              {...register('password')}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <Checkbox id="login-keep-logged" {...register('keepLogged')} />
                <Label htmlFor="login-keep-logged">Lembrar de mim</Label>
              </div>
              <Link
                to="/esqueci-senha"
                className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                Esqueci minha senha
              </Link>
            </div>
            <BusyButton type="submit" busy={pending} busyLabel="Entrando...">
              Entrar
            </BusyButton>
          </form>
          <div className="mt-6">
            <PasswordlessOptions
              emailNow={() => getValues('email')}
              onEmailProblem={(message) => setError('email', { message }, { shouldFocus: true })}
            />
          </div>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Ainda não tem conta?{' '}
            <Link
              to="/registro"
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Registre-se
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
