import { useSyncExternalStore } from 'react'
import type { JoinOutcome } from '@bidfut/domain/contracts/joining'
import { adoptLoginAnswer } from '@/lib/session-store'

/** Where this browser keeps the claim it made while the organiser decides (ADR 049). */
const CLAIM_KEY = 'bidfut-pending-claim'

/** The page that shows how the claim stands and, once confirmed, enters with it. */
export const PENDING_CLAIM_PATH = '/pedido-de-entrada'

const noChanges = () => () => {}

/**
 * The claim this browser keeps; undefined where no browser answers (the page drawn at build
 * time), so that draws the loading state rather than 'no claim here'.
 */
export function usePendingClaimToken(): string | null | undefined {
  return useSyncExternalStore(
    noChanges,
    () => localStorage.getItem(CLAIM_KEY),
    () => undefined,
  )
}

export function rememberPendingClaim(token: string): void {
  localStorage.setItem(CLAIM_KEY, token)
}

export function forgetPendingClaim(): void {
  localStorage.removeItem(CLAIM_KEY)
}

/**
 * What a join answered, taken in: a session (the dashboard, whose next BID card checks in with
 * one tap; an account in no group lands on /minha-conta, ADR 042), or a claim that waits (kept
 * for /pedido-de-entrada). Answers where to go next.
 */
export function adoptJoinOutcome(joined: JoinOutcome): string {
  if (joined.outcome === 'pending') {
    rememberPendingClaim(joined.claimToken)
    return PENDING_CLAIM_PATH
  }
  forgetPendingClaim()
  const { outcome: _signedIn, ...answer } = joined
  adoptLoginAnswer(answer)
  return 'scope' in answer ? '/minha-conta' : '/dashboard'
}
