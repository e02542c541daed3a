import { useEffect, useState } from 'react'
import { CircleAlert, Pencil } from 'lucide-react'
import { toast } from 'sonner'
import { PageHeader } from '@/components/page-header'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useProfile } from './api/get-profile'
import { ProfileDetails, ProfileField } from './components/profile-details'
import { ProfileForm } from './components/profile-form'
import { ProfilePhoto } from './components/profile-photo'

/** A session that ended already told the user; a second toast would only repeat it. */
function isSessionMessage(message: string): boolean {
  return message.includes('Sessão expirada') || message.includes('login novamente')
}

export function PerfilPage() {
  useDocumentTitle('Meu Perfil')
  const profile = useProfile()
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    if (!profile.isError || isSessionMessage(profile.error.message)) return
    toast.error('Erro ao carregar perfil', { description: profile.error.message })
  }, [profile.isError, profile.error])

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Meu Perfil"
        actions={
          profile.isSuccess && !editing ? (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          ) : null
        }
      />
      {profile.isPending ? (
        <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
          <Spinner className="text-primary" />
          <span>Carregando...</span>
        </div>
      ) : profile.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Erro ao carregar perfil</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{profile.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
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
              <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
            ) : (
              <div className="flex flex-col gap-6">
                <section aria-labelledby="profile-personal-title" className="flex flex-col gap-4">
                  <h2 id="profile-personal-title" className="text-lg font-semibold">
                    Dados pessoais
                  </h2>
                  <ProfileDetails profile={profile.data} />
                </section>
                <section
                  aria-labelledby="profile-account-title"
                  className="flex flex-col gap-4 border-t pt-6"
                >
                  <h2 id="profile-account-title" className="text-lg font-semibold">
                    Acesso
                  </h2>
                  <dl className="grid gap-4 sm:grid-cols-2">
                    <ProfileField label="Email" value={profile.data.email} />
                    <ProfileField label="Senha" value="••••••••" />
                  </dl>
                  <p className="text-sm text-muted-foreground">
                    Para alterar seus dados ou a senha, toque em Editar.
                  </p>
                </section>
              </div>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  )
}
