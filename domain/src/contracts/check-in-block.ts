import { z } from 'zod'
import { BLOCK_OVERDUE_DAYS_MAX } from '../rules/check-in-block.ts'
import { pathIdField } from './ids.ts'

// 'Quem deve não confirma' (ADR 056): the group's setting, the block a player sees, the exemption.

const DAYS_RANGE = `Dias de atraso: use um número de 0 a ${BLOCK_OVERDUE_DAYS_MAX}, ou deixe em branco para não bloquear`

/** `blockOverdueDays` in the finance settings: null = nobody is blocked. */
export const blockOverdueDaysField = z
  .number({ message: DAYS_RANGE })
  .int(DAYS_RANGE)
  .min(0, DAYS_RANGE)
  .max(BLOCK_OVERDUE_DAYS_MAX, DAYS_RANGE)
  .nullable()

/** The form's twin: blank = off, else the same number with the same message. */
export const blockOverdueDaysFormField = z
  .string()
  .trim()
  .transform((typed, ctx) => {
    if (typed === '') return null
    if (/^\d{1,3}$/.test(typed)) return Number(typed)
    ctx.addIssue({ code: 'custom', message: DAYS_RANGE })
    return z.NEVER
  })
  .pipe(blockOverdueDaysField)

/** A charge that keeps its player from checking in, with the Pix to pay it right there. */
export const blockingChargeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  amountCents: z.number().int(),
  dueDate: z.string(),
  pixCode: z.string().nullable(),
  /** The bank's own charge (ADR 052): paying it unblocks by itself, in seconds. */
  pixDynamic: z.boolean(),
})
export type BlockingCharge = z.infer<typeof blockingChargeSchema>

/** Why a player cannot check in now; null where they can. */
export const checkInBlockSchema = z.object({
  /** 'Você tem R$ 39,90 em atraso há mais de 5 dias com a pelada. …' */
  message: z.string(),
  totalCents: z.number().int(),
  charges: z.array(blockingChargeSchema),
})
export type CheckInBlock = z.infer<typeof checkInBlockSchema>

/** What the charge's details tell organisers about its player and the rule; null: rule off or never blocked. */
export const chargeCheckInSchema = z
  .object({ blocked: z.boolean(), exempt: z.boolean() })
  .nullable()

export const checkInExemptionParamsSchema = z.strictObject({ companyPlayerId: pathIdField() })
export const checkInExemptionSchema = z.strictObject({
  exempt: z.boolean({ message: 'Informe se o jogador fica liberado do bloqueio' }),
})
export const checkInExemptionResultSchema = z.object({
  companyPlayerId: z.number().int(),
  exempt: z.boolean(),
})
export type CheckInExemptionResult = z.infer<typeof checkInExemptionResultSchema>
