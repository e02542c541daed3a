import { z } from 'zod'

export const positions = ['goalkeeper', 'fullback', 'defender', 'midfielder', 'striker'] as const
export const positionSchema = z.enum(positions, { message: 'Posição inválida' })
export type Position = z.infer<typeof positionSchema>
export const positionLabels: Record<Position, string> = {
  goalkeeper: 'Goleiro',
  fullback: 'Lateral',
  defender: 'Zagueiro',
  midfielder: 'Meia',
  striker: 'Atacante',
}

export const playerTypes = ['monthly', 'goalkeeper', 'sporadic'] as const
export const playerTypeSchema = z.enum(playerTypes, { message: 'Tipo do cadastro inválido' })
export type PlayerType = z.infer<typeof playerTypeSchema>
export const playerTypeLabels: Record<PlayerType, string> = {
  monthly: 'Mensal',
  goalkeeper: 'Goleiro',
  sporadic: 'Avulso',
}

export const bidPlayerStatuses = ['waiting', 'confirmed', 'absent', 'hurt', 'waitlisted'] as const
export const bidPlayerStatusSchema = z.enum(bidPlayerStatuses, { message: 'Status inválido' })
export type BidPlayerStatus = z.infer<typeof bidPlayerStatusSchema>
export const bidPlayerStatusLabels: Record<BidPlayerStatus, string> = {
  waiting: 'Pendente',
  confirmed: 'Confirmado',
  absent: 'Ausente',
  hurt: 'Lesionado',
  waitlisted: 'Lista de espera',
}

export const roles = ['administrator', 'manager', 'editor', 'member'] as const
export const roleSchema = z.enum(roles, { message: 'Perfil de acesso inválido' })
export type Role = z.infer<typeof roleSchema>
export const roleLabels: Record<Role, string> = {
  administrator: 'Administrador',
  manager: 'Gerente',
  editor: 'Editor',
  member: 'Membro',
}

export const organiserRoles = [
  'administrator',
  'manager',
  'editor',
] as const satisfies readonly Role[]
export function isOrganiser(role: Role): boolean {
  return (organiserRoles as readonly Role[]).includes(role)
}

/** Who runs 'Configurações da pelada' (/configuracoes): editors run BIDs, not the group. */
export const settingsRoles = ['administrator', 'manager'] as const satisfies readonly Role[]
export function canManageSettings(role: Role | undefined): boolean {
  return role !== undefined && (settingsRoles as readonly Role[]).includes(role)
}

/** Only an administrator grants, removes or deactivates the administrator role. */
export function canManageAdministrators(role: Role | undefined): boolean {
  return role === 'administrator'
}

export const bidStatuses = ['open', 'finished', 'cancelled'] as const
export const bidStatusSchema = z.enum(bidStatuses)
export type BidStatus = z.infer<typeof bidStatusSchema>
export const bidStatusLabels: Record<BidStatus, string> = {
  open: 'Aberto',
  finished: 'Finalizado',
  cancelled: 'Cancelado',
}
