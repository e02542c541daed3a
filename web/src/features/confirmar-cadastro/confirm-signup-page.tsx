import type { ReactNode } from 'react'
import { CircleAlert, UserPlus } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { roleLabels } from '@bidfut/domain/contracts/enums'
import { SIGNUP_LINK_INVALID, type SignupPreview } from '@bidfut/domain/contracts/signup'
import { BusyButton } from '@/components/busy-button'
import { ErrorAlert, LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useConfirmSignup } from './api/confirm-signup'
import { useSignupPreview } from './api/get-signup-preview'

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

/**
 * /confirmar-cadastro/{token}: the link emailed after /registro or an activation. Opening it
 * only shows what will be created (mail scanners open links too); the tap on 'Confirmar
 * cadastro' creates it and signs the person in (ADR 026).
 */
export function ConfirmSignupPage() {
  useDocumentTitle('Confirmar cadastro')
  const token = useParams().token?.trim() ?? ''
  const preview = useSignupPreview(token)
  const confirm = useConfirmSignup()
  const navigate = useNavigate()

  // A 4xx other than a rate limit: the server judged the link itself.
  const status = preview.error instanceof ApiError ? preview.error.status : 0
  if (!token || (status >= 400 && status < 500 && status !== 429)) {
    return <LinkRefused message={token ? errorMessage(preview.error) : SIGNUP_LINK_INVALID} />
  }

  const onConfirm = async () => {
    try {
      const session = await confirm.mutateAsync(token)
      toast.success(session.message)
      void navigate('/dashboard', { replace: true })
    } catch (error) {
      toast.error('Não foi possível confirmar o cadastro', { description: errorMessage(error) })
    }
  }

  return (
    <PageCard>
      <CardHeader>
        <UserPlus aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-2xl font-bold tracking-tight">Confirme seu cadastro</h1>
        <CardDescription>Confira os dados e toque no botão para criar a sua conta.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {preview.isPending ? (
          <LoadingStatus label="Carregando cadastro..." className="py-6" />
        ) : preview.isError ? (
          <LoadErrorAlert
            title="Não foi possível carregar o cadastro"
            message={errorMessage(preview.error)}
            onRetry={() => void preview.refetch()}
            retrying={preview.isFetching}
          />
        ) : (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="text-muted-foreground">Nome</dt>
              <dd className="font-medium break-words">{preview.data.fullName}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="font-medium break-words">{preview.data.email}</dd>
              <dt className="text-muted-foreground">
                {preview.data.createsGroup ? 'Nova pelada' : 'Pelada'}
              </dt>
              <dd className="font-medium break-words">
                {preview.data.groupName}
                <span className="block font-normal text-muted-foreground">
                  {joiningAs(preview.data)}
                </span>
              </dd>
            </dl>
            {confirm.isError ? (
              <ErrorAlert
                title="Não foi possível confirmar o cadastro"
                message={errorMessage(confirm.error)}
              />
            ) : null}
            <BusyButton
              className="w-full"
              busy={confirm.isPending}
              busyLabel="Confirmando..."
              onClick={() => void onConfirm()}
            >
              Confirmar cadastro
            </BusyButton>
          </>
        )}
      </CardContent>
    </PageCard>
  )
}

function PageCard({ children, role }: { children: ReactNode; role?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-4 sm:py-10">
      <Card role={role}>{children}</Card>
    </div>
  )
}

/** A link used, expired or mistyped: nothing to confirm, and the way to a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <PageCard role="alert">
      <CardHeader className="items-center text-center">
        <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
        <h1 className="text-2xl font-bold tracking-tight">Link inválido ou expirado</h1>
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <Button asChild className="w-full">
          <Link to="/registro">Fazer o cadastro de novo</Link>
        </Button>
        <Link to="/login" className={`${linkClass} text-sm`}>
          Já confirmou? Entrar
        </Link>
      </CardContent>
    </PageCard>
  )
}

/** What the person will be in the pelada, as the confirmation will make them. */
function joiningAs({ createsGroup, role }: SignupPreview): string {
  if (createsGroup) return 'Você será o administrador, com 3 meses grátis.'
  if (role === 'member') return 'Você entrará como jogador.'
  return `Você entrará como ${roleLabels[role].toLowerCase()} da pelada.`
}
