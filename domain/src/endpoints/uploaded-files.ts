import { noContentSchema } from '../contracts/http.ts'
import { uploadFileParamsSchema, webpBodySchema } from '../contracts/profile.ts'
import { endpoint } from './endpoint.ts'

/** A stored photo by the name in its photoUrl, from either store (ADR 050); 304 when unchanged. */
export const uploadedFile = endpoint({
  method: 'GET',
  path: '/uploads/:name',
  params: uploadFileParamsSchema,
  root: true,
  responses: { 200: webpBodySchema, 304: noContentSchema },
})
