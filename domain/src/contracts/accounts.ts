import { z } from 'zod'
import { positionSchema, roleSchema } from './enums.ts'
import { idField } from './ids.ts'
import { emailText, passwordText } from './person-fields.ts'
import { text, TEXT_MAX } from './text.ts'

export const loginRequestSchema = z.strictObject({
  email: emailText,
  password: passwordText(),
  keepLogged: z.boolean().optional().default(false),
})
export type LoginRequest = z.input<typeof loginRequestSchema>

export const sessionUserSchema = z.object({
  id: z.number().int(),
  companyPlayerId: z.number().int(),
  companyId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  photoUrl: z.string().nullable(),
  defaultLocationGame: z.string().nullable(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const loginResponseSchema = sessionUserSchema.extend({
  success: z.literal(true),
  message: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.string(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** A refresh token as the client holds it; the login answers it. */
export const refreshTokenField = text({ label: 'Token', max: TEXT_MAX.refreshToken })

export const refreshRequestSchema = z.strictObject({
  refreshToken: refreshTokenField.min(1, 'Dados de autenticação não encontrados'),
  companyPlayerId: idField(),
})
export type RefreshRequest = z.infer<typeof refreshRequestSchema>

export const logoutRequestSchema = z
  .strictObject({ refreshToken: refreshTokenField.optional() })
  .optional()

export const profileSchema = z.object({
  fullName: z.string(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  favoriteTeam: z.string().nullable(),
  email: z.string(),
  playerPosition: positionSchema.nullable(),
  photoUrl: z.string().nullable(),
})
export type Profile = z.infer<typeof profileSchema>

/**
 * What an access token carries. The server trusts group and role from here only; `sid` names the
 * session (its refresh family), so ending the session ends the token too.
 */
export const accessClaimsSchema = z.union([
  z.object({
    sub: z.string(),
    sid: z.string().min(1),
    cpid: z.number().int(),
    cid: z.number().int(),
    role: roleSchema,
  }),
  // An account in no group (ADR 042): only 'Meus dados' and invitations; no group, no role.
  z.object({ sub: z.string(), sid: z.string().min(1), scope: z.literal('account') }),
])

/**
 * The sign-in of an account that is in no group (ADR 042): a short session that reaches only
 * 'Meus dados' (download, delete) and invitations. It is never renewed: after `expiresAt` the
 * person signs in again.
 */
export const accountSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  scope: z.literal('account'),
  accessToken: z.string(),
  expiresAt: z.string(),
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
})
export type AccountSessionResponse = z.infer<typeof accountSessionResponseSchema>

/** POST /accounts/login: a session in the group used last, or an account-only one. */
export const loginAnswerSchema = z.union([loginResponseSchema, accountSessionResponseSchema])
export type LoginAnswer = z.infer<typeof loginAnswerSchema>
