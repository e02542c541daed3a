import {
  canManageFinance,
  financeRoles,
  type ChargeDetail,
  type FinanceExport,
  type FinanceOverview,
  type FinanceSettings,
  type FinanceSettingsResponse,
} from '@bidfut/domain/contracts/finance'
import { monthLabel } from '@bidfut/domain/rules/month-names'
import { displayName } from '@bidfut/domain/rules/person-names'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import { makeDueCharges } from './charge-maker.ts'
import { createChargeChanges } from './charge-changes.ts'
import { createChargeReminders } from './charge-reminders.ts'
import type { CheckInBlocks } from './check-in-block.ts'
import {
  CHARGE_NOT_FOUND,
  chargeOrThrow,
  monthRange,
  summarise,
  todayOf,
  toCharge,
} from './charge-view.ts'
import { financeCsv } from './finance-csv.ts'
import * as repo from './finance.repo.ts'
import { createMyCharges } from './my-charges.ts'
import type { Notices } from '../notices/notices.ts'

export type FinanceService = ReturnType<typeof createFinanceService>

/**
 * The group's cash book (ADR 038): settings, charges and the organisers' changes to them, each
 * recorded with who and when. Administrators and managers run it; a member sees their own.
 * Here the settings and what organisers read; changes, 'Cobrar' and 'Minhas cobranças' each in
 * their own file.
 */
export function createFinanceService(deps: {
  db: Db
  publicUrl: string
  emailOutbox: { trigger: () => void }
  pushOutbox?: { trigger: () => void }
  checkInBlocks: CheckInBlocks
  changes: Changes
  notices: Notices
}) {
  const { db, checkInBlocks } = deps

  async function savedSettings(ctx: Ctx): Promise<FinanceSettingsResponse> {
    requireRole(ctx, ...financeRoles)
    const row = await repo.findSettings(db, ctx.companyId)
    if (!row) return { settings: null }
    const { companyId: _c, createdAt: _a, updatedAt: _u, ...saved } = row
    return { settings: saved }
  }

  async function overviewRows(ctx: Ctx, month: string | undefined) {
    const { today } = await todayOf(db, ctx.companyId)
    const shown = month ?? today.slice(0, 7)
    const range = monthRange(shown)
    const [settings, rows, games] = await Promise.all([
      repo.findSettings(db, ctx.companyId),
      repo.listMonthCharges(db, ctx.companyId, range),
      repo.countFinishedBids(db, ctx.companyId, range),
    ])
    const charges = rows.map((row) => toCharge(row, today))
    const inMonth = charges.filter((c) => c.dueDate >= range.from && c.dueDate < range.to)
    return {
      month: shown,
      settings,
      charges,
      inMonth,
      summary: summarise(inMonth, settings?.courtCostCents ?? null, games),
    }
  }

  return {
    settings: savedSettings,

    /** Saves the settings and makes what is due at once, so the month's charges appear. */
    async updateSettings(ctx: Ctx, input: FinanceSettings): Promise<FinanceSettingsResponse> {
      requireRole(ctx, ...financeRoles)
      await deps.changes.transaction(async (tx, touched) => {
        await repo.upsertSettings(tx, { companyId: ctx.companyId, ...input })
        await recordActivity(tx, ctx, { kind: 'finance.settings_updated' })
        touched.group(ctx.companyId)
      })
      // Committed: the check-in reads the group's rule again (ADR 056).
      checkInBlocks.forgetRule(ctx.companyId)
      const group = await repo.findChargingGroup(db, ctx.companyId)
      if (group) await makeDueCharges(db, group, clock.now())
      return savedSettings(ctx)
    },

    async overview(ctx: Ctx, month?: string): Promise<FinanceOverview> {
      requireRole(ctx, ...financeRoles)
      const { month: shown, settings, charges, summary } = await overviewRows(ctx, month)
      const members = (await repo.listActiveMembers(db, ctx.companyId))
        .map((member) => ({ companyPlayerId: member.companyPlayerId, name: displayName(member) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      return { month: shown, configured: settings !== undefined, charges, summary, members }
    },

    /** The month as a spreadsheet: its charges, then the summary (finance-csv.ts). */
    async exportCsv(ctx: Ctx, month?: string): Promise<FinanceExport> {
      requireRole(ctx, ...financeRoles)
      const { month: shown, inMonth, summary } = await overviewRows(ctx, month)
      return {
        filename: `financeiro-${shown}.csv`,
        csv: financeCsv(monthLabel(shown), inMonth, summary),
      }
    },

    /** A charge and its history: organisers see any, a member only their own. */
    async detail(ctx: Ctx, chargeId: number): Promise<ChargeDetail> {
      const row = await chargeOrThrow(db, ctx, chargeId)
      // Another member's charge is the same 404 as a missing one, so ids cannot be probed.
      const own = row.charge.companyPlayerId === ctx.companyPlayerId
      if (!own && !canManageFinance(ctx.role)) throw new NotFoundError(CHARGE_NOT_FOUND)
      const [{ today }, history, checkIn] = await Promise.all([
        todayOf(db, ctx.companyId),
        repo.listHistory(db, chargeId),
        checkInBlocks.ofMember(ctx.companyId, row.charge.companyPlayerId),
      ])
      return {
        charge: toCharge(row, today),
        history: history.map((event) => ({
          at: event.createdAt.toISOString(),
          actorName: event.actorName,
          note: event.note,
        })),
        checkIn,
      }
    },

    ...createChargeChanges(deps),
    remind: createChargeReminders(deps),
    ...createMyCharges(deps),
    setCheckInExemption: checkInBlocks.setExemption,
  }
}
