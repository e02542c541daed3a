import { z } from 'zod'

/** Every non-2xx body from the API. `message` is pt-BR and fit to show a user. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
