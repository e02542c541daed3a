import { financeRoles, type Charge, type RemindResult } from '@bidfut/domain/contracts/finance'
import { formatCents } from '@bidfut/domain/rules/money'
import { buildPixBrCode } from '@bidfut/domain/rules/pix-br-code'
import type { Db, Tx } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import { chargeReminder } from '../notices/kinds/charge-reminder.ts'
import type { Notices } from '../notices/notices.ts'
import { actorOf, chargePixCode, todayOf, toCharge } from './charge-view.ts'
import * as repo from './finance.repo.ts'

const NO_SETTINGS = 'Configure a chave Pix em Configurações → Financeiro antes de cobrar.'
/** 'Cobrar' emails a charge at most once in this many days. */
export const REMIND_EVERY_DAYS = 3
const DAY_MS = 86_400_000

/**
 * 'Cobrar': reminds each overdue charge not reminded in the last three days, by email and
 * by push to the member's devices that want 'Cobranças' (once per charge and day), and answers the
 * WhatsApp text with every overdue charge and the group's Pix code (no amount: each types
 * their own).
 */
export function createChargeReminders(deps: {
  db: Db
  publicUrl: string
  emailOutbox: { trigger: () => void }
  pushOutbox?: { trigger: () => void }
  notices: Notices
}) {
  const { db, publicUrl, emailOutbox, notices } = deps

  return async function remind(ctx: Ctx): Promise<RemindResult> {
    requireRole(ctx, ...financeRoles)
    const settings = await repo.findSettings(db, ctx.companyId)
    if (!settings) throw new ConflictError(NO_SETTINGS)
    const { today, group } = await todayOf(db, ctx.companyId)
    const now = clock.now()
    const actor = await actorOf(db, ctx)
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
    const notSince = new Date(now.getTime() - REMIND_EVERY_DAYS * DAY_MS)
    const remindedNow = new Map<number, number>() // charge → member
    const claimedNow = new Set<number>()
    const { emailed, pushedOnly, byWhatsApp, pushed } = await db.transaction(async (tx) => {
      const claimed = await repo.claimChargesToRemind(tx, {
        companyId: ctx.companyId,
        today,
        now,
        notSince,
      })
      let sent = 0
      let pushedOnly = 0
      let byWhatsApp = 0
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
          pixCode: chargePixCode(settings, charge),
        }
        const recipient = { email: row.email, companyId: ctx.companyId, fullName: row.fullName }
        const notice = await notices.send(tx, chargeReminder, reminded, [recipient])
        const toDevices = notice.push
        devices += toDevices
        claimedNow.add(charge.id)
        if (notice.whatsapp > 0 || row.email || toDevices > 0) {
          remindedNow.set(charge.id, charge.companyPlayerId)
        }
        // Who chose WhatsApp for it gets it there, neither email nor push (ADR 051).
        if (notice.whatsapp > 0) {
          await noteReminder(tx, charge.id, 'pelo WhatsApp')
          byWhatsApp += 1
          continue
        }
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
      return { emailed: sent, pushedOnly, byWhatsApp, pushed: devices }
    })
    if (emailed > 0) emailOutbox.trigger()
    // The push nudge wakes the WhatsApp queue too (app-services.ts).
    if (pushed > 0 || byWhatsApp > 0) deps.pushOutbox?.trigger()
    // Open and due by today (due today counts: it is owed), as the group's chat should read it.
    const open = (await repo.listOpenUntil(db, ctx.companyId, today)).map((row) =>
      toCharge(row, today),
    )
    const overdue = open.filter((charge) => charge.overdue)
    const waiting = overdue.filter((charge) => !remindedNow.has(charge.id))
    return {
      emailed,
      pushedOnly,
      byWhatsApp,
      remindedPlayers: new Set(remindedNow.values()).size,
      notReminded: waiting.length,
      recentlyReminded: waiting.filter(
        (charge) =>
          !claimedNow.has(charge.id) &&
          charge.lastRemindedAt !== null &&
          new Date(charge.lastRemindedAt) > notSince,
      ).length,
      whatsappText: whatsappText(group.name, open, today, settings, `${publicUrl}/perfil`),
    }
  }
}

function whatsappText(
  groupName: string,
  open: Charge[],
  today: string,
  settings: repo.FinanceSettingsRow,
  profileUrl: string,
): string {
  const code = buildPixBrCode({
    key: settings.pixKey,
    name: settings.receiverName,
    city: settings.receiverCity,
  })
  const lines = open.map((charge) => {
    const [, month, day] = charge.dueDate.split('-')
    const due = charge.dueDate === today ? 'vence hoje' : `venceu ${day}/${month}`
    return `• ${charge.playerName}: ${formatCents(charge.amountCents)} (${charge.description}, ${due})`
  })
  return [
    `*${groupName}* — pagamentos em aberto`,
    '',
    ...(lines.length > 0 ? lines : ['Ninguém com pagamento em aberto. Valeu, galera!']),
    '',
    // A receiver saved before names were checked may have nothing a BR Code can carry.
    ...(code
      ? [`Pix para ${settings.receiverName} (copia e cola; digite o valor):`, code, '']
      : []),
    `Já pagou? Toque em "Já paguei" em Minhas cobranças: ${profileUrl}`,
  ].join('\n')
}
