import { loginResponseSchema } from '@bidfut/domain/contracts/accounts'
import type { JoinOutcome } from '@bidfut/domain/contracts/joining'
import { sessionFromLoginResponse, setSession } from '@/lib/session-store'

/** Where this browser keeps the claim it made while the organiser decides (ADR 049). */
const CLAIM_KEY = 'bidfut-pending-claim'

/** The page that shows how the claim stands and, once confirmed, enters with it. */
export const PENDING_CLAIM_PATH = '/pedido-de-entrada'

export function pendingClaimToken(): string | null {
  return localStorage.getItem(CLAIM_KEY)
}

export function forgetPendingClaim(): void {
  localStorage.removeItem(CLAIM_KEY)
}

/**
 * What a join answered, taken in: a session (the newcomer goes to check in), or a claim that
 * waits (kept for /pedido-de-entrada). Answers where to go next.
 */
export function adoptJoinOutcome(outcome: JoinOutcome): string {
  if (outcome.outcome === 'pending') {
    localStorage.setItem(CLAIM_KEY, outcome.claimToken)
    return PENDING_CLAIM_PATH
  }
  forgetPendingClaim()
  setSession(sessionFromLoginResponse(loginResponseSchema.parse(outcome)))
  return '/check-in'
}
