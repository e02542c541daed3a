import { Link, useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useInviteInfo } from './api/get-invite-info'
import { AuthCard, authLinkClass } from './components/auth-card'
import { InviteBanner } from './components/invite-banner'
import { RegisterForm } from './components/register-form'

export function RegisterPage() {
  useDocumentTitle('Registro')
  const invite = useSearchParams()[0].get('convite')?.trim() || null
  const inviteInfo = useInviteInfo(invite ?? '')

  return (
    <AuthCard
      title="Registro"
      description={
        invite
          ? 'Crie sua conta para entrar na pelada.'
          : 'Crie sua conta e a sua pelada no Bidfut.'
      }
    >
      <div className="flex flex-col gap-6">
        {invite ? <InviteBanner invite={inviteInfo} /> : null}
        {invite && !inviteInfo.isSuccess ? null : (
          <RegisterForm key={invite ?? 'new-group'} invite={invite} />
        )}
        <p className="text-center text-sm text-muted-foreground">
          Já tem conta?{' '}
          <Link to="/login" className={authLinkClass}>
            Entrar
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
