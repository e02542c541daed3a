import type { FirstRun } from '@bidfut/domain/contracts/first-run'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { findFirstRunFacts } from './first-run.repo.ts'
import { inviteUrlOf } from './invite-link.service.ts'

export type FirstRunService = ReturnType<typeof createFirstRunService>

/**
 * The organisers' first-run checklist (ADR 032). Every step is read from the group's data each
 * time, so it is done for every organiser and device at once, and undone if the data goes.
 */
export function createFirstRunService(deps: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = deps

  return {
    async get(ctx: Ctx): Promise<FirstRun> {
      requireOrganiser(ctx)
      const facts = await findFirstRunFacts(db, ctx.companyId)
      if (!facts) throw new NotFoundError('Grupo não encontrado.')
      // Each step reads the group's own data: no outside service (the forecast's city search)
      // stands between an organiser and a step done.
      const steps = {
        agenda: Boolean(facts.hasAgenda),
        finance: Boolean(facts.hasFinance),
        // The founder is the first member: anyone else means players were invited or added.
        players: Number(facts.members) > 1,
        firstBid: Boolean(facts.hasBid),
      }
      return {
        steps,
        // A group that has played a game is past its first steps, Agenda and Financeiro or not:
        // the card does not come back to a group that runs without them (ADR 054).
        done: Object.values(steps).every(Boolean) || Boolean(facts.hasFinished),
        inviteUrl: facts.inviteToken ? inviteUrlOf(publicUrl, facts.inviteToken) : null,
      }
    },
  }
}
