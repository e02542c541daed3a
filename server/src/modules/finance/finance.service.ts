import {
  canManageFinance,
  financeRoles,
  monthLabel,
  paymentMethodLabels,
  type Charge,
  type ChargeDetail,
  type FinanceExport,
  type FinanceOverview,
  type FinanceSettings,
  type FinanceSettingsResponse,
  type FinanceSummary,
  type MyCharges,
  type NewCharge,
  type PaymentMethod,
  type RemindResult,
} from '@bidfut/domain/contracts/finance'
import { buildPixBrCode } from '@bidfut/domain/rules/pix-br-code'
import { formatCents } from '@bidfut/domain/rules/money'
import { displayName } from '@bidfut/domain/rules/person-names'
import type { Db, Tx } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { recordActivity, type ActivityFacts } from '../activity/activity.ts'
import { chargeReminder } from '../notices/kinds/charge-reminder.ts'
import { sendNotice } from '../notices/notices.ts'
import { localToday, makeDueCharges } from './charge-maker.ts'
import { financeCsv } from './finance-csv.ts'
import * as repo from './finance.repo.ts'

const CHARGE_NOT_FOUND = 'Cobrança não encontrada.'
const ALREADY_PAID = 'Esta cobrança já está paga.'
const ALREADY_CONFIRMED = 'Este pagamento já foi confirmado.'
const WAIVED = 'Esta cobrança está isenta: não há pagamento a confirmar.'
const NOT_OPEN_FOR_CHANGE = 'Só dá para mudar o valor de uma cobrança que ainda não foi paga.'
const NOT_OPEN_FOR_WAIVE = 'Só dá para isentar uma cobrança que ainda não foi paga.'
const NO_SETTINGS = 'Configure a chave Pix em Configurações → Financeiro antes de cobrar.'
/** 'Cobrar' emails a charge at most once in this many days. */
export const REMIND_EVERY_DAYS = 3
const DAY_MS = 86_400_000

type Row = repo.ChargeWithMember

function toCharge(row: Row, today: string): Charge {
  const { charge } = row
  return {
    id: charge.id,
    companyPlayerId: charge.companyPlayerId,
    playerName: displayName(row),
    memberRemoved: row.memberDeletedAt !== null,
    kind: charge.kind,
    description: charge.description,
    amountCents: charge.amountCents,
    dueDate: charge.dueDate,
    status: charge.status,
    overdue: (charge.status === 'open' || charge.status === 'reported') && charge.dueDate < today,
    paidMethod: charge.paidMethod,
    waivedReason: charge.waivedReason,
    lastRemindedAt: charge.lastRemindedAt?.toISOString() ?? null,
  }
}

/** The first day of a month and of the next one: the month's range of due dates. */
function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { from: `${month}-01`, to: `${next}-01` }
}

function summarise(monthCharges: Charge[], courtCostCents: number | null, games: number) {
  const sum = (statuses: Charge['status'][]) =>
    monthCharges
      .filter((charge) => statuses.includes(charge.status))
      .reduce((total, charge) => total + charge.amountCents, 0)
  const receivedCents = sum(['paid'])
  const court = (courtCostCents ?? 0) * games
  return {
    receivedCents,
    outstandingCents: sum(['open', 'reported']),
    courtCostCents: court,
    balanceCents: receivedCents - court,
    games,
  } satisfies FinanceSummary
}

export type FinanceService = ReturnType<typeof createFinanceService>

/**
 * The group's cash book (ADR 038): settings, charges and the organisers' changes to them, each
 * recorded with who and when. Administrators and managers run it; a member sees their own.
 */
export function createFinanceService(deps: {
  db: Db
  publicUrl: string
  emailOutbox: { trigger: () => void }
  pushOutbox?: { trigger: () => void }
}) {
  const { db, publicUrl, emailOutbox } = deps

  async function actorOf(ctx: Ctx) {
    const member = await repo.findMember(db, ctx.companyId, ctx.companyPlayerId)
    return {
      actorCompanyPlayerId: ctx.companyPlayerId,
      actorName: member ? displayName(member) : '',
    }
  }

  async function todayOf(companyId: number) {
    const group = await repo.findGroupName(db, companyId)
    if (!group) throw new NotFoundError('Grupo não encontrado.')
    return { today: localToday(clock.now(), group.timeZone), group }
  }

  async function chargeOrThrow(ctx: Ctx, chargeId: number) {
    const row = await repo.findCharge(db, ctx.companyId, chargeId)
    if (!row) throw new NotFoundError(CHARGE_NOT_FOUND)
    return row
  }

  /**
   * An organiser's change to an unpaid charge, with its line in the history, in one transaction.
   * The update only matches an unpaid charge: a second organiser's change waits for the first's
   * row lock, then finds the status moved on and gets the `refused` message (409).
   */
  async function changeUnpaid(
    ctx: Ctx,
    chargeId: number,
    change: {
      set: Partial<repo.ChargeRow>
      refused: { paid: string; waived: string }
      action: repo.ChargeEventInsert['action']
      note: string
      /** Its activity-log entry (ADR 040), from the charge as changed. */
      activity: (row: repo.ChargeRow) => Pick<ActivityFacts, 'kind' | 'details'>
    },
  ): Promise<Charge> {
    requireRole(ctx, ...financeRoles)
    const actor = await actorOf(ctx)
    await db.transaction(async (tx) => {
      const where = { companyId: ctx.companyId, chargeId }
      const row = await repo.updateChargeFrom(tx, where, repo.UNPAID, change.set)
      if (!row) throw await refusal(tx, ctx, chargeId, change.refused)
      await repo.insertEvents(tx, [
        { ...where, ...actor, action: change.action, note: change.note },
      ])
      await recordActivity(tx, ctx, {
        ...change.activity(row),
        subjectCompanyPlayerId: row.companyPlayerId,
      })
    })
    const { today } = await todayOf(ctx.companyId)
    return toCharge(await chargeOrThrow(ctx, chargeId), today)
  }

  /** Why a charge is no longer in a status the change needs, once the update found nothing. */
  async function refusal(
    tx: Tx,
    ctx: Ctx,
    chargeId: number,
    messages: { paid: string; waived: string },
  ) {
    const row = await repo.findCharge(tx, ctx.companyId, chargeId)
    if (!row) return new NotFoundError(CHARGE_NOT_FOUND)
    return new ConflictError(row.charge.status === 'waived' ? messages.waived : messages.paid)
  }

  async function overviewRows(ctx: Ctx, month: string | undefined) {
    const { today } = await todayOf(ctx.companyId)
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
    async settings(ctx: Ctx): Promise<FinanceSettingsResponse> {
      requireRole(ctx, ...financeRoles)
      const row = await repo.findSettings(db, ctx.companyId)
      if (!row) return { settings: null }
      const { companyId: _c, createdAt: _a, updatedAt: _u, ...settings } = row
      return { settings }
    },

    /** Saves the settings and makes what is due at once, so the month's charges appear. */
    async updateSettings(ctx: Ctx, input: FinanceSettings): Promise<FinanceSettingsResponse> {
      requireRole(ctx, ...financeRoles)
      await db.transaction(async (tx) => {
        await repo.upsertSettings(tx, { companyId: ctx.companyId, ...input })
        await recordActivity(tx, ctx, { kind: 'finance.settings_updated' })
      })
      const group = await repo.findChargingGroup(db, ctx.companyId)
      if (group) await makeDueCharges(db, group, clock.now())
      return this.settings(ctx)
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
      const row = await chargeOrThrow(ctx, chargeId)
      // Another member's charge is the same 404 as a missing one, so ids cannot be probed.
      const own = row.charge.companyPlayerId === ctx.companyPlayerId
      if (!own && !canManageFinance(ctx.role)) throw new NotFoundError(CHARGE_NOT_FOUND)
      const { today } = await todayOf(ctx.companyId)
      const history = await repo.listHistory(db, chargeId)
      return {
        charge: toCharge(row, today),
        history: history.map((event) => ({
          at: event.createdAt.toISOString(),
          actorName: event.actorName,
          note: event.note,
        })),
      }
    },

    async addCharge(ctx: Ctx, input: NewCharge): Promise<Charge> {
      requireRole(ctx, ...financeRoles)
      const member = await repo.findMember(db, ctx.companyId, input.companyPlayerId)
      if (!member || member.deletedAt) {
        throw new BadRequestError('Jogador não encontrado na pelada.', {
          companyPlayerId: 'Escolha um jogador da pelada',
        })
      }
      const actor = await actorOf(ctx)
      const charge = await db.transaction(async (tx) => {
        const row = await repo.insertCharge(tx, {
          companyId: ctx.companyId,
          companyPlayerId: input.companyPlayerId,
          kind: 'one_off',
          description: input.description,
          amountCents: input.amountCents,
          dueDate: input.dueDate,
        })
        await repo.insertEvents(tx, [
          {
            companyId: ctx.companyId,
            chargeId: row.id,
            ...actor,
            action: 'created',
            note: `Cobrança criada: ${input.description}, ${formatCents(input.amountCents)}`,
          },
        ])
        await recordActivity(tx, ctx, {
          kind: 'finance.charge_created',
          subjectCompanyPlayerId: input.companyPlayerId,
          details: { chargeId: row.id, amountCents: input.amountCents },
        })
        return row
      })
      const { today } = await todayOf(ctx.companyId)
      return toCharge(await chargeOrThrow(ctx, charge.id), today)
    },

    async changeAmount(ctx: Ctx, chargeId: number, amountCents: number): Promise<Charge> {
      requireRole(ctx, ...financeRoles)
      const before = await chargeOrThrow(ctx, chargeId)
      return changeUnpaid(ctx, chargeId, {
        set: { amountCents },
        refused: { paid: NOT_OPEN_FOR_CHANGE, waived: NOT_OPEN_FOR_CHANGE },
        action: 'amount_changed',
        note: `Valor alterado de ${formatCents(before.charge.amountCents)} para ${formatCents(amountCents)}`,
        activity: () => ({
          kind: 'finance.charge_amount',
          details: { chargeId, from: before.charge.amountCents, to: amountCents },
        }),
      })
    },

    async waive(ctx: Ctx, chargeId: number, reason: string): Promise<Charge> {
      return changeUnpaid(ctx, chargeId, {
        set: { status: 'waived', waivedReason: reason },
        refused: { paid: NOT_OPEN_FOR_WAIVE, waived: 'Esta cobrança já está isenta.' },
        action: 'waived',
        note: `Isento: ${reason}`,
        activity: (row) => ({
          kind: 'finance.charge_waived',
          details: { chargeId, amountCents: row.amountCents },
        }),
      })
    },

    /**
     * 'Confirmar pagamento': one tap, Pix or cash. Two organisers at once end with one
     * confirmation; the second gets 'Este pagamento já foi confirmado.'.
     */
    async confirm(ctx: Ctx, chargeId: number, method: PaymentMethod): Promise<Charge> {
      return changeUnpaid(ctx, chargeId, {
        set: { status: 'paid', paidMethod: method, paidAt: clock.now() },
        refused: { paid: ALREADY_CONFIRMED, waived: WAIVED },
        action: 'confirmed',
        note: `Pagamento confirmado (${paymentMethodLabels[method]})`,
        activity: (row) => ({
          kind: 'finance.charge_confirmed',
          details: { chargeId, amountCents: row.amountCents, method },
        }),
      })
    },

    /**
     * 'Cobrar': reminds each overdue charge not reminded in the last three days, by email and
     * by push to the member's devices that want 'Cobranças' (once per charge and day), and answers the
     * WhatsApp text with every overdue charge and the group's Pix code (no amount: each types
     * their own).
     */
    async remind(ctx: Ctx): Promise<RemindResult> {
      requireRole(ctx, ...financeRoles)
      const settings = await repo.findSettings(db, ctx.companyId)
      if (!settings) throw new ConflictError(NO_SETTINGS)
      const { today, group } = await todayOf(ctx.companyId)
      const now = clock.now()
      const actor = await actorOf(ctx)
      const noteReminder = (tx: Tx, chargeId: number, how: string) =>
        repo.insertEvents(tx, [
          {
            companyId: ctx.companyId,
            chargeId,
            ...actor,
            action: 'reminded',
            note: `Lembrete de pagamento enviado ${how}`,
          },
        ])
      const { emailed, pushedOnly, pushed } = await db.transaction(async (tx) => {
        const claimed = await repo.claimChargesToRemind(tx, {
          companyId: ctx.companyId,
          today,
          now,
          notSince: new Date(now.getTime() - REMIND_EVERY_DAYS * DAY_MS),
        })
        let sent = 0
        let pushedOnly = 0
        let devices = 0
        for (const charge of claimed) {
          const row = await repo.findCharge(tx, ctx.companyId, charge.id)
          if (!row || row.memberDeletedAt) continue
          const reminded = {
            charge,
            companyId: ctx.companyId,
            groupName: group.name,
            today,
            now,
            publicUrl,
          }
          const recipient = { email: row.email, companyId: ctx.companyId, fullName: row.fullName }
          const { push: toDevices } = await sendNotice(tx, chargeReminder, reminded, [recipient])
          devices += toDevices
          if (!row.email) {
            if (toDevices > 0) {
              await noteReminder(tx, charge.id, 'por notificação')
              pushedOnly += 1
            }
            continue
          }
          await noteReminder(tx, charge.id, toDevices > 0 ? 'por email e notificação' : 'por email')
          sent += 1
        }
        // One entry per tap, whatever it sent: the WhatsApp text is its other half.
        await recordActivity(tx, ctx, { kind: 'finance.reminded', details: { emailed: sent } })
        return { emailed: sent, pushedOnly, pushed: devices }
      })
      if (emailed > 0) emailOutbox.trigger()
      if (pushed > 0) deps.pushOutbox?.trigger()
      const overdue = (await repo.listOverdue(db, ctx.companyId, today)).map((row) =>
        toCharge(row, today),
      )
      return {
        emailed,
        pushedOnly,
        notReminded: overdue.length - emailed - pushedOnly,
        whatsappText: whatsappText(group.name, overdue, settings, `${publicUrl}/perfil`),
      }
    },

    /** 'Minhas cobranças': the member's charges, each unpaid one with its Pix code. */
    async myCharges(ctx: Ctx): Promise<MyCharges> {
      const { today } = await todayOf(ctx.companyId)
      const [settings, rows] = await Promise.all([
        repo.findSettings(db, ctx.companyId),
        repo.listMemberCharges(db, ctx.companyId, ctx.companyPlayerId),
      ])
      return {
        receiverName: settings?.receiverName ?? null,
        charges: rows.map((row) => {
          const charge = toCharge(row, today)
          const unpaid = charge.status === 'open' || charge.status === 'reported'
          return {
            ...charge,
            pixCode:
              settings && unpaid
                ? buildPixBrCode({
                    key: settings.pixKey,
                    name: settings.receiverName,
                    city: settings.receiverCity,
                    amountCents: charge.amountCents,
                    txid: `BIDFUT${charge.id}`,
                  })
                : null,
          }
        }),
      }
    },

    /** 'Já paguei': the member says they paid; an organiser confirms it. */
    async report(ctx: Ctx, chargeId: number): Promise<Charge> {
      const own = { companyId: ctx.companyId, chargeId, companyPlayerId: ctx.companyPlayerId }
      const actor = await actorOf(ctx)
      await db.transaction(async (tx) => {
        const row = await repo.updateChargeFrom(tx, own, ['open'], {
          status: 'reported',
          reportedAt: clock.now(),
        })
        if (row) {
          await repo.insertEvents(tx, [
            {
              companyId: ctx.companyId,
              chargeId,
              ...actor,
              action: 'reported',
              note: 'Jogador informou que pagou',
            },
          ])
          await recordActivity(tx, ctx, {
            kind: 'finance.charge_reported',
            subjectCompanyPlayerId: ctx.companyPlayerId,
            details: { chargeId, amountCents: row.amountCents },
          })
          return
        }
        const current = await repo.findCharge(tx, ctx.companyId, chargeId)
        if (!current || current.charge.companyPlayerId !== ctx.companyPlayerId) {
          throw new NotFoundError(CHARGE_NOT_FOUND)
        }
        if (current.charge.status === 'paid') throw new ConflictError(ALREADY_PAID)
        if (current.charge.status === 'waived') throw new ConflictError(WAIVED)
        // Already reported: tapping again changes nothing.
      })
      const { today } = await todayOf(ctx.companyId)
      return toCharge(await chargeOrThrow(ctx, chargeId), today)
    },
  }
}

function whatsappText(
  groupName: string,
  overdue: Charge[],
  settings: repo.FinanceSettingsRow,
  profileUrl: string,
): string {
  const code = buildPixBrCode({
    key: settings.pixKey,
    name: settings.receiverName,
    city: settings.receiverCity,
  })
  const lines = overdue.map((charge) => {
    const [, month, day] = charge.dueDate.split('-')
    return `• ${charge.playerName}: ${formatCents(charge.amountCents)} (${charge.description}, venceu ${day}/${month})`
  })
  return [
    `*${groupName}* — pagamentos em aberto`,
    '',
    ...(lines.length > 0 ? lines : ['Ninguém com pagamento atrasado. Valeu, galera!']),
    '',
    // A receiver saved before names were checked may have nothing a BR Code can carry.
    ...(code
      ? [`Pix para ${settings.receiverName} (copia e cola; digite o valor):`, code, '']
      : []),
    `Já pagou? Toque em "Já paguei" em Minhas cobranças: ${profileUrl}`,
  ].join('\n')
}
