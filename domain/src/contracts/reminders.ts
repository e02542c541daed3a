import { z } from 'zod'
import { checkInBlockSchema } from './check-in-block.ts'
import { bidPlayerStatusSchema } from './enums.ts'
import { text } from './text.ts'

/** What a reminder's one-tap button does; 'sair' stops reminder emails for that pelada. */
export const reminderAnswers = ['vou', 'nao-vou', 'sair'] as const
export const reminderAnswerSchema = z.enum(reminderAnswers, { message: 'Resposta inválida' })
export type ReminderAnswer = z.infer<typeof reminderAnswerSchema>

const TOKEN_INVALID = 'Link inválido.'
/** Path token of /v1/reminders/{token}: 43 url-safe characters (32 random bytes). */
export const reminderTokenParamsSchema = z.strictObject({
  token: text({ label: 'Link', max: 43, trim: false, formatMessage: TOKEN_INVALID }).regex(
    /^[A-Za-z0-9_-]{43}$/,
    TOKEN_INVALID,
  ),
})

export const reminderAnswerRequestSchema = z.strictObject({ answer: reminderAnswerSchema })

/** GET /reminders/{token}: what the landing page shows before and after answering. */
export const reminderLinkSchema = z.object({
  groupName: z.string(),
  playerName: z.string(),
  bidNumber: z.number().int(),
  dayOfMatch: z.string(),
  location: z.string().nullable(),
  status: bidPlayerStatusSchema,
  confirmedCount: z.number().int(),
  /** The BID's places (ADR 053). */
  slots: z.number().int(),
  /** The link was used already, or the game has started: answering is refused. */
  usable: z.boolean(),
  /** 'Quem deve não confirma' (ADR 056): why 'Vou jogar' is refused, with the Pix; null: it is not. */
  checkInBlock: checkInBlockSchema.nullable(),
  /** The group has another BID open (ADR 059): the page names the game's day and time. */
  severalOpen: z.boolean().default(false),
})
export type ReminderLink = z.infer<typeof reminderLinkSchema>

/** POST /reminders/{token}/answer: the outcome in the check-in screen's words. */
export const reminderAnswerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: bidPlayerStatusSchema,
  remindersEnabled: z.boolean(),
})
export type ReminderAnswerResponse = z.infer<typeof reminderAnswerResponseSchema>

/** GET|PUT /profile/reminder-emails: the signed-in member's choice for their current pelada. */
export const reminderEmailsSettingSchema = z.strictObject({
  receiveReminderEmails: z.boolean({ message: 'Informe se deseja receber lembretes' }),
})
export type ReminderEmailsSetting = z.infer<typeof reminderEmailsSettingSchema>

/**
 * GET|PUT /profile/email-notices (ADR 061): the member's own choices, per pelada, for the emails
 * that are not reminders: 'BID finalizado' (score, scorers, craque) and, for administrators and
 * managers, the weekly digest. Nobody else can change them.
 */
export const emailNoticesSettingSchema = z.strictObject({
  resultEmails: z.boolean({ message: 'Informe se deseja receber o email de BID finalizado' }),
  digestEmails: z.boolean({ message: 'Informe se deseja receber o resumo semanal' }),
})
export type EmailNoticesSetting = z.infer<typeof emailNoticesSettingSchema>

/**
 * POST /bids/{id}/nudge ('Lembrar quem não respondeu'): whom it reached, in words and by name.
 * `pending` is everyone still without an answer, for the group's text; `reached` says who got it
 * by email, push or WhatsApp.
 */
export const nudgeResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bidNumber: z.number().int(),
  dayOfMatch: z.string(),
  pending: z.array(
    z.object({ companyPlayerId: z.number().int(), name: z.string(), reached: z.boolean() }),
  ),
})
export type NudgeResult = z.infer<typeof nudgeResultSchema>
