import { z } from 'zod'
import { MAX_CHARGE_CENTS, parseReais } from '../rules/money.ts'
import { PIX_CITY_MAX, PIX_NAME_MAX, pixTextIsUsable } from '../rules/pix-br-code.ts'
import { normalisePixKey, pixKeyMessages, pixKeyTypes } from '../rules/pix-key.ts'
import { settingsRoles, type Role } from './enums.ts'
import * as block from './check-in-block.ts'
import { idField, pathIdField } from './ids.ts'
import { requiredText, type TextSpec } from './text.ts'

/** Who runs the money: 'Financeiro' on /configuracoes and /financeiro (ADR 038). */
export const financeRoles = settingsRoles
export function canManageFinance(role: Role | undefined): boolean {
  return role !== undefined && (financeRoles as readonly Role[]).includes(role)
}

export const chargeKinds = ['monthly', 'game', 'one_off'] as const
export type ChargeKind = (typeof chargeKinds)[number]
export const chargeStatuses = ['open', 'reported', 'paid', 'waived'] as const
export const chargeStatusSchema = z.enum(chargeStatuses, { message: 'Situação inválida' })
export type ChargeStatus = (typeof chargeStatuses)[number]
export const chargeStatusLabels: Record<ChargeStatus, string> = {
  open: 'Em aberto',
  reported: 'Informado pelo jogador',
  paid: 'Pago',
  waived: 'Isento',
}
export const paymentMethods = ['pix', 'cash'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
export const paymentMethodLabels: Record<PaymentMethod, string> = { pix: 'Pix', cash: 'Dinheiro' }

const AMOUNT_MAX_TEXT = 'R$ 10.000,00'

/** How the messages name an amount: 'Valor', or 'Mensalidade' (feminine: 'inválida'). */
type AmountLabel = { label: string; feminine?: boolean }
const invalid = ({ label, feminine }: AmountLabel) =>
  `${label} ${feminine ? 'inválida' : 'inválido'}`

/** An amount in integer centavos, more than zero and at most R$ 10.000,00, named by its field. */
export function amountCentsField(name: AmountLabel) {
  return z
    .number({ message: invalid(name) })
    .int(invalid(name))
    .min(1, `${name.label} deve ser maior que zero`)
    .max(MAX_CHARGE_CENTS, `${name.label} deve ser no máximo ${AMOUNT_MAX_TEXT}`)
}

/** What a form's amount field holds ('80,00', '1.080,5') in centavos, or an issue naming it. */
function readReais(name: AmountLabel) {
  return (typed: string, ctx: z.RefinementCtx) => {
    const cents = parseReais(typed)
    if (cents !== null) return cents
    ctx.addIssue({ code: 'custom', message: `${invalid(name)}: use o formato 80,00` })
    return z.NEVER
  }
}

/** The same amount as a form types it ('80,00'), read into centavos with the same messages. */
export function reaisField(name: AmountLabel) {
  return z
    .string()
    .trim()
    .min(1, `${name.label} ${name.feminine ? 'é obrigatória' : 'é obrigatório'}`)
    .transform(readReais(name))
    .pipe(amountCentsField(name))
}

/** An optional amount in a form: blank = null. */
export function optionalReaisField(name: AmountLabel) {
  const read = readReais(name)
  return z
    .string()
    .trim()
    .transform((typed, ctx) => (typed === '' ? null : read(typed, ctx)))
    .pipe(amountCentsField(name).nullable())
}

const MONTHLY_FEE: AmountLabel = { label: 'Mensalidade', feminine: true }
const GAME_FEE: AmountLabel = { label: 'Valor por jogo' }
const COURT_COST: AmountLabel = { label: 'Custo da quadra' }
const AMOUNT: AmountLabel = { label: 'Valor' }

const receiverNameSpec: TextSpec = { label: 'Nome do recebedor', max: PIX_NAME_MAX }
const receiverCitySpec: TextSpec = {
  label: 'Cidade do recebedor',
  max: PIX_CITY_MAX,
  feminine: true,
}
const pixKeySpec: TextSpec = { label: 'Chave Pix', max: 100, feminine: true }
export const chargeDescriptionSpec: TextSpec = {
  label: 'Descrição',
  max: 80,
  feminine: true,
  noLinks: true,
}
export const waiveReasonSpec: TextSpec = { label: 'Motivo', max: 200, noLinks: true }

const pixKeyTypeSchema = z.enum(pixKeyTypes, { message: 'Escolha o tipo da chave Pix' })

const settingsFields = {
  pixKeyType: pixKeyTypeSchema,
  pixKey: requiredText('Chave Pix é obrigatória', pixKeySpec),
  receiverName: requiredText('Nome do recebedor é obrigatório', receiverNameSpec).refine(
    pixTextIsUsable,
    'Nome do recebedor precisa ter letras ou números: emojis e símbolos não entram no Pix',
  ),
  receiverCity: requiredText('Cidade do recebedor é obrigatória', receiverCitySpec).refine(
    pixTextIsUsable,
    'Cidade do recebedor precisa ter letras: emojis e símbolos não entram no Pix',
  ),
  dueDay: z
    .number({ message: 'Dia do vencimento inválido' })
    .int('Dia do vencimento inválido')
    .min(1, 'Dia do vencimento deve ser entre 1 e 28')
    .max(28, 'Dia do vencimento deve ser entre 1 e 28'),
}

/** The key must be one of its type: each type says what is wrong in its own words. */
function withCheckedKey<T extends { pixKeyType: (typeof pixKeyTypes)[number]; pixKey: string }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  const key = normalisePixKey(value.pixKeyType, value.pixKey)
  if (key === null) {
    ctx.addIssue({ code: 'custom', path: ['pixKey'], message: pixKeyMessages[value.pixKeyType] })
    return z.NEVER
  }
  return { ...value, pixKey: key }
}

/** PUT /finance/settings: amounts in centavos, the key stored normalised. */
export const financeSettingsSchema = z
  .strictObject({
    ...settingsFields,
    monthlyFeeCents: amountCentsField(MONTHLY_FEE).nullable(),
    gameFeeCents: amountCentsField(GAME_FEE).nullable(),
    courtCostCents: amountCentsField(COURT_COST).nullable(),
    blockOverdueDays: block.blockOverdueDaysField.default(null),
  })
  .transform(withCheckedKey)
export type FinanceSettings = z.output<typeof financeSettingsSchema>

/** The form's twin: the same fields and messages, amounts typed as '80,00'. */
export const financeSettingsFormSchema = z
  .object({
    ...settingsFields,
    dueDay: z.coerce.number({ message: 'Dia do vencimento inválido' }).pipe(settingsFields.dueDay),
    monthlyFee: optionalReaisField(MONTHLY_FEE),
    gameFee: optionalReaisField(GAME_FEE),
    courtCost: optionalReaisField(COURT_COST),
    blockOverdueDays: block.blockOverdueDaysFormField,
  })
  .transform(withCheckedKey)
export type FinanceSettingsFormInput = z.input<typeof financeSettingsFormSchema>

export const financeSettingsResponseSchema = z.object({
  settings: z
    .object({
      pixKeyType: z.enum(pixKeyTypes),
      pixKey: z.string(),
      receiverName: z.string(),
      receiverCity: z.string(),
      dueDay: z.number().int(),
      monthlyFeeCents: z.number().int().nullable(),
      gameFeeCents: z.number().int().nullable(),
      courtCostCents: z.number().int().nullable(),
      blockOverdueDays: z.number().int().nullable(),
    })
    .nullable(),
})
export type FinanceSettingsResponse = z.infer<typeof financeSettingsResponseSchema>

export const chargeIdParamsSchema = z.strictObject({ id: pathIdField() })
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
export const monthQuerySchema = z.strictObject({
  month: z.string().regex(MONTH_PATTERN, 'Mês inválido: use AAAA-MM').optional(),
})

/** 'Nova cobrança': a one-off charge for one member ('Churrasco de fim de ano'). */
export const newChargeSchema = z.strictObject({
  companyPlayerId: idField('Escolha o jogador'),
  description: requiredText('Descrição é obrigatória', chargeDescriptionSpec),
  amountCents: amountCentsField(AMOUNT),
  dueDate: z.iso.date({ message: 'Vencimento inválido' }),
})
export type NewCharge = z.infer<typeof newChargeSchema>

export const newChargeFormSchema = newChargeSchema.omit({ amountCents: true }).extend({
  companyPlayerId: z.coerce
    .number({ message: 'Escolha o jogador' })
    .int()
    .min(1, 'Escolha o jogador'),
  amount: reaisField(AMOUNT),
})

export const changeAmountSchema = z.strictObject({ amountCents: amountCentsField(AMOUNT) })
export const changeAmountFormSchema = z.object({ amount: reaisField(AMOUNT) })
export const waiveChargeSchema = z.strictObject({
  reason: requiredText('Motivo é obrigatório', waiveReasonSpec),
})
export const confirmPaymentSchema = z.strictObject({
  method: z.enum(paymentMethods, { message: 'Forma de pagamento inválida' }),
  amountCents: amountCentsField({ label: 'Valor recebido' }).optional(),
})
/** 'Valor recebido': part of what is owed (ADR 056); left out of the API's body, all of it. */
export const receivedFormSchema = z.object({ received: reaisField({ label: 'Valor recebido' }) })

export const chargeSchema = z.object({
  id: z.number().int(),
  companyPlayerId: z.number().int(),
  playerName: z.string(),
  /** The member left the group: their open charges stay on /financeiro. */
  memberRemoved: z.boolean(),
  kind: z.enum(chargeKinds),
  description: z.string(),
  amountCents: z.number().int(),
  /** Received so far by hand, when part was paid (ADR 056; `chargeBalance`). */
  paidCents: z.number().int(),
  dueDate: z.string(),
  status: chargeStatusSchema,
  overdue: z.boolean(),
  paidMethod: z.enum(paymentMethods).nullable(),
  paidAt: z.string().nullable(),
  paidByBank: z.boolean(),
  /** A Pix of another amount the bank confirmed for it (ADR 052): shown, not counted as paid. */
  pixReceivedCents: z.number().int().nullable(),
  waivedReason: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
})
export type Charge = z.infer<typeof chargeSchema>

export const chargeEventSchema = z.object({
  at: z.string(),
  actorName: z.string(),
  note: z.string(),
})
export type ChargeEvent = z.infer<typeof chargeEventSchema>
export const chargeDetailSchema = z.object({
  charge: chargeSchema,
  history: z.array(chargeEventSchema),
  checkIn: block.chargeCheckInSchema,
})
export type ChargeDetail = z.infer<typeof chargeDetailSchema>

export const financeSummarySchema = z.object({
  receivedCents: z.number().int(),
  outstandingCents: z.number().int(),
  courtCostCents: z.number().int(),
  balanceCents: z.number().int(),
  games: z.number().int(),
})
export type FinanceSummary = z.infer<typeof financeSummarySchema>

/** GET /finance/charges?month=: the month's charges, earlier ones still owed, the summary. */
export const financeOverviewSchema = z.object({
  month: z.string(),
  configured: z.boolean(),
  charges: z.array(chargeSchema),
  summary: financeSummarySchema,
  members: z.array(z.object({ companyPlayerId: z.number().int(), name: z.string() })),
})
export type FinanceOverview = z.infer<typeof financeOverviewSchema>

/**
 * GET /finance/charges/export?month=: the month as a CSV file's text (UTF-8 with BOM, ';'
 * separated, pt-BR numbers), which the page saves under `filename`.
 */
export const financeExportSchema = z.object({ filename: z.string(), csv: z.string() })
export type FinanceExport = z.infer<typeof financeExportSchema>

/**
 * 'Cobrar': the charges reminded by email (and maybe a push too), those reminded only by a push
 * (no email on the membership), those not reminded now, and the text for the group's WhatsApp.
 */
export const remindResultSchema = z.object({
  emailed: z.number().int(),
  pushedOnly: z.number().int(),
  /** Reminded on WhatsApp instead, to members who chose it (ADR 051). */
  byWhatsApp: z.number().int(),
  /** The people reminded now, each once however many charges they owe. */
  remindedPlayers: z.number().int(),
  notReminded: z.number().int(),
  /** Of those not reminded now, the ones reminded in the last 3 days. */
  recentlyReminded: z.number().int(),
  whatsappText: z.string(),
})
export type RemindResult = z.infer<typeof remindResultSchema>

/** 'Minhas cobranças': the member's own charges with the Pix code to pay each open one. */
export const myChargeSchema = chargeSchema.extend({
  pixCode: z.string().nullable(),
  /** The code is the bank's own charge (ADR 052): paying it turns the charge 'Pago' by itself. */
  pixDynamic: z.boolean(),
})
export type MyCharge = z.infer<typeof myChargeSchema>
export const myChargesSchema = z.object({
  charges: z.array(myChargeSchema),
  receiverName: z.string().nullable(),
  checkInBlock: block.checkInBlockSchema.nullable(),
})
export type MyCharges = z.infer<typeof myChargesSchema>
