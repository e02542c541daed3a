import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import type { Position } from './enums.ts'
import {
  confirmPasswordField,
  fullNameField,
  newPasswordField,
  optionalBirthDate,
  optionalText,
  requiredBirthDate,
  requiredEmail,
  positionField,
  requiredText,
  type PersonData,
} from './person-fields.ts'

/** 'Meu Perfil'. The nickname belongs to the group and is read-only here; a photo has its own call. */
export const profileUpdateSchema = z
  .strictObject({
    fullName: fullNameField,
    email: requiredEmail,
    phone: optionalText(20),
    birthDate: optionalBirthDate,
    favoriteTeam: optionalText(80),
    playerPosition: positionField.nullish(),
    nickname: z.string().nullish(),
    photoUrl: z.string().nullish(),
    password: z.string().max(200).nullish(),
    newPassword: z.string().max(200).nullish(),
    confirmNewPassword: z.string().max(200).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.newPassword && !value.confirmNewPassword) return
    if (!value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Para alterar a senha, informe sua senha atual.',
      })
    }
    if (value.newPassword !== value.confirmNewPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmNewPassword'],
        message: 'A nova senha e a confirmação devem ser iguais.',
      })
    }
    if ((value.newPassword ?? '').length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
      })
    }
  })
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>
export type ProfileUpdate = z.output<typeof profileUpdateSchema>

/**
 * A typed confirmation must equal the password. Object refinements normally wait until every
 * field is valid; `when` runs this one as soon as both passwords are text, so the mismatch
 * shows together with the other fields' errors.
 */
function passwordsMatch(password: string, confirm: string, message: string) {
  return z.refine<Record<string, unknown>>(
    (value) => !value[confirm] || value[password] === value[confirm],
    {
      message,
      path: [confirm],
      when: ({ value }) => {
        const fields = value as Record<string, unknown> | null | undefined
        return typeof fields?.[password] === 'string' && typeof fields[confirm] === 'string'
      },
    },
  )
}

const activationFields = z.strictObject({
  fullName: fullNameField,
  email: requiredEmail,
  birthDate: requiredBirthDate,
  phone: requiredText('Telefone é obrigatório', 20),
  favoriteTeam: optionalText(80),
  nickname: optionalText(60),
  playerPosition: positionField,
  newPassword: newPasswordField,
  confirmNewPassword: confirmPasswordField,
})
const activationPasswordsMatch = passwordsMatch(
  'newPassword',
  'confirmNewPassword',
  'As senhas não conferem',
)

/** The activation form (/activate-user/{token}) without the token, for the web form. */
export const activationFormSchema = activationFields.check(activationPasswordsMatch)
export const activationRequestSchema = activationFields
  .extend({
    token: z.string({ message: 'Token não fornecido' }).min(1, 'Token não fornecido').max(200),
  })
  .check(activationPasswordsMatch)
export type ActivationRequestInput = z.input<typeof activationRequestSchema>
export type ActivationRequest = z.output<typeof activationRequestSchema>

export type ActivationData = PersonData & {
  success: true
  message: string
  playerId: number
  companyPlayerId: number
  photoUrl: string | null
}

/** /registro positions as the form shows them, and the wire position each one means. */
export const registrationPositions = {
  goleiro: 'goalkeeper',
  zagueiro: 'defender',
  lateral: 'fullback',
  'meio-campo': 'midfielder',
  atacante: 'striker',
} as const satisfies Record<string, Position>

export const registrationSchema = z
  .strictObject({
    nome: requiredText('Nome é obrigatório'),
    email: requiredEmail,
    telefone: requiredText('Telefone é obrigatório', 20),
    posicao: z.enum(Object.keys(registrationPositions) as [keyof typeof registrationPositions], {
      message: 'Posição é obrigatória',
    }),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    convite: optionalText(200),
    nomeDaPelada: optionalText(80),
  })
  .check(passwordsMatch('password', 'confirmPassword', 'As senhas não coincidem.'))
  // As with the passwords, `when` lets this show with the other fields' errors.
  .refine((value) => value.convite || value.nomeDaPelada, {
    message: 'Informe o nome da pelada.',
    path: ['nomeDaPelada'],
    when: ({ issues }) =>
      !issues.some((issue) => issue.path?.[0] === 'convite' || issue.path?.[0] === 'nomeDaPelada'),
  })
export type RegistrationInput = z.input<typeof registrationSchema>
export type Registration = z.output<typeof registrationSchema>

export const forgotPasswordSchema = z.strictObject({ email: requiredEmail })

export const resetPasswordSchema = z
  .strictObject({
    token: z.string({ message: 'Token não fornecido' }).min(1, 'Token não fornecido').max(200),
    newPassword: newPasswordField,
    confirmNewPassword: confirmPasswordField,
  })
  .check(passwordsMatch('newPassword', 'confirmNewPassword', 'As senhas não conferem'))
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

export type InviteInfo = { success: true; groupName: string }
export type PhotoUploadResponse = { success: true; photoUrl: string; message: string }
/** `{ success, message }`: the answer of calls that only confirm what they did. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>
