/**
 * Two tabs renewing with the same token a moment apart are one person, not a thief: a token
 * rotated this recently earns a sibling in its family instead of ending it (ADR 001).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10

export type RefreshVerdict = 'rotate' | 'concurrent' | 'replayed' | 'expired'

export type PresentedRefreshToken = {
  expiresAt: Date
  revokedAt: Date | null
  familyRevoked: boolean
  /** null while the token is unused. */
  secondsSinceUse: number | null
}

export function judgeRefresh(token: PresentedRefreshToken, now: Date): RefreshVerdict {
  if (token.revokedAt || token.familyRevoked) return 'replayed'
  if (token.secondsSinceUse !== null) {
    return token.secondsSinceUse < REFRESH_REUSE_GRACE_SECONDS ? 'concurrent' : 'replayed'
  }
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'rotate'
}
