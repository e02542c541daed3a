import type { FastifyRequest } from 'fastify'
import { TooManyRequestsError } from './errors.ts'

/** The account a limit counts for; public routes (no caller) count by address. */
function accountKey(request: FastifyRequest): string {
  return request.account ? `account:${request.account.playerId}` : request.ip
}

/**
 * A limit on what a signed-in person does, counted per account: two members behind one address
 * (a family's Wi-Fi, a carrier's NAT) never share it. The route-level hook runs after the API's
 * auth hook has named the caller, so every authenticated request counts, valid or not.
 * Public routes keep @fastify/rate-limit's per-address key.
 */
export function perAccount(max: number, timeWindow: string, message?: (wait: string) => string) {
  return {
    max,
    timeWindow,
    keyGenerator: accountKey,
    ...(message && {
      errorResponseBuilder: (_request: unknown, limit: { ttl: number }) =>
        new TooManyRequestsError(limit.ttl / 1000, message),
    }),
  }
}
