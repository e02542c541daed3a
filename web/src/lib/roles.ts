import type { Role } from '@bidfut/domain/contracts/enums'

/** Who opens 'Configurações da pelada' (/configuracoes): editors run BIDs, not the group. */
export const settingsRoles = ['administrator', 'manager'] as const satisfies readonly Role[]

export function canManageSettings(role: Role | undefined): boolean {
  return role !== undefined && (settingsRoles as readonly Role[]).includes(role)
}
