import { canManageAdministrators, type Role } from '@bidfut/domain/contracts/enums'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, ForbiddenError } from '../../lib/errors.ts'

export const ONLY_ADMIN_MANAGES_ADMINS =
  'Somente um administrador pode conceder, remover ou desativar o perfil de administrador.'
export const LAST_ADMINISTRATOR = 'O grupo precisa de pelo menos um administrador ativo.'

type Membership = { id: number; role: Role; status: number }

function isActiveAdministrator(m: { role: Role; status: number }) {
  return m.role === 'administrator' && m.status === 1
}

/** Role and status changes an organiser may make: no escalation, nothing on oneself. */
export function assertMembershipChangeAllowed(
  ctx: Ctx,
  target: Membership,
  next: { role: Role; status: number },
) {
  const isSelf = target.id === ctx.companyPlayerId
  if (isSelf && next.role !== target.role) {
    throw new ForbiddenError('Você não pode alterar o seu próprio perfil de acesso.')
  }
  if (isSelf && next.status !== 1 && target.status === 1) {
    throw new ForbiddenError('Você não pode desativar o seu próprio cadastro.')
  }
  const touchesAdministrator =
    (next.role !== target.role &&
      (next.role === 'administrator' || target.role === 'administrator')) ||
    (target.role === 'administrator' && next.status !== target.status)
  if (touchesAdministrator && !canManageAdministrators(ctx.role)) {
    throw new ForbiddenError(ONLY_ADMIN_MANAGES_ADMINS)
  }
}

export function assertRemovalAllowed(ctx: Ctx, target: Membership) {
  if (target.id === ctx.companyPlayerId) {
    throw new ForbiddenError('Você não pode excluir o seu próprio cadastro.')
  }
  if (target.role === 'administrator' && !canManageAdministrators(ctx.role)) {
    throw new ForbiddenError(ONLY_ADMIN_MANAGES_ADMINS)
  }
}

/** Refuses a change that would leave the group with no active administrator. */
export function assertAdministratorRemains(
  target: Membership,
  next: { role: Role; status: number } | 'removed',
  activeAdministratorIds: number[],
) {
  if (!isActiveAdministrator(target)) return
  if (next !== 'removed' && isActiveAdministrator(next)) return
  const others = activeAdministratorIds.filter((id) => id !== target.id)
  if (others.length === 0) throw new ConflictError(LAST_ADMINISTRATOR)
}
