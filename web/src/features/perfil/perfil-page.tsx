import { CircleAlert } from 'lucide-react'
import { positionLabels, positionSchema } from '@bidfut/domain/contracts/enums'
import { PageHeader } from '@/components/page-header'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '@/lib/format'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useProfile } from './api/get-profile'

const notInformed = 'Não informado'

function positionLabel(value: string | null): string {
  const parsed = positionSchema.safeParse(value)
  return parsed.success ? positionLabels[parsed.data] : notInformed
}

export function PerfilPage() {
  useDocumentTitle('Meu Perfil')
  const profile = useProfile()

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Meu Perfil" />
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
          <CardHeader className="flex-row items-center gap-4">
            <UserAvatar
              name={profile.data.fullName}
              photoUrl={profile.data.photoUrl}
              className="size-16 text-xl"
            />
            <div className="min-w-0">
              <CardTitle className="break-words">{profile.data.fullName}</CardTitle>
              <CardDescription className="break-all">{profile.data.email}</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <ProfileField label="Nome completo" value={profile.data.fullName} />
              <ProfileField label="Apelido" value={profile.data.nickname} />
              <ProfileField label="Telefone" value={profile.data.phone} />
              <ProfileField
                label="Data de nascimento"
                value={formatDate(profile.data.birthDate, notInformed)}
              />
              <ProfileField label="Time do coração" value={profile.data.favoriteTeam} />
              <ProfileField label="Posição" value={positionLabel(profile.data.playerPosition)} />
              <ProfileField label="Email" value={profile.data.email} />
            </dl>
            <p className="mt-6 text-sm text-muted-foreground">
              A edição do perfil, da foto e da senha estará disponível em breve.
            </p>
          </CardContent>
        </Card>
      )}
    </div>
  )
}

function ProfileField({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 break-words">{value || notInformed}</dd>
    </div>
  )
}
