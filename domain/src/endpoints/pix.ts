import {
  pixWebhookAckSchema,
  pixWebhookBodySchema,
  pixWebhookParamsSchema,
  pspConnectSchema,
  pspStatusSchema,
  pspTestResultSchema,
} from '../contracts/pix.ts'
import { endpoint } from './endpoint.ts'

const status = { 200: pspStatusSchema }

/** The group's PSP for charges paid by the bank (ADR 052): administrators only. */
export const pspStatus = endpoint({ method: 'GET', path: '/finance/psp', responses: status })

export const connectPsp = endpoint({
  method: 'PUT',
  path: '/finance/psp',
  body: pspConnectSchema,
  responses: status,
})

export const disconnectPsp = endpoint({ method: 'DELETE', path: '/finance/psp', responses: status })

/** 'Testar conexão': asks the PSP for a token with the saved credentials. */
export const testPsp = endpoint({
  method: 'POST',
  path: '/finance/psp/test',
  responses: { 200: pspTestResultSchema },
})

/** The PSP's notice of Pix received: each txid is read back from the PSP before anything. */
export const pixWebhook = endpoint({
  method: 'POST',
  path: '/webhooks/pix/:token/pix',
  params: pixWebhookParamsSchema,
  body: pixWebhookBodySchema,
  responses: { 200: pixWebhookAckSchema },
})
