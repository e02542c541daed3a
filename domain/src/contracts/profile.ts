import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { positions, type Position } from './enums.ts'
import {
  confirmPasswordField,
  newPasswordField,
  optionalBirthDate,
  optionalText,
  requiredBirthDate,
  requiredEmail,
  requiredText,
} from './person-fields.ts'

const position = z.enum(positions, { message: 'Posição é obrigatória' })

/** 'Meu Perfil'. The nickname belongs to the group and is read-only here; a photo has its own call. */
export const profileUpdateSchema = z
  .strictObject({
    fullName: requiredText('Nome completo é obrigatório'),
    email: requiredEmail,
    phone: optionalText(20),
    birthDate: optionalBirthDate,
    favoriteTeam: optionalText(80),
    playerPosition: position.nullish(),
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

function passwordsMatch(message: string) {
  return (value: { newPassword: string; confirmNewPassword: string }, ctx: z.RefinementCtx) => {
    if (value.confirmNewPassword && value.newPassword !== value.confirmNewPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message })
    }
  }
}

const activationFields = z.strictObject({
  fullName: requiredText('Nome completo é obrigatório'),
  email: requiredEmail,
  birthDate: requiredBirthDate,
  phone: requiredText('Telefone é obrigatório', 20),
  favoriteTeam: optionalText(80),
  nickname: optionalText(60),
  playerPosition: position,
  newPassword: newPasswordField,
  confirmNewPassword: confirmPasswordField,
})

/** The activation form (/activate-user/{token}) without the token, for the web form. */
export const activationFormSchema = activationFields.superRefine(
  passwordsMatch('As senhas não conferem'),
)
export const activationRequestSchema = activationFields
  .extend({
    token: z.string({ message: 'Token não fornecido' }).min(1, 'Token não fornecido').max(200),
  })
  .superRefine(passwordsMatch('As senhas não conferem'))
export type ActivationRequestInput = z.input<typeof activationRequestSchema>
export type ActivationRequest = z.output<typeof activationRequestSchema>

export type ActivationData = {
  success: true
  message: string
  playerId: number
  companyPlayerId: number
  fullName: string
  email: string | null
  birthDate: string | null
  phone: string | null
  favoriteTeam: string | null
  nickname: string | null
  playerPosition: Position | null
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
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'As senhas não coincidem.',
      })
    }
    if (!value.convite && !value.nomeDaPelada) {
      ctx.addIssue({ code: 'custom', path: ['nomeDaPelada'], message: 'Informe o nome da pelada.' })
    }
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
  .superRefine(passwordsMatch('As senhas não conferem'))
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

export type InviteInfo = { success: true; groupName: string }
export type PhotoUploadResponse = { success: true; photoUrl: string; message: string }
export type MessageResponse = { success: true; message: string }
