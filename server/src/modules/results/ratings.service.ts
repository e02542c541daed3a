import type { SkillSuggestion } from '@bidfut/domain/contracts/results'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import { suggestedSkill } from '@bidfut/domain/rules/ratings'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import * as repo from './ratings.repo.ts'

const NO_SUGGESTION = 'Ainda não há habilidade sugerida para este jogador.'
const PLAYER_NOT_FOUND = 'Jogador não encontrado.'

export type RatingsService = ReturnType<typeof createRatingsService>

/** Learned skills beside the typed ones; only an organiser's tap changes a skill level (ADR 039). */
export function createRatingsService(deps: { db: Db; changes: Changes }) {
  const { db, changes } = deps

  return {
    async suggestions(ctx: Ctx): Promise<SkillSuggestion[]> {
      requireOrganiser(ctx)
      const [ratings, levels] = await Promise.all([
        repo.listRatings(db, ctx.companyId),
        repo.listSkillLevels(db, ctx.companyId),
      ])
      const typed = new Map(levels.map((l) => [l.companyPlayerId, l.skillLevel]))
      return ratings
        .filter((r) => typed.has(r.companyPlayerId))
        .map((r) => ({
          companyPlayerId: r.companyPlayerId,
          skillLevel: typed.get(r.companyPlayerId)!,
          suggestedSkill: suggestedSkill(r, typed.get(r.companyPlayerId)!),
          matches: r.games,
          mu: r.mu,
          sigma: r.sigma,
        }))
    },

    async applySuggestion(ctx: Ctx, companyPlayerId: number): Promise<MessageResponse> {
      requireOrganiser(ctx)
      const level = await changes.transaction(async (tx, touched) => {
        touched.group(ctx.companyId)
        const rating = (await repo.listRatings(tx, ctx.companyId)).find(
          (r) => r.companyPlayerId === companyPlayerId,
        )
        const member = (await repo.listSkillLevels(tx, ctx.companyId)).find(
          (l) => l.companyPlayerId === companyPlayerId,
        )
        if (!member) throw new NotFoundError(PLAYER_NOT_FOUND)
        const suggested = rating ? suggestedSkill(rating, member.skillLevel) : null
        if (suggested === null) throw new ConflictError(NO_SUGGESTION)
        await repo.setSkillLevel(tx, ctx.companyId, companyPlayerId, suggested)
        await recordActivity(tx, ctx, {
          kind: 'register.skill_applied',
          subjectCompanyPlayerId: companyPlayerId,
          details: { from: member.skillLevel, to: suggested },
        })
        return suggested
      })
      return { success: true, message: `Habilidade atualizada para ${level}.` }
    },
  }
}
