import { z } from 'zod'
import { roleSchema } from './enums.ts'

export const loginRequestSchema = z.strictObject({
  email: z.string({ message: 'Email é obrigatório' }).trim().min(1, 'Email é obrigatório').max(254),
  password: z.string({ message: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(200),
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

export const refreshRequestSchema = z.strictObject({
  refreshToken: z.string().min(1, 'Dados de autenticação não encontrados').max(500),
  companyPlayerId: z.number().int().positive(),
})
export type RefreshRequest = z.infer<typeof refreshRequestSchema>

export const logoutRequestSchema = z
  .strictObject({ refreshToken: z.string().max(500).optional() })
  .optional()

export const profileSchema = z.object({
  fullName: z.string(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  favoriteTeam: z.string().nullable(),
  email: z.string(),
  playerPosition: z.string().nullable(),
  photoUrl: z.string().nullable(),
})
export type Profile = z.infer<typeof profileSchema>

/** What an access token carries. The server trusts group and role from here only. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  cpid: z.number().int(),
  cid: z.number().int(),
  role: roleSchema,
})
