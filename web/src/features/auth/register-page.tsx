import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useInviteInfo } from './api/get-invite-info'
import { AuthCard, authLinkClass } from './components/auth-card'
import { InviteBanner } from './components/invite-banner'
import { RegisterForm } from './components/register-form'
import { SignupSent } from './components/signup-sent'

export function RegisterPage() {
  useDocumentTitle('Registro')
  const session = useSession()
  if (session) return <AlreadySignedIn name={session.name} email={session.email} />
  return <RegisterPanel />
}

/** Someone signed in has nothing to register: a blank form would only puzzle them. */
function AlreadySignedIn({ name, email }: { name: string; email: string }) {
  return (
    <AuthCard title="Você já está conectado" description={`Você entrou como ${name} (${email}).`}>
      <div className="flex flex-col gap-4">
        <Button asChild className="w-full">
          <Link to="/dashboard">Ir para o Dashboard</Link>
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Para criar outra conta, saia desta pelo menu antes.
        </p>
      </div>
    </AuthCard>
  )
}

function RegisterPanel() {
  const invite = useSearchParams()[0].get('convite')?.trim() || null
  const inviteInfo = useInviteInfo(invite ?? '')
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null)

  if (sent) {
    return (
      <AuthCard title="Registro">
        <SignupSent email={sent.email} message={sent.message} />
      </AuthCard>
    )
  }

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
          <RegisterForm key={invite ?? 'new-group'} invite={invite} onSent={setSent} />
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
