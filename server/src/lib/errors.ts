/** Typed errors the services throw; the error handler turns them into the API's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** More fields of the error body; the route declares them in its schema.response. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sessão expirada. Faça login novamente.') {
    super(401, message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Você não tem permissão para esta ação.') {
    super(403, message)
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Não encontrado.') {
    super(404, message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: Record<string, string>, details?: Record<string, unknown>) {
    super(409, message, errors, details)
  }
}

/** '45 segundos', '1 minuto', '15 minutos', '2 horas': how long a 429 asks the person to wait. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'segundo', 'segundos')
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minuto', 'minutos')
  return plural(Math.ceil(seconds / 3600), 'hora', 'horas')
}

/** A limit was reached: the answer carries Retry-After and a message that says how long. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number

  constructor(
    retryAfterSeconds: number,
    message: (wait: string) => string = (wait) =>
      `Muitas tentativas. Aguarde ${wait} e tente novamente.`,
  ) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
    super(429, message(waitInWords(seconds)))
    this.retryAfterSeconds = seconds
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    /** Set when the outage is ours and short (the database): the client may retry after it. */
    readonly retryAfterSeconds?: number,
  ) {
    super(503, message)
  }
}

export const DATABASE_UNREACHABLE_MESSAGE =
  'Serviço temporariamente indisponível. Tente de novo em instantes.'
/** A few seconds: PostgreSQL restarting or failing over is back within that, and clients poll no faster. */
export const DATABASE_RETRY_AFTER_SECONDS = 3

/** The database could not be reached: a 503 that says to try again in a moment. */
export class DatabaseUnreachableError extends ServiceUnavailableError {
  constructor() {
    super(DATABASE_UNREACHABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS)
  }
}
