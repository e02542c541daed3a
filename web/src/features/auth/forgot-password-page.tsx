import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { forgotPasswordSchema } from '@bidfut/domain/contracts/profile'
import { BusyButton } from '@/components/busy-button'
import { EmailField } from '@/components/form-field'
import { errorMessage } from '@/lib/error-message'
import { schemaResolver } from '@/lib/schema-resolver'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useForgotPassword } from './api/forgot-password'
import { AuthCard, authLinkClass } from './components/auth-card'

type ForgotPasswordValues = { email: string }
const resolver = schemaResolver<ForgotPasswordValues>(forgotPasswordSchema)

export function ForgotPasswordPage() {
  useDocumentTitle('Esqueci minha senha')
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver, defaultValues: { email: '' } })
  const forgot = useForgotPassword()
  const navigate = useNavigate()

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email.trim())
      toast.success('Email enviado!', {
        description:
          'Se o email estiver cadastrado, você receberá um link para criar uma nova senha.',
      })
      void navigate('/login', { replace: true })
    } catch (error) {
      toast.error('Erro ao enviar email', { description: errorMessage(error) })
    }
  })

  return (
    <AuthCard
      title="Esqueci minha senha"
      description="Informe o email da sua conta e enviaremos um link para você criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField id="forgot-email" error={errors.email?.message} {...register('email')} />
        <BusyButton type="submit" busy={forgot.isPending} busyLabel="Enviando...">
          Enviar link
        </BusyButton>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Lembrou a senha?{' '}
        <Link to="/login" className={authLinkClass}>
          Voltar para o login
        </Link>
      </p>
    </AuthCard>
  )
}
