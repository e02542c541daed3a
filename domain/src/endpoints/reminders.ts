import { bidIdParamsSchema } from '../contracts/bids.ts'
import { messageResponseSchema } from '../contracts/profile.ts'
import {
  nudgeResultSchema,
  reminderAnswerRequestSchema,
  reminderAnswerResponseSchema,
  reminderLinkSchema,
  reminderTokenParamsSchema,
} from '../contracts/reminders.ts'
import { endpoint } from './endpoint.ts'

/** What a reminder's link shows; only the tap answers (ADR 024). */
export const reminderLink = endpoint({
  method: 'GET',
  path: '/reminders/:token',
  params: reminderTokenParamsSchema,
  responses: { 200: reminderLinkSchema },
})

export const answerReminder = endpoint({
  method: 'POST',
  path: '/reminders/:token/answer',
  params: reminderTokenParamsSchema,
  body: reminderAnswerRequestSchema,
  responses: { 200: reminderAnswerResponseSchema },
})

/** The email's one-click List-Unsubscribe (RFC 8058): the POST is the request, no body read. */
export const unsubscribeReminders = endpoint({
  method: 'POST',
  path: '/reminders/:token/unsubscribe',
  params: reminderTokenParamsSchema,
  responses: { 200: messageResponseSchema },
})

/** 'Lembrar quem não respondeu': the reminder now to the BID's pending players, every 6 hours at most. */
export const nudgeBid = endpoint({
  method: 'POST',
  path: '/bids/:id/nudge',
  params: bidIdParamsSchema,
  responses: { 200: nudgeResultSchema },
})
