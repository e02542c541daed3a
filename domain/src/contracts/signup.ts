import { roleSchema } from './enums.ts'
import { z } from 'zod'
import { tokenField } from './person-fields.ts'
import { TEXT_MAX, text } from './text.ts'

/** POST /accounts/register answers this for every email, known or not. */
export const SIGNUP_LINK_SENT = 'Enviamos um link para o seu email para concluir o cadastro.'

/** A confirmation link that was used, expired or never existed. */
export const SIGNUP_LINK_INVALID =
  'Link inválido ou expirado. Faça o cadastro de novo para receber outro link.'

/**
 * GET /accounts/signup/{token}: what 'Confirmar cadastro' will create. Reading it changes
 * nothing; only the tap (POST /accounts/signup/confirm) does (ADR 026).
 */
export const signupPreviewSchema = z.object({
  success: z.literal(true),
  fullName: z.string(),
  email: z.string(),
  groupName: z.string(),
  /** True: a new pelada with the person as its administrator; false: joining an existing one. */
  createsGroup: z.boolean(),
  /** The role the person will have there: an activation link's membership may be an organiser's. */
  role: roleSchema,
})
export type SignupPreview = z.infer<typeof signupPreviewSchema>

/** POST /accounts/signup/confirm: creates the account and signs the person in (login answer). */
export const signupConfirmSchema = z.strictObject({ token: tokenField })
export type SignupConfirm = z.infer<typeof signupConfirmSchema>

/** POST /accounts/join-by-invite: a signed-in person joins a group through its invite link. */
export const joinByInviteSchema = z.strictObject({
  convite: text({ label: 'Convite', max: TEXT_MAX.token }).min(
    1,
    'Convite inválido ou expirado. Peça um novo link ao organizador.',
  ),
})
export type JoinByInvite = z.infer<typeof joinByInviteSchema>
