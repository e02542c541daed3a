import { z } from 'zod'
import { accountSessionResponseSchema, loginResponseSchema } from './accounts.ts'
import { idField, pathIdField } from './ids.ts'
import { requiredEmail, tokenField } from './person-fields.ts'
import { requiredText, TEXT_MAX, text } from './text.ts'
import { passkeyNameField, registrationResponseSchema } from './sign-in.ts'

// ---- From the WhatsApp group to the pelada: the short join and claims (ADR 049) ----

export const INVALID_INVITE = 'Convite inválido ou expirado. Peça um novo link ao organizador.'
export const INVALID_PLAYER_LINK =
  'Este link de jogador não vale mais. Peça um novo link ao organizador.'

const linkToken = (message: string) => text({ label: 'Link', max: TEXT_MAX.token }).min(1, message)

/**
 * Where the person comes from and who they say they are: the group's link (`convite`) with the
 * name they picked in 'Você é um destes?' (`companyPlayerId`) or none ('Não estou na lista'), or
 * a player's own link (`jogador`), which names the membership itself.
 */
export const joinIntentSchema = z
  .strictObject({
    convite: linkToken(INVALID_INVITE).optional(),
    jogador: linkToken(INVALID_PLAYER_LINK).optional(),
    companyPlayerId: idField().optional(),
  })
  .refine((intent) => (intent.convite === undefined) !== (intent.jogador === undefined), {
    message: INVALID_INVITE,
  })
  .refine((intent) => intent.jogador === undefined || intent.companyPlayerId === undefined, {
    message: INVALID_PLAYER_LINK,
  })
export type JoinIntent = z.infer<typeof joinIntentSchema>

/** The name the player goes by in the group: their account's name and a new avulso's nickname. */
export const joinNameField = requiredText('Diga como você é chamado no grupo', {
  label: 'Nome',
  max: TEXT_MAX.nickname,
  noLinks: true,
})

/** POST /join/passkey-options: a passkey is made for a new account, before it exists. */
export const passkeyJoinOptionsSchema = z.strictObject({
  intent: joinIntentSchema,
  name: joinNameField,
})
export type PasskeyJoinOptions = z.input<typeof passkeyJoinOptionsSchema>

/** POST /join/passkey: the passkey the browser made; the account, its membership or its claim. */
export const passkeyJoinSchema = z.strictObject({
  intent: joinIntentSchema,
  name: joinNameField,
  passkeyName: passkeyNameField,
  credential: registrationResponseSchema,
})
export type PasskeyJoin = z.input<typeof passkeyJoinSchema>

/** POST /join/email: the short join by email; the account comes from the emailed link's tap. */
export const emailJoinSchema = z.strictObject({
  intent: joinIntentSchema,
  name: joinNameField,
  email: requiredEmail,
})
export type EmailJoin = z.input<typeof emailJoinSchema>

/** POST /accounts/google/start: the tap on 'Entrar com Google', from /login or from a join. */
export const googleStartSchema = z.strictObject({
  join: z.strictObject({ intent: joinIntentSchema, name: joinNameField }).optional(),
})
export type GoogleStart = z.input<typeof googleStartSchema>

/** A claim through the group's link waits for the organiser (or the membership's email). */
export const pendingClaimSchema = z.object({
  success: z.literal(true),
  outcome: z.literal('pending'),
  message: z.string(),
  /** Kept by this browser: it asks how the claim stands and, once confirmed, signs in with it. */
  claimToken: z.string(),
  nickname: z.string(),
  groupName: z.string(),
})
export type PendingClaim = z.infer<typeof pendingClaimSchema>

/**
 * What a join answers: signed in to the group, or a claim that waits. Google's return signs in an
 * account it found, which may be in no group: then the account-only session (ADR 042).
 */
export const joinOutcomeSchema = z.union([
  loginResponseSchema.extend({ outcome: z.literal('signed_in') }),
  accountSessionResponseSchema.extend({ outcome: z.literal('signed_in') }),
  pendingClaimSchema,
])
export type JoinOutcome = z.infer<typeof joinOutcomeSchema>

/** POST /join/claim: a signed-in person claims a membership (or joins) with their account. */
export const accountClaimSchema = z.strictObject({ intent: joinIntentSchema })
export const accountClaimResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The membership now theirs; null while the claim waits for the organiser. */
  companyPlayerId: z.number().int().nullable(),
  claimToken: z.string().nullable(),
})
export type AccountClaimResult = z.infer<typeof accountClaimResultSchema>

/** One not-yet-joined player of the group, as 'Você é um destes?' lists them. */
export const unclaimedPlayerSchema = z.object({
  companyPlayerId: z.number().int(),
  nickname: z.string(),
  /** Someone already said they are this player; the organiser has not decided yet. */
  waiting: z.boolean(),
})
export type UnclaimedPlayer = z.infer<typeof unclaimedPlayerSchema>

/** GET /accounts/invite/{token}: the group a link joins and its players who have not joined. */
export const inviteDirectorySchema = z.object({
  success: z.literal(true),
  groupName: z.string(),
  players: z.array(unclaimedPlayerSchema),
  /** Whether the join may offer 'Receber avisos pelo WhatsApp' (the server sends it, ADR 051). */
  whatsappAvailable: z.boolean(),
})
export type InviteDirectory = z.infer<typeof inviteDirectorySchema>

/** GET /join/player-link/{token}: whom a player's own link is for. */
export const playerLinkInfoSchema = z.object({
  success: z.literal(true),
  groupName: z.string(),
  companyPlayerId: z.number().int(),
  nickname: z.string(),
  whatsappAvailable: z.boolean(),
})
export type PlayerLinkInfo = z.infer<typeof playerLinkInfoSchema>

export const claimStatuses = ['pending', 'confirmed', 'refused', 'undone'] as const
export type ClaimStatus = (typeof claimStatuses)[number]

/** GET /join/claims/{token}: how the claim this browser made stands (reading changes nothing). */
export const claimStatusSchema = z.object({
  success: z.literal(true),
  status: z.enum(claimStatuses),
  nickname: z.string(),
  groupName: z.string(),
  /** False once the browser has signed in with this claim. */
  canSignIn: z.boolean(),
})
export type ClaimStatusResponse = z.infer<typeof claimStatusSchema>

/**
 * POST /join/claims/session: the tap that enters the pelada once the claim is confirmed, or,
 * after a refusal, joins as a new avulso (`asNewPlayer`). Answers as a login, once.
 */
export const claimSessionSchema = z.strictObject({
  token: tokenField,
  asNewPlayer: z.boolean().optional().default(false),
})
export type ClaimSession = z.input<typeof claimSessionSchema>

/** GET /join/claim-emails/{token}: the claim the email to the membership's address confirms. */
export const claimEmailCheckSchema = z.object({
  success: z.literal(true),
  state: z.enum(['valid', 'decided', 'unknown']),
  nickname: z.string().nullable(),
  groupName: z.string().nullable(),
  claimantName: z.string().nullable(),
})
export type ClaimEmailCheck = z.infer<typeof claimEmailCheckSchema>
export const claimEmailConfirmSchema = z.strictObject({ token: tokenField })

/** GET /company-players/claims: the group's claims waiting, and the recent ones an organiser may undo. */
export const groupClaimSchema = z.object({
  id: z.number().int(),
  companyPlayerId: z.number().int(),
  nickname: z.string(),
  /** The name the claimant gave. */
  claimantName: z.string(),
  via: z.enum(['group_link', 'player_link']),
  status: z.enum(['pending', 'confirmed']),
  createdAt: z.string(),
})
export type GroupClaim = z.infer<typeof groupClaimSchema>
export const groupClaimsResponseSchema = z.object({
  success: z.literal(true),
  claims: z.array(groupClaimSchema),
})
export type GroupClaimsResponse = z.infer<typeof groupClaimsResponseSchema>
export const claimParamsSchema = z.object({ id: pathIdField() })

/** 'Link do jogador': a pending player's own link, opened for that player only. */
export const playerLinkResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  message: z.string(),
})
export type PlayerLinkResponse = z.infer<typeof playerLinkResponseSchema>
export const playerLinkParamsSchema = z.object({ companyPlayerId: pathIdField() })
