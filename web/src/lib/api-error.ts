import { errorBodySchema } from '@bidfut/domain/contracts/errors'
import { isUnreachableAnswer, retryAfterOf, SERVER_UNREACHABLE } from '@/lib/unreachable-answer'

/** A success body that does not match its contract: the user sees this, the console the details. */
export const UNEXPECTED_RESPONSE = 'Resposta inesperada do servidor. Tente novamente.'
/** A success body that is not JSON at all, or empty where the contract promises one. */
export const UNREADABLE_RESPONSE = 'Resposta inválida do servidor'

export class ApiError extends Error {
  readonly status: number
  readonly fieldErrors: Record<string, string> | undefined
  /** True when this error ended the session (the stored session was cleared). */
  readonly sessionEnded: boolean
  /** The error body as sent, for the few calls whose error carries more than a message. */
  readonly body: unknown
  /**
   * The server could not be reached or is briefly unavailable: asking again later may work.
   * A 503 that names a lasting cause (a forecast provider down) is a plain error instead.
   */
  readonly unreachable: boolean
  /** The answer's Retry-After, in seconds, when it had one. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    status: number,
    message: string,
    options: {
      fieldErrors?: Record<string, string>
      sessionEnded?: boolean
      body?: unknown
      unreachable?: boolean
      retryAfterSeconds?: number
    } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fieldErrors = options.fieldErrors
    this.sessionEnded = options.sessionEnded ?? false
    this.body = options.body
    this.unreachable = options.unreachable ?? false
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/** The server could not be reached at all. */
export const unreachableError = () => new ApiError(0, SERVER_UNREACHABLE, { unreachable: true })

/** The ApiError an error answer stands for: the server's pt-BR message when it sent one. */
export async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const parsed = errorBodySchema.safeParse(body)
  const retryAfterSeconds = retryAfterOf(response.headers)
  if (isUnreachableAnswer(response.status, retryAfterSeconds, parsed.success)) {
    const message = parsed.success && parsed.data.message ? parsed.data.message : SERVER_UNREACHABLE
    return new ApiError(response.status, message, { body, unreachable: true, retryAfterSeconds })
  }
  if (parsed.success && parsed.data.message) {
    return new ApiError(response.status, parsed.data.message, {
      fieldErrors: parsed.data.errors,
      body,
    })
  }
  const message = response.statusText
    ? `Erro ${response.status}: ${response.statusText}`
    : 'Erro desconhecido'
  return new ApiError(response.status, message)
}
