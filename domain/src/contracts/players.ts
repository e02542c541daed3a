import { z } from 'zod'
import { DEFAULT_SKILL, MAX_SKILL, MIN_SKILL } from '../constants.ts'
import { playerTypes, roles, type PlayerType, type Position, type Role } from './enums.ts'
import {
  fullNameField,
  optionalBirthDate,
  optionalEmail,
  optionalText,
  positionField,
  requiredText,
  type PersonData,
} from './person-fields.ts'

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
  phone: optionalText(20),
  favoriteTeam: optionalText(80),
  nickname: requiredText('Apelido é obrigatório', 60),
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
  id: z.number().int().positive().optional(),
  playerId: z.number().int().positive().optional(),
  // Computed by the server; accepted so the client can send back what it loaded.
  playerCanBeEdit: z.boolean().optional(),
})
export type PlayerUpdateInput = z.input<typeof playerUpdateSchema>
export type PlayerUpdate = z.output<typeof playerUpdateSchema>

/** GET /company-players/edit/{playerId}/{companyPlayerId}. */
export type PlayerEdit = PersonData & {
  id: number
  playerId: number
  skillLevel: number
  typePlayer: PlayerType
  status: number
  role: Role
  playerCanBeEdit: boolean
}

export const playerPathParamsSchema = z.object({
  playerId: z.coerce.number().int().positive(),
  companyPlayerId: z.coerce.number().int().positive(),
})

/** One card of the register (/jogadores). `id` is the membership, `playerId` the person. */
export type RegisteredPlayer = {
  id: number
  playerId: number
  name: string
  nickname: string | null
  email: string | null
  phone: string | null
  photoUrl: string | null
  playerPosition: Position | null
  positionPlayer: Position | null
  typePlayer: PlayerType
  quantityOfGoals: number
  attendancePercentage: number
  skillLevel: number
  status: number
  role: Role
  activated: boolean
}

export type PlayersListResponse = {
  monthlyPlayers: RegisteredPlayer[]
  goalKeepers: RegisteredPlayer[]
  sporadicPlayers: RegisteredPlayer[]
}

export type PlayerCreateResponse = { success: true; message: string; id: number; playerId: number }

/** Team (football club) for the favourite-team picker. */
export type BrazilianTeam = { slug: string; name: string }

/** The activation link of a pending player; `playerId` names them within the group (the membership id). */
export const activationLinkRequestSchema = z.strictObject({
  playerId: z.number({ message: 'Jogador é obrigatório' }).int().positive(),
})
export type ActivationLinkResponse = { success: true; message: string; url: string }

export type InviteLinkResponse = { success: true; url: string }
