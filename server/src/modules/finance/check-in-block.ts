import type { CheckInBlock, CheckInExemptionResult } from '@bidfut/domain/contracts/check-in-block'
import { financeRoles } from '@bidfut/domain/contracts/finance'
import { chargeBalance } from '@bidfut/domain/rules/charge-balance'
import {
  blocksCheckIn,
  checkInBlockedMessage,
  checkInBlockedReason,
} from '@bidfut/domain/rules/check-in-block'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import { localToday } from './charge-maker.ts'
import { pixCodesOf } from './charge-view.ts'
import * as repo from './check-in-block.repo.ts'
import { findMember, findSettings } from './finance.repo.ts'

export type CheckInBlocks = ReturnType<typeof createCheckInBlocks>

/** How long a group seen with the rule off is taken to still have it off. */
const RULE_OFF_MS = 30_000

/**
 * 'Quem deve não confirma' (ADR 056): a player with a charge overdue by more than the group's
 * `blockOverdueDays` cannot check in until it is paid or an organiser exempts them; goalkeepers
 * and guests never are. Read at the moment of asking, so a payment unblocks at once.
 */
export function createCheckInBlocks(deps: { db: Db }) {
  const { db } = deps
  // Groups seen with the rule off, until when: most groups never turn it on, and their
  // check-ins then read nothing more than before (on PGlite every read queues on one connection).
  // Saving the finance settings on this instance forgets the group once committed; another
  // instance sees the change within RULE_OFF_MS. Only that save: a BID's writes touch the group
  // too, and forgetting on each of them would have every check-in of a burst read the rule.
  const ruleOffUntil = new Map<number, number>()

  /** The charges that block the member now, or null; `exempt` says whether an organiser freed them. */
  async function blockingCharges(companyId: number, companyPlayerId: number) {
    const now = clock.now()
    if ((ruleOffUntil.get(companyId) ?? 0) > now.getTime()) return null
    const facts = await repo.findBlockFacts(db, companyId, companyPlayerId)
    if (facts?.blockOverdueDays === null) ruleOffUntil.set(companyId, now.getTime() + RULE_OFF_MS)
    if (!facts || facts.blockOverdueDays === null || facts.goalkeeper || facts.guest) return null
    if (facts.exempt) return { exempt: true, charges: [], message: '', totalCents: 0 }
    const { blockOverdueDays } = facts
    const today = localToday(now, facts.timeZone)
    const overdue = await repo.listOverdue(db, { companyId, companyPlayerId, today })
    const blocking = overdue.filter((charge) => blocksCheckIn(charge, today, blockOverdueDays))
    const totalCents = blocking.reduce(
      (total, charge) => total + chargeBalance(charge).leftCents,
      0,
    )
    return {
      exempt: false,
      charges: blocking,
      message: checkInBlockedReason(totalCents, blockOverdueDays),
      totalCents,
    }
  }

  return {
    /** The group's finance settings were saved (committed): its rule is read again. */
    forgetRule(companyId: number) {
      ruleOffUntil.delete(companyId)
    },

    /**
     * The refusal a member's check-in meets, or null. The check-in reads it before the BID lock
     * (a payment never waits for a check-in, and the lock's turns stay as short as they were).
     */
    async refusal(companyId: number, companyPlayerId: number): Promise<string | null> {
      const found = await blockingCharges(companyId, companyPlayerId)
      return found && !found.exempt && found.charges.length > 0
        ? checkInBlockedMessage(found.message)
        : null
    },

    /** Why the member cannot check in, with each charge's Pix right there; null: they can. */
    async block(companyId: number, companyPlayerId: number): Promise<CheckInBlock | null> {
      const found = await blockingCharges(companyId, companyPlayerId)
      if (!found || found.exempt || found.charges.length === 0) return null
      const codes = await pixCodesOf(db, await findSettings(db, companyId), found.charges)
      return {
        message: found.message,
        totalCents: found.totalCents,
        charges: found.charges.map((charge) => ({
          id: charge.id,
          description: charge.description,
          amountCents: chargeBalance(charge).leftCents,
          dueDate: charge.dueDate,
          ...codes.get(charge.id)!,
        })),
      }
    },

    /** What a charge's details tell organisers: blocked, exempt, or null (rule off, never blocked). */
    async ofMember(companyId: number, companyPlayerId: number) {
      const found = await blockingCharges(companyId, companyPlayerId)
      return found && { blocked: !found.exempt && found.charges.length > 0, exempt: found.exempt }
    },

    /** An organiser frees a player from the block, or ends that; logged (ADR 040). */
    async setExemption(
      ctx: Ctx,
      companyPlayerId: number,
      exempt: boolean,
    ): Promise<CheckInExemptionResult> {
      requireRole(ctx, ...financeRoles)
      const member = await findMember(db, ctx.companyId, companyPlayerId)
      if (!member || member.deletedAt) throw new NotFoundError('Jogador não encontrado na pelada.')
      await db.transaction(async (tx) => {
        if (exempt) await repo.addExemption(tx, ctx.companyId, companyPlayerId)
        else await repo.removeExemption(tx, ctx.companyId, companyPlayerId)
        await recordActivity(tx, ctx, {
          kind: 'finance.check_in_exempted',
          subjectCompanyPlayerId: companyPlayerId,
          details: { exempt },
        })
      })
      return { companyPlayerId, exempt }
    },
  }
}
