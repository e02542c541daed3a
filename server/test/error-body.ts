import { expect } from 'vitest'

/** A request's id as the server makes it (lib/request-id.ts). */
export const REQUEST_ID = /^[0-9a-f]{12}$/

/** The house error body with these fields, and the request's id every error answer carries. */
export function errorBody(fields: {
  message: unknown
  errors?: Record<string, string>
  [field: string]: unknown
}) {
  return { success: false, requestId: expect.stringMatching(REQUEST_ID), ...fields }
}

/** A 5xx's body: its message, then the request's id to quote to support. */
export function faultBody(message: string) {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const quote = ' Se o problema continuar, informe ao suporte o código [0-9a-f]{12}\\.'
  return errorBody({ message: expect.stringMatching(new RegExp(`^${escaped}${quote}$`)) })
}

/**
 * An answer's body with its request id blanked: the id differs on every request by design, so
 * answers that must not tell two cases apart are compared without it (its length is fixed).
 */
export const withoutRequestId = (body: string) =>
  body.replace(/"requestId":"[0-9a-f]{12}"/, '"requestId":""')
