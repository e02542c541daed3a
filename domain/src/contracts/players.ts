import { z } from 'zod'
import { absencesSchema, ruleRecordSchema } from '../rules/furoes.ts'
import { DEFAULT_SKILL, MAX_SKILL, MIN_SKILL } from '../constants.ts'
import { playerTypeSchema, playerTypes, positionSchema, roleSchema, roles } from './enums.ts'
import { idField, pathIdField } from './ids.ts'
import {
  favoriteTeamSpec,
  fullNameField,
  nicknameSpec,
  optionalBirthDate,
  optionalEmail,
  phoneSpec,
  positionField,
} from './person-fields.ts'
import { optionalText, requiredText } from './text.ts'

const skillMessage = `Habilidade deve ser um número de ${MIN_SKILL} a ${MAX_SKILL}`
const skillLevel = z
  .number({ message: 'Habilidade é obrigatória' })
  .int(skillMessage)
  .min(MIN_SKILL, skillMessage)
  .max(MAX_SKILL, skillMessage)
const registerStatus = z.literal([1, 0], { message: 'Status é obrigatório' })
const role = z.enum(roles, { message: 'Perfil de acesso é obrigatório' })

const playerFields = {
  fullName: fullNameField,
  email: optionalEmail,
  birthDate: optionalBirthDate,
  phone: optionalText(phoneSpec),
  favoriteTeam: optionalText(favoriteTeamSpec),
  nickname: requiredText('Apelido é obrigatório', nicknameSpec),
  playerPosition: positionField,
  typePlayer: z.enum(playerTypes, { message: 'Tipo do cadastro é obrigatório' }),
}

/** 'Adicionar jogador': skill, status and access profile fall back to their defaults. */
export const playerCreateSchema = z.strictObject({
  ...playerFields,
  skillLevel: skillLevel.default(DEFAULT_SKILL),
  status: registerStatus.default(1),
  role: role.default('member'),
})
export type PlayerCreateInput = z.input<typeof playerCreateSchema>
export type PlayerCreate = z.output<typeof playerCreateSchema>

/** 'Editar jogador': the same fields, all required, plus the ids the edit call returned. */
export const playerUpdateSchema = z.strictObject({
  ...playerFields,
  skillLevel,
  status: registerStatus,
  role,
  id: idField().optional(),
  playerId: idField().optional(),
  // Computed by the server; accepted so the client can send back what it loaded.
  playerCanBeEdit: z.boolean().optional(),
})
export type PlayerUpdateInput = z.input<typeof playerUpdateSchema>
export type PlayerUpdate = z.output<typeof playerUpdateSchema>

/**
 * 'Adicionar email': the contact and type of someone pasted or added by name, on their own. The
 * full form asks for a position such an entry never had; this small action does not.
 */
export const playerContactSchema = z.strictObject({
  email: playerFields.email,
  phone: playerFields.phone,
  typePlayer: playerFields.typePlayer,
})
export type PlayerContactInput = z.input<typeof playerContactSchema>
export type PlayerContact = z.output<typeof playerContactSchema>

/** A person's data as the player edit and the activation calls return it. */
export const personDataSchema = z.object({
  fullName: z.string(),
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
  phone: z.string().nullable(),
  favoriteTeam: z.string().nullable(),
  nickname: z.string().nullable(),
  playerPosition: positionSchema.nullable(),
})

/** GET /company-players/edit/{playerId}/{companyPlayerId}. */
export const playerEditSchema = personDataSchema.extend({
  id: z.number().int(),
  playerId: z.number().int(),
  skillLevel: z.number().int(),
  typePlayer: playerTypeSchema,
  /** 1 active, 0 inactive. */
  status: z.number().int(),
  role: roleSchema,
  playerCanBeEdit: z.boolean(),
})
export type PlayerEdit = z.infer<typeof playerEditSchema>

export const playerPathParamsSchema = z.object({
  playerId: pathIdField(),
  companyPlayerId: pathIdField(),
})

/** One card of the register (/jogadores). `id` is the membership, `playerId` the person. */
export const registeredPlayerSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  playerPosition: positionSchema.nullable(),
  positionPlayer: positionSchema.nullable(),
  typePlayer: playerTypeSchema,
  quantityOfGoals: z.number().int(),
  attendancePercentage: z.number().int(),
  /** Furões in the group's last finished BIDs (ADR 053): '2 faltas nas últimas 8'. */
  absences: absencesSchema,
  /** Under the group's furões' rule, when on (ADR 060): the furões it counts now. */
  furaoRule: ruleRecordSchema.nullable().default(null),
  /** Their latest furão not forgiven: what 'Perdoar falta' forgives (ADR 060). */
  forgivable: z
    .object({ bidDayId: z.number().int(), bidNumber: z.number().int() })
    .nullable()
    .default(null),
  skillLevel: z.number().int(),
  /** 1 active, 0 inactive. */
  status: z.number().int(),
  role: roleSchema,
  /** The person has joined (activated or accepted): only they edit their personal data. */
  activated: z.boolean(),
  /**
   * Added by name on a BID ('Adicionar Avulso') and still without an account or an email: listed
   * apart under 'Convidados sem cadastro'. Anyone added in the register is filed by type.
   */
  guest: z.boolean(),
})
export type RegisteredPlayer = z.infer<typeof registeredPlayerSchema>

/** GET /company-players/list. */
export const playersListResponseSchema = z.object({
  monthlyPlayers: z.array(registeredPlayerSchema),
  goalKeepers: z.array(registeredPlayerSchema),
  sporadicPlayers: z.array(registeredPlayerSchema),
})
export type PlayersListResponse = z.infer<typeof playersListResponseSchema>

/** POST /company-players/create-company-player. */
export const playerCreateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  playerId: z.number().int(),
})
export type PlayerCreateResponse = z.infer<typeof playerCreateResponseSchema>

/** Team (football club) for the favourite-team picker. */
export const brazilianTeamSchema = z.object({ slug: z.string(), name: z.string() })
export type BrazilianTeam = z.infer<typeof brazilianTeamSchema>
/** GET /helpers/get-brazilian-teams. */
export const brazilianTeamsSchema = z.array(brazilianTeamSchema)

/** The activation link of a pending player; `playerId` names them within the group (the membership id). */
export const activationLinkRequestSchema = z.strictObject({
  playerId: idField('Jogador é obrigatório'),
})
/** POST /accounts/generate-temp-url-register: the link that works now, unless `renew` asks for a new one. */
export const activationLinkGenerateSchema = activationLinkRequestSchema.extend({
  renew: z.boolean().optional(),
})
export const activationLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  /** True when an unused link stopped working because this one was made. */
  replacedPrevious: z.boolean(),
})
export type ActivationLinkResponse = z.infer<typeof activationLinkResponseSchema>

/** GET /company-players/invite-link and POST …/renew: the group's sign-up link. */
/** The group's sign-up link; null for a group created before links were made with the group. */
export const inviteLinkResponseSchema = z.object({
  success: z.literal(true),
  url: z.string().nullable(),
})
export type InviteLinkResponse = z.infer<typeof inviteLinkResponseSchema>

const MERGE_SAME = 'Escolha dois cadastros diferentes para mesclar.'

/**
 * POST /company-players/merge: two entries of the same person become one. The merged member's
 * BID entries and statistics move to the kept one, then the merged member is removed (ADR 012).
 */
export const mergePlayersRequestSchema = z
  .strictObject({
    keepCompanyPlayerId: idField('Escolha o cadastro que fica.'),
    mergeCompanyPlayerId: idField('Escolha o cadastro que será mesclado.'),
  })
  .refine((ids) => ids.keepCompanyPlayerId !== ids.mergeCompanyPlayerId, {
    message: MERGE_SAME,
    path: ['keepCompanyPlayerId'],
  })
export type MergePlayersRequest = z.infer<typeof mergePlayersRequestSchema>

export const mergePlayersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The member who remains, now with both histories. */
  companyPlayerId: z.number().int(),
  /** BID entries moved over; entries in a BID both were in count once. */
  movedEntries: z.number().int(),
})
export type MergePlayersResponse = z.infer<typeof mergePlayersResponseSchema>

/** 'Colar lista': at most this many players in one paste. */
export const PASTED_PLAYERS_MAX = 60

/** One row of the preview as saved: the name (also the nickname), goalkeeper or not, the type. */
export const pastedPlayerSchema = z.strictObject({
  fullName: fullNameField,
  goalkeeper: z.boolean({ message: 'Informe se é goleiro' }),
  typePlayer: z.enum(['monthly', 'sporadic'], { message: 'Tipo do cadastro é obrigatório' }),
})
export type PastedPlayerInput = z.input<typeof pastedPlayerSchema>

/** POST /company-players/bulk-create: the players of a pasted list, in one request. */
export const bulkPlayersRequestSchema = z.strictObject({
  players: z
    .array(pastedPlayerSchema, { message: 'Lista de jogadores inválida' })
    .min(1, 'Cole pelo menos um nome.')
    .max(PASTED_PLAYERS_MAX, `Salve no máximo ${PASTED_PLAYERS_MAX} jogadores de cada vez.`),
})
export type BulkPlayersRequest = z.output<typeof bulkPlayersRequestSchema>

export const bulkPlayersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The memberships made, in the order sent. */
  created: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Names left out: already in the register (name or nickname) or sent twice. */
  duplicates: z.array(z.string()),
})
export type BulkPlayersResponse = z.infer<typeof bulkPlayersResponseSchema>

/** POST /company-players/forgive-absence: 'Perdoar falta' (ADR 060), one furão of one player. */
export const forgiveAbsenceRequestSchema = z.strictObject({
  companyPlayerId: idField('Escolha o jogador.'),
  bidDayId: idField('Escolha o BID da falta.'),
})
export type ForgiveAbsenceRequest = z.infer<typeof forgiveAbsenceRequestSchema>
