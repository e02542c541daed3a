import { confirmEmailChangeSchema } from '../contracts/memberships.ts'
import {
  emailChangeCheckSchema,
  messageResponseSchema,
  profileUpdateSchema,
  tokenParamsSchema,
} from '../contracts/profile.ts'
import { emailNoticesSettingSchema, reminderEmailsSettingSchema } from '../contracts/reminders.ts'
import { endpoint } from './endpoint.ts'

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/accounts/update-profile',
  body: profileUpdateSchema,
  responses: { 200: messageResponseSchema },
})

/** Reads only: the page shows the new address and waits for the person's tap (ADR 024). */
export const checkEmailChange = endpoint({
  method: 'GET',
  path: '/accounts/confirm-email-change/:token',
  params: tokenParamsSchema,
  responses: { 200: emailChangeCheckSchema },
})

export const confirmEmailChange = endpoint({
  method: 'POST',
  path: '/accounts/confirm-email-change',
  body: confirmEmailChangeSchema,
  responses: { 200: messageResponseSchema },
})

/** 'Receber lembretes por email', for the pelada the member is signed in to. */
export const reminderEmails = endpoint({
  method: 'GET',
  path: '/profile/reminder-emails',
  responses: { 200: reminderEmailsSettingSchema },
})

export const setReminderEmails = endpoint({
  method: 'PUT',
  path: '/profile/reminder-emails',
  body: reminderEmailsSettingSchema,
  responses: { 200: reminderEmailsSettingSchema },
})

/** 'Email de BID finalizado' and 'Resumo semanal' (ADR 061), for the pelada signed in to. */
export const emailNotices = endpoint({
  method: 'GET',
  path: '/profile/email-notices',
  responses: { 200: emailNoticesSettingSchema },
})

export const setEmailNotices = endpoint({
  method: 'PUT',
  path: '/profile/email-notices',
  body: emailNoticesSettingSchema,
  responses: { 200: emailNoticesSettingSchema },
})
