import { z } from 'zod'
import {
  deleteAccountRequestSchema,
  deleteAccountResultSchema,
  groupClosingSchema,
} from '../contracts/privacy.ts'
import { endpoint } from './endpoint.ts'

const closing = { 200: groupClosingSchema }

export const groupClosing = endpoint({
  method: 'GET',
  path: '/groups/closing',
  responses: closing,
})

export const closeGroup = endpoint({
  method: 'POST',
  path: '/groups/close',
  responses: closing,
})

export const reopenGroup = endpoint({
  method: 'POST',
  path: '/groups/reopen',
  responses: closing,
})

/** A zip file, downloaded as is (the client reads it as a Blob). */
export const exportMyData = endpoint({
  method: 'GET',
  path: '/me/data-export',
  responses: { 200: z.string().describe('Um arquivo zip: meus-dados.json e index.html') },
})

export const deleteAccount = endpoint({
  method: 'POST',
  path: '/me/delete-account',
  body: deleteAccountRequestSchema,
  responses: { 200: deleteAccountResultSchema },
})
