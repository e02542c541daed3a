import { useEffect, useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { MailCheck, Pencil } from 'lucide-react'
import { toast } from 'sonner'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { MyDataCard } from '@/components/my-data-card'
import type { SessionData } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { profileQueryOptions, useProfile } from './api/get-profile'
import { reminderEmailsQueryOptions } from './api/get-reminder-emails'
import { CalendarCard } from './components/calendar-card'
import { CompleteProfileCard } from './components/complete-profile-card'
import { MyActivitySection } from './components/my-activity-section'
import { PasskeysCard } from './components/passkeys-card'
import { ProfileDetails, ProfileField } from './components/profile-details'
import { ProfileForm } from './components/profile-form'
import { ProfilePhoto } from './components/profile-photo'
import { ProfileSection } from './components/profile-section'
import { MyChargesCard } from './components/my-charges-card'
import { PushNotificationsCard } from './components/push-notifications-card'
import { ReminderEmailsCard } from './components/reminder-emails-card'
import { EmailNoticesCard } from './components/email-notices-card'
import { WhatsAppCard } from './components/whatsapp-card'
import { errorMessage } from '@/lib/error-message'

/** A session that ended already told the user; a second toast would only repeat it. */
function isSessionMessage(message: string): boolean {
  return message.includes('Sessão expirada') || message.includes('login novamente')
}

export function PerfilPage() {
  useDocumentTitle('Meu Perfil')
  const profile = useProfile()
  const [editing, setEditing] = useState(false)
  // 'Enviamos um link de confirmação para …': stays until the person edits again or leaves.
  const [emailNotice, setEmailNotice] = useState<string | null>(null)

  useEffect(() => {
    if (!profile.isError || isSessionMessage(errorMessage(profile.error))) return
    toast.error('Erro ao carregar perfil', { description: errorMessage(profile.error) })
  }, [profile.isError, profile.error])

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Meu Perfil"
        actions={
          profile.isSuccess && !editing ? (
            <Button
              onClick={() => {
                setEmailNotice(null)
                setEditing(true)
              }}
            >
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          ) : null
        }
      />
      {/* What the short join left for later (ADR 049), above all else until it is done. */}
      {profile.isSuccess && !editing ? (
        <CompleteProfileCard profile={profile.data} className="mb-4" />
      ) : null}
      {profile.isPending ? (
        <LoadingStatus label="Carregando..." />
      ) : profile.isError ? (
        <LoadErrorAlert
          title="Erro ao carregar perfil"
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Card>
          <CardHeader className="items-center gap-4 text-center sm:flex-row sm:text-left">
            <ProfilePhoto name={profile.data.fullName} photoUrl={profile.data.photoUrl} />
            <div className="min-w-0">
              <CardTitle className="break-words">{profile.data.fullName}</CardTitle>
              <CardDescription className="break-all">{profile.data.email}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="border-t pt-6 sm:pt-6">
            {editing ? (
              <ProfileForm
                profile={profile.data}
                onDone={(notice) => {
                  setEmailNotice(notice ?? null)
                  setEditing(false)
                }}
              />
            ) : (
              <div className="flex flex-col gap-6">
                {emailNotice ? (
                  <Alert role="status">
                    <MailCheck aria-hidden="true" className="text-primary" />
                    <AlertTitle>Confirme seu novo email</AlertTitle>
                    <AlertDescription>
                      <p>{emailNotice}</p>
                      <p>Seu email só muda quando você abrir o link.</p>
                    </AlertDescription>
                  </Alert>
                ) : null}
                <ProfileSection titleId="profile-personal-title" title="Dados pessoais">
                  <ProfileDetails profile={profile.data} />
                </ProfileSection>
                <ProfileSection titleId="profile-account-title" title="Acesso" divided>
                  <dl className="grid gap-4 sm:grid-cols-2">
                    <ProfileField label="Email" value={profile.data.email} />
                    <ProfileField
                      label="Senha"
                      value={
                        profile.data.hasPassword
                          ? '••••••••'
                          : 'Sem senha: você entra com chave de acesso, link por email ou Google'
                      }
                    />
                  </dl>
                  <p className="text-sm text-muted-foreground">
                    Para alterar seus dados ou a senha, toque em Editar.
                  </p>
                </ProfileSection>
              </div>
            )}
          </CardContent>
        </Card>
      )}
      {/* Signing in without a password (ADR 049): the account's passkeys. */}
      {profile.isSuccess && !editing ? <PasskeysCard className="mt-4" /> : null}
      {/* Saved on its own at once: beside the form's 'Salvar' it would look part of it. */}
      {profile.isSuccess && !editing ? <ReminderEmailsCard className="mt-4" /> : null}
      {/* 'BID finalizado' and, for organisers, the weekly digest (ADR 061): the person's own. */}
      {profile.isSuccess && !editing ? <EmailNoticesCard className="mt-4" /> : null}
      {/* The person's own WhatsApp consent (ADR 051), on the account. */}
      {profile.isSuccess && !editing ? (
        <WhatsAppCard profilePhone={profile.data.phone ?? null} className="mt-4" />
      ) : null}
      {/* The person's calendar feed (ADR 037): every pelada's games, on the account. */}
      {profile.isSuccess && !editing ? <CalendarCard className="mt-4" /> : null}
      {/* The money (ADR 038): the member's own charges, with the Pix to pay them. */}
      {profile.isSuccess && !editing ? <MyChargesCard className="mt-4" /> : null}
      {/* Notificações neste aparelho (ADR 041): this browser's pushes, per kind. */}
      {profile.isSuccess && !editing ? <PushNotificationsCard className="mt-4" /> : null}
      {/* LGPD (ADR 040): export, deletion and the entries about the person. */}
      {profile.isSuccess && !editing ? (
        <MyDataCard
          className="mt-4"
          activity={<MyActivitySection />}
          hasPassword={profile.data.hasPassword}
        />
      ) : null}
    </div>
  )
}

/** What the page's first render reads (docs/web-boot.md). */
export function prefetchPerfil(queryClient: QueryClient, session: SessionData) {
  return Promise.all([
    queryClient.prefetchQuery(profileQueryOptions(session.companyPlayerId)),
    queryClient.prefetchQuery(reminderEmailsQueryOptions(session.companyPlayerId)),
  ])
}
