import { siteInfoSchema } from '../contracts/contact.ts'
import { endpoint } from './endpoint.ts'

export const siteInfo = endpoint({
  method: 'GET',
  path: '/site-info',
  responses: { 200: siteInfoSchema },
})
