import { CircleAlert, Users } from 'lucide-react'
import { Link } from 'react-router'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import type { useInviteInfo } from '../api/get-invite-info'
import { authLinkClass } from './auth-card'
import { errorMessage } from '@/lib/error-message'

/** Which pelada an invite joins, or why it cannot be used. */
export function InviteBanner({ invite }: { invite: ReturnType<typeof useInviteInfo> }) {
  if (invite.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4 text-primary" />
        <span>Verificando convite...</span>
      </div>
    )
  }
  if (invite.isError) {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Convite inválido</AlertTitle>
        <AlertDescription className="flex flex-col gap-2">
          <p>{errorMessage(invite.error)}</p>
          <p>
            Você também pode{' '}
            <Link to="/registro" className={authLinkClass}>
              criar uma nova pelada
            </Link>
            .
          </p>
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert role="status" className="border-primary/40 bg-secondary">
      <Users aria-hidden="true" className="text-primary" />
      <AlertTitle>Convite para {invite.data.groupName}</AlertTitle>
      <AlertDescription>
        Ao se registrar, você entra na pelada <strong>{invite.data.groupName}</strong> como jogador
        avulso.
      </AlertDescription>
    </Alert>
  )
}
