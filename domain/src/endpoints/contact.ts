import { contactRequestSchema } from '../contracts/contact.ts'
import { noContentSchema } from '../contracts/http.ts'
import { endpoint } from './endpoint.ts'

export const sendContact = endpoint({
  method: 'POST',
  path: '/contact/send',
  body: contactRequestSchema,
  responses: { 204: noContentSchema.describe('Mensagem recebida') },
})
