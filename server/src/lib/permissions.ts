import { isOrganiser, type Role } from '@bidfut/domain/contracts/enums'
import type { Ctx } from './context.ts'
import { ForbiddenError } from './errors.ts'

/** Services call these first, so a route that forgets a guard cannot open a hole. */
export function requireOrganiser(ctx: Ctx) {
  if (!isOrganiser(ctx.role)) throw new ForbiddenError()
}

export function requireRole(ctx: Ctx, ...roles: Role[]) {
  if (!roles.includes(ctx.role)) throw new ForbiddenError()
}
