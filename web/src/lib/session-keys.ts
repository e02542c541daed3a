/** Where the signed-in session is stored (localStorage): read by the SPA and the landing's island. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
} as const
