import { CircleAlert } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { resetPasswordSchema } from '@bidfut/domain/contracts/profile'
import { BusyButton } from '@/components/busy-button'
import { fieldPropsFor, PasswordField } from '@/components/form-field'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { schemaResolver } from '@/lib/schema-resolver'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useResetLinkCheck } from './api/check-reset-link'
import { useResetPassword } from './api/reset-password'
import { LinkCheckStatus } from './components/link-check-status'
import { AuthCard, authLinkClass } from './components/auth-card'
import { ResetLinkRefused } from './components/reset-link-refused'

type ResetPasswordValues = { token: string; newPassword: string; confirmNewPassword: string }

const resolver = schemaResolver<ResetPasswordValues>(resetPasswordSchema)

/** /redefinir-senha/{token}: the link from the 'Esqueci minha senha' email, checked before the form. */
export function ResetPasswordPage() {
  useDocumentTitle('Redefinir senha')
  const token = useParams().token?.trim() ?? ''
  const check = useResetLinkCheck(token)

  // A 4xx other than a rate limit means the server judged the token itself unreadable.
  const status = check.error instanceof ApiError ? check.error.status : 0
  if (!token || (status >= 400 && status < 500 && status !== 429)) {
    return <ResetLinkRefused state="unknown" />
  }
  if (check.data && check.data.state !== 'valid')
    return <ResetLinkRefused state={check.data.state} />
  if (check.isError || check.isPending)
    return <LinkCheckStatus title="Redefinir senha" check={check} />
  return <ResetPasswordForm token={token} />
}

function ResetPasswordForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver,
    defaultValues: { token, newPassword: '', confirmNewPassword: '' },
  })
  const field = fieldPropsFor('reset', errors)
  const reset = useResetPassword()
  const navigate = useNavigate()
  // A 400 means the link stopped working after the check (used in another tab): offer a new one.
  const refusal = reset.error instanceof ApiError && reset.error.status === 400 ? reset.error : null

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values)
      toast.success('Senha redefinida com sucesso!', { description: 'Entre com a nova senha.' })
      void navigate('/login', { replace: true })
    } catch (error) {
      toast.error('Erro ao redefinir senha', { description: errorMessage(error) })
    }
  })

  return (
    <AuthCard title="Redefinir senha" description="Crie uma nova senha para a sua conta.">
      <div className="flex flex-col gap-4">
        {refusal ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Não foi possível redefinir a senha</AlertTitle>
            <AlertDescription className="flex flex-col gap-2">
              <p>{refusal.message}</p>
              <Link to="/esqueci-senha" className={authLinkClass}>
                Pedir um novo link
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}
        {errors.token ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.token.message}
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordField
            {...field('newPassword')}
            label="Nova senha"
            {...register('newPassword')}
          />
          <PasswordField
            {...field('confirmNewPassword')}
            label="Confirmar nova senha"
            {...register('confirmNewPassword')}
          />
          <BusyButton type="submit" busy={reset.isPending} busyLabel="Salvando...">
            Salvar nova senha
          </BusyButton>
        </form>
        <p className="text-center text-sm text-muted-foreground">
          <Link to="/login" className={authLinkClass}>
            Voltar para o login
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
