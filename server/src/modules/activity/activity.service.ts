import {
  ACTIVITY_PAGE_SIZE,
  activityKindFilters,
  type ActivityPage,
} from '@bidfut/domain/contracts/activity'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import type { Ctx } from '../../lib/context.ts'
import { requireRole } from '../../lib/permissions.ts'
import { activityInWords } from './activity-words.ts'
import * as repo from './activity.repo.ts'

export type ActivityService = ReturnType<typeof createActivityService>

type Query = { person?: number; bid?: number; kind?: string; before?: number }

/** Reads the activity log: the group's for administrators and managers, one's own for anyone. */
export function createActivityService(deps: { db: Db }) {
  const { db } = deps

  async function page(filter: Omit<repo.ActivityFilter, 'limit'>) {
    const rows = await repo.listActivity(db, { ...filter, limit: ACTIVITY_PAGE_SIZE })
    const shown = rows.slice(0, ACTIVITY_PAGE_SIZE)
    return {
      entries: shown.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        kind: row.kind,
        text: activityInWords({
          ...row,
          sameMember:
            row.subjectCompanyPlayerId !== null &&
            row.subjectCompanyPlayerId === row.actorCompanyPlayerId,
        }),
      })),
      nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? shown.at(-1)!.id : null,
    }
  }

  return {
    /** /configuracoes → 'Atividade'. */
    async groupActivity(ctx: Ctx, query: Query): Promise<ActivityPage> {
      requireRole(ctx, 'administrator', 'manager')
      const kindPrefix = activityKindFilters.find((f) => f.id === query.kind)?.prefix
      const entries = await page({
        companyId: ctx.companyId,
        person: query.person,
        bidDayId: query.bid,
        kindPrefix,
        before: query.before,
      })
      return { ...entries, ...(await repo.activityChoices(db, ctx.companyId)) }
    },

    /** 'Meus dados': the entries about the caller in their current group. */
    async myActivity(ctx: Ctx, query: Pick<Query, 'before'>): Promise<ActivityPage> {
      const memberships = await db
        .select({ id: companyPlayers.id })
        .from(companyPlayers)
        .where(
          and(
            eq(companyPlayers.companyId, ctx.companyId),
            eq(companyPlayers.playerId, ctx.playerId),
            isNull(companyPlayers.deletedAt),
          ),
        )
      const about = [ctx.companyPlayerId, ...memberships.map((m) => m.id)]
      const entries = await page({ companyId: ctx.companyId, about, before: query.before })
      return { ...entries, people: [], bids: [] }
    },
  }
}
