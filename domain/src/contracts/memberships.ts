import { z } from 'zod'
import { refreshTokenField } from './accounts.ts'
import { roleSchema } from './enums.ts'
import { idField, pathIdField } from './ids.ts'
import { emailText, passwordText, tokenField } from './person-fields.ts'
import { peladaNamed } from '../rules/words.ts'

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
  companyPlayerId: idField(),
  refreshToken: refreshTokenField.optional(),
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

export const invitationParamsSchema = z.object({ id: pathIdField() })

/** POST /accounts/invitations/{id}/accept: the membership now belongs to the person. */
export const invitationAcceptedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  companyPlayerId: z.number().int(),
})
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>

/** POST /accounts/confirm-email-change: the link sent to the new address. */
export const confirmEmailChangeSchema = z.strictObject({ token: tokenField })

/**
 * POST /accounts/join-from-token: an activation link opened by someone who already has an
 * account. They prove it with that account's password; the group's membership joins it.
 */
export const joinWithAccountSchema = z.strictObject({
  token: tokenField,
  email: emailText.transform((email) => email.toLowerCase()),
  password: passwordText(),
})
export type JoinWithAccountInput = z.input<typeof joinWithAccountSchema>

export const INVITATION_SUBJECT = (groupName: string) =>
  `Você foi convidado para a ${peladaNamed(groupName)}`
