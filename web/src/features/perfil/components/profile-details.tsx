import { positionLabels, positionSchema } from '@bidfut/domain/contracts/enums'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { formatDate } from '@/lib/format'

export const notInformed = 'Não informado'

function positionLabel(value: string | null): string {
  const parsed = positionSchema.safeParse(value)
  return parsed.success ? positionLabels[parsed.data] : notInformed
}

/** Personal data in view mode. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ProfileField label="Nome completo" value={profile.fullName} />
      <ProfileField label="Apelido" value={profile.nickname} />
      <ProfileField label="Telefone" value={profile.phone} />
      <ProfileField label="Data de nascimento" value={formatDate(profile.birthDate, notInformed)} />
      <ProfileField label="Time do coração" value={profile.favoriteTeam} />
      <ProfileField label="Posição" value={positionLabel(profile.playerPosition)} />
    </dl>
  )
}

export function ProfileField({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 break-words">{value || notInformed}</dd>
    </div>
  )
}
