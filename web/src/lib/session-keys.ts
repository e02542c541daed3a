/** Where the signed-in session is stored (localStorage): read by the SPA and the landing's island. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  /** An account-only session (signed in with no group, ADR 042). */
  accountSession: 'accountSession',
} as const
