import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import type { Position } from './enums.ts'
import {
  confirmPasswordField,
  favoriteTeamSpec,
  fullNameField,
  fullNameSpec,
  newPasswordField,
  nicknameSpec,
  optionalBirthDate,
  optionalEmail,
  optionalPassword,
  phoneSpec,
  requiredBirthDate,
  requiredEmail,
  positionField,
  tokenField,
} from './person-fields.ts'
import { personDataSchema } from './players.ts'
import { groupNameSpec } from './group-settings.ts'
import { optionalText, requiredText, text, TEXT_MAX } from './text.ts'

const profileFields = z.strictObject({
  fullName: fullNameField,
  // Null only for an account that never had an email (a passkey or Google join, ADR 049).
  email: optionalEmail,
  phone: optionalText(phoneSpec),
  birthDate: optionalBirthDate,
  favoriteTeam: optionalText(favoriteTeamSpec),
  playerPosition: positionField.nullish(),
  nickname: text(nicknameSpec).nullish(),
  photoUrl: text({ label: 'Foto', max: TEXT_MAX.photoUrl, feminine: true }).nullish(),
  password: optionalPassword(),
  newPassword: optionalPassword(),
  confirmNewPassword: optionalPassword(),
})

/**
 * 'Meu Perfil'. The nickname belongs to the group and is read-only here; a photo has its own
 * call. An account with a password proves it to change it; one without (ADR 049) creates its
 * first password with the session it has, as it adds a passkey.
 */
export function profileUpdateSchemaFor(account: { hasPassword: boolean }) {
  return profileFields.superRefine((value, ctx) => {
    if (!value.newPassword && !value.confirmNewPassword) return
    if (account.hasPassword && !value.password) {
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
}

/** The route's body: whether the account has a password is the service's to check. */
export const profileUpdateSchema = profileUpdateSchemaFor({ hasPassword: false })
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
  phone: requiredText('Telefone é obrigatório', phoneSpec),
  favoriteTeam: optionalText(favoriteTeamSpec),
  nickname: optionalText(nicknameSpec),
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
  .extend({ token: tokenField })
  .check(activationPasswordsMatch)
/** The token in /accounts/validate-token-register/{token} and /accounts/invite/{token}. */
export const tokenParamsSchema = z.object({ token: tokenField })

export type ActivationRequestInput = z.input<typeof activationRequestSchema>
export type ActivationRequest = z.output<typeof activationRequestSchema>

/** GET /accounts/validate-token-register/{token}: what the activation form starts from. */
export const activationDataSchema = personDataSchema.extend({
  success: z.literal(true),
  message: z.string(),
  playerId: z.number().int(),
  companyPlayerId: z.number().int(),
  photoUrl: z.string().nullable(),
})
export type ActivationData = z.infer<typeof activationDataSchema>

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
    nome: requiredText('Nome é obrigatório', fullNameSpec),
    email: requiredEmail,
    telefone: requiredText('Telefone é obrigatório', phoneSpec),
    posicao: z.enum(Object.keys(registrationPositions) as [keyof typeof registrationPositions], {
      message: 'Posição é obrigatória',
    }),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    convite: optionalText({ label: 'Convite', max: TEXT_MAX.token }),
    nomeDaPelada: optionalText(groupNameSpec),
  })
  .check(passwordsMatch('password', 'confirmPassword', 'As senhas não coincidem.'))
  // As with the passwords, `when` lets this show with the other fields' errors.
  .refine((value) => value.convite || value.nomeDaPelada, {
    message: 'Informe o nome da pelada.',
    path: ['nomeDaPelada'],
    // A body that is not even an object (null, a list) has nothing to look at.
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => issue.path?.[0] === 'convite' || issue.path?.[0] === 'nomeDaPelada'),
  })
export type RegistrationInput = z.input<typeof registrationSchema>
export type Registration = z.output<typeof registrationSchema>

export const forgotPasswordSchema = z.strictObject({ email: requiredEmail })

export const resetPasswordSchema = z
  .strictObject({
    token: tokenField,
    newPassword: newPasswordField,
    confirmNewPassword: confirmPasswordField,
  })
  .check(passwordsMatch('newPassword', 'confirmNewPassword', 'As senhas não conferem'))
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

/** GET /accounts/reset-password/{token}: whether a reset link still works, without using it. */
export const resetLinkStates = ['valid', 'used', 'expired', 'unknown'] as const
export type ResetLinkState = (typeof resetLinkStates)[number]
export const resetLinkCheckSchema = z.object({
  success: z.literal(true),
  state: z.enum(resetLinkStates),
  message: z.string(),
})
export type ResetLinkCheck = z.infer<typeof resetLinkCheckSchema>

/**
 * GET /accounts/confirm-email-change/{token}: what the emailed link will do, without using it.
 * Only a person's tap on 'Confirmar novo email' changes the address (ADR 024).
 */
export const emailChangeCheckSchema = resetLinkCheckSchema.extend({
  /** The address the account moves to once confirmed; null unless the link is valid. */
  newEmail: z.string().nullable(),
})
export type EmailChangeCheck = z.infer<typeof emailChangeCheckSchema>

/** POST /accounts/upload-image-profile: success, photoUrl, message. */
export const photoUploadResponseSchema = z.object({
  success: z.literal(true),
  photoUrl: z.string(),
  message: z.string(),
})
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>

/** GET /uploads/{name}: a stored photo, by the name in its photoUrl (any other name is a 404). */
export const uploadFileParamsSchema = z.object({ name: z.string().max(100) })
export const webpBodySchema = z.string().describe('Imagem WebP')

/** `{ success, message }`: the answer of calls that only confirm what they did. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

/**
 * What the short join did not ask (ADR 049), asked in /perfil with the activation form's messages:
 * a player who joined with a name and a passkey completes phone, birth date and position here.
 */
export const completeProfileSchema = z.strictObject({
  phone: requiredText('Telefone é obrigatório', phoneSpec),
  birthDate: requiredBirthDate,
  playerPosition: positionField,
})
export type CompleteProfileInput = z.input<typeof completeProfileSchema>
