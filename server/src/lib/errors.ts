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

export class TooManyRequestsError extends AppError {
  constructor(message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.') {
    super(429, message)
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message)
  }
}
