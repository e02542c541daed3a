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
      const steps = {
        settings: facts.forecastCity !== null && facts.defaultLocationGame !== null,
        // The founder is the first member: anyone else means players were invited or added.
        players: Number(facts.members) > 1,
        firstBid: Boolean(facts.hasBid),
      }
      return {
        steps,
        done: steps.settings && steps.players && steps.firstBid,
        inviteUrl: facts.inviteToken ? inviteUrlOf(publicUrl, facts.inviteToken) : null,
      }
    },
  }
}
