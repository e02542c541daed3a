import type { ForgiveAbsenceRequest } from '@bidfut/domain/contracts/players'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import * as furoes from '../bids/furoes.repo.ts'
import type { PlayersDeps } from './players-deps.ts'

export const ABSENCE_NOT_FOUND = 'Falta não encontrada: ela já foi perdoada ou não é deste grupo.'

/** 'Perdoar falta' on /jogadores (ADR 060): organisers only, one furão of one member. */
export function createPlayerAbsences({ changes }: PlayersDeps) {
  return {
    async forgiveAbsence(ctx: Ctx, input: ForgiveAbsenceRequest): Promise<MessageResponse> {
      requireOrganiser(ctx)
      const now = clock.now()
      const number = await changes.transaction(async (tx, touched) => {
        // The open BIDs' locks first, as every BID write takes them: their held places may change.
        await touched.openBids(ctx.companyId)
        const key = { companyId: ctx.companyId, ...input }
        // Another group's member or BID finds nothing here: the same 404 as a missing one.
        const forgiven = await furoes.forgiveAbsence(tx, key, now)
        if (forgiven === null) throw new NotFoundError(ABSENCE_NOT_FOUND)
        await furoes.restoreGuarantee(tx, ctx.companyId, input.companyPlayerId, now)
        await recordActivity(tx, ctx, {
          kind: 'bid.absence_forgiven',
          subjectCompanyPlayerId: input.companyPlayerId,
          bidDayId: input.bidDayId,
        })
        return forgiven
      })
      return { success: true, message: `Falta do BID #${number} perdoada: ela não conta mais.` }
    },
  }
}
