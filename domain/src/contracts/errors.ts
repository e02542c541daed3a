import { z } from 'zod'

/** Every non-2xx body from the API. `message` is pt-BR and fit to show a user. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /**
   * The request's id, on every error the server answers (and in its X-Request-Id header): each
   * log line of the request carries it, and a 5xx message asks the person to quote it. Optional
   * here only so the web reads an error body that lacks it (a proxy's, a test's) all the same.
   */
  requestId: z.string().optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
