import { errorBodySchema } from '@bidfut/domain/contracts/errors'

/**
 * The error answers of every route, declared so /docs shows the house body under each one:
 * `{ success: false, message, errors?, requestId }` with a pt-BR message (the error handler builds it).
 */
export const errorResponses = {
  '4xx': errorBodySchema.describe('Pedido recusado: a mensagem em pt-BR diz por quê'),
  '5xx': errorBodySchema.describe('Erro do servidor'),
} as const
