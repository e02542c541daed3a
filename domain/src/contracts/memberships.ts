import { z } from 'zod'
import { roleSchema } from './enums.ts'

const id = z.number().int().positive().max(2_147_483_647)

/** GET /accounts/my-groups: the signed-in person's active memberships, for 'Trocar de pelada'. */
export const myGroupSchema = z.object({
  companyPlayerId: z.number().int(),
  companyId: z.number().int(),
  groupName: z.string(),
  role: roleSchema,
  current: z.boolean(),
})
export type MyGroup = z.infer<typeof myGroupSchema>
export const myGroupsResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(myGroupSchema),
})
export type MyGroupsResponse = z.infer<typeof myGroupsResponseSchema>

/**
 * POST /accounts/switch-group: new tokens for another membership of the same person. The
 * current refresh token, when sent, is revoked and its 'Lembrar de mim' choice carried over.
 */
export const switchGroupRequestSchema = z.strictObject({
  companyPlayerId: id,
  refreshToken: z.string().max(500).optional(),
})
export type SwitchGroupRequest = z.infer<typeof switchGroupRequestSchema>

/** GET /accounts/invitations: groups that added this person's email and wait for an answer. */
export const invitationSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  invitedAt: z.string(),
})
export type Invitation = z.infer<typeof invitationSchema>
export const invitationsResponseSchema = z.object({
  success: z.literal(true),
  invitations: z.array(invitationSchema),
})
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>

export const invitationParamsSchema = z.object({ id: z.coerce.number().pipe(id) })

/** POST /accounts/invitations/{id}/accept: the membership now belongs to the person. */
export const invitationAcceptedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  companyPlayerId: z.number().int(),
})
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>

/** POST /accounts/confirm-email-change: the link sent to the new address. */
export const confirmEmailChangeSchema = z.strictObject({
  token: z.string({ message: 'Token não fornecido' }).min(1, 'Token não fornecido').max(200),
})

/**
 * POST /accounts/join-from-token: an activation link opened by someone who already has an
 * account. They prove it with that account's password; the group's membership joins it.
 */
export const joinWithAccountSchema = z.strictObject({
  token: z.string({ message: 'Token não fornecido' }).min(1, 'Token não fornecido').max(200),
  email: z
    .string({ message: 'Email é obrigatório' })
    .trim()
    .min(1, 'Email é obrigatório')
    .max(254)
    .transform((email) => email.toLowerCase()),
  password: z.string({ message: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(200),
})
export type JoinWithAccountInput = z.input<typeof joinWithAccountSchema>

/** The activation answer when the email already belongs to an account (409). */
export const ACCOUNT_EXISTS_MESSAGE =
  'Este email já tem uma conta no Bidfut. Entre com a senha dessa conta para participar da pelada.'
export const INVITATION_SUBJECT = (groupName: string) =>
  `Você foi convidado para a pelada ${groupName}`
