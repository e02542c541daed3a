import type { ActivationData } from '@bidfut/domain/contracts/profile'
import { activationFormSchema } from '@bidfut/domain/contracts/profile'
import { formatPhone } from '@bidfut/domain/rules/phone'
import { schemaResolver } from '@/lib/schema-resolver'

export type ActivationFormValues = {
  fullName: string
  email: string
  phone: string
  birthDate: string
  favoriteTeam: string
  nickname: string
  playerPosition: string
  newPassword: string
  confirmNewPassword: string
}

export function activationFormFromData(data: ActivationData): ActivationFormValues {
  return {
    fullName: data.fullName,
    email: data.email ?? '',
    phone: formatPhone(data.phone ?? ''),
    birthDate: data.birthDate?.slice(0, 10) ?? '',
    favoriteTeam: data.favoriteTeam ?? '',
    nickname: data.nickname ?? '',
    playerPosition: data.playerPosition ?? '',
    newPassword: '',
    confirmNewPassword: '',
  }
}

/** The shared activation schema as a form resolver: the first message of each field. */
export const activationResolver = schemaResolver<ActivationFormValues>(activationFormSchema)
