import type { z } from 'zod'
import type { Profile } from '@bidfut/domain/contracts/accounts'

export type ProfileFormValues = {
  fullName: string
  phone: string
  birthDate: string
  favoriteTeam: string
  playerPosition: string
  email: string
  password: string
  newPassword: string
  confirmNewPassword: string
}

export function profileFormFromProfile(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? '',
    birthDate: profile.birthDate?.slice(0, 10) ?? '',
    favoriteTeam: profile.favoriteTeam ?? '',
    playerPosition: profile.playerPosition ?? '',
    email: profile.email ?? '',
    password: '',
    newPassword: '',
    confirmNewPassword: '',
  }
}

/** The form's strings as the shared schema reads them: blanks become null. */
export function profileInputFromForm(values: ProfileFormValues) {
  return {
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    birthDate: values.birthDate,
    favoriteTeam: values.favoriteTeam,
    playerPosition: values.playerPosition || null,
    password: values.password || null,
    newPassword: values.newPassword || null,
    confirmNewPassword: values.confirmNewPassword || null,
  }
}

// Each password rule has its own toast title; the schema gives the description.
const passwordTitles: [keyof ProfileFormValues, string][] = [
  ['password', 'Senha atual obrigatória'],
  ['confirmNewPassword', 'Senhas não conferem'],
  ['newPassword', 'Senha muito curta'],
]

/** The first password-change problem, in passwordTitles' order; null when there is none. */
export function firstPasswordProblem(
  error: z.ZodError,
): { title: string; description: string } | null {
  for (const [field, title] of passwordTitles) {
    const issue = error.issues.find((candidate) => candidate.path[0] === field)
    if (issue) return { title, description: issue.message }
  }
  return null
}
