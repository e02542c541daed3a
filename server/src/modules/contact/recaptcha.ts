import { z } from 'zod'
import type { Config } from '../../config.ts'

/** Like the weather provider (ADR 007): a slow verifier must not hold the form for long. */
export const RECAPTCHA_TIMEOUT_MS = 3000

/** The verifier did not answer, answered an error, or answered something we cannot read. */
export class RecaptchaUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'RecaptchaUnavailableError'
  }
}

// reCAPTCHA v3's siteverify answer; only what we read.
const verifyResponseSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

export type RecaptchaVerdict =
  | { human: true }
  | { human: false; reason: 'rejected' | 'wrong-action' | 'low-score'; detail: string }

export type RecaptchaVerifier = ReturnType<typeof createRecaptchaVerifier>

/** Checks a reCAPTCHA v3 token against RECAPTCHA_VERIFY_URL (Google's siteverify by default). */
export function createRecaptchaVerifier(
  config: Pick<Config, 'recaptchaVerifyUrl' | 'recaptchaMinScore'> & { secret: string },
  timeoutMs = RECAPTCHA_TIMEOUT_MS,
) {
  return {
    async verify(
      token: string,
      expectedAction: string,
      remoteIp: string,
    ): Promise<RecaptchaVerdict> {
      const form = new URLSearchParams({
        secret: config.secret,
        response: token,
        remoteip: remoteIp,
      })
      let body: unknown
      try {
        const response = await fetch(config.recaptchaVerifyUrl, {
          method: 'POST',
          headers: { accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok)
          throw new RecaptchaUnavailableError(`verifier answered ${response.status}`)
        body = await response.json()
      } catch (error) {
        if (error instanceof RecaptchaUnavailableError) throw error
        throw new RecaptchaUnavailableError('verifier unreachable', { cause: error })
      }
      const parsed = verifyResponseSchema.safeParse(body)
      if (!parsed.success) throw new RecaptchaUnavailableError('verifier answered an unknown shape')
      const answer = parsed.data
      if (!answer.success) {
        return { human: false, reason: 'rejected', detail: (answer['error-codes'] ?? []).join(',') }
      }
      if (answer.action !== expectedAction) {
        return { human: false, reason: 'wrong-action', detail: String(answer.action) }
      }
      if ((answer.score ?? 0) < config.recaptchaMinScore) {
        return { human: false, reason: 'low-score', detail: String(answer.score) }
      }
      return { human: true }
    },
  }
}
