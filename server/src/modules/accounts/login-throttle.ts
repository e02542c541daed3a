/**
 * How long a password attempt must wait, from the failures already recorded for its email (ADR
 * 025, after OWASP's device cookies). A browser that proved it belongs to the account (a trusted
 * device) is judged on its own failures only, so nobody elsewhere can lock the owner out; every
 * other client shares the account's untrusted budget, and one address is slowed down sooner.
 */
const HOUR_MS = 60 * 60 * 1000

export const LOGIN_LIMITS = {
  windowMs: HOUR_MS,
  /** Wrong passwords per account per rolling hour from untrusted clients, all addresses together. */
  untrustedPerAccount: 20,
  /** ...and per rolling day, so a patient guesser gets no more than NIST's 100 in a row. */
  untrustedPerAccountPerDay: 100,
  dayMs: 24 * HOUR_MS,
  /** Wrong passwords per trusted device per rolling hour. */
  perDevice: 10,
  /** Wrong passwords from one untrusted address before each further try waits. */
  freePerAddress: 5,
  /** The first wait from one address; it doubles with each further failure, up to the max. */
  firstAddressDelayMs: 60 * 1000,
  maxAddressDelayMs: 15 * 60 * 1000,
} as const

export type RecordedFailure = {
  createdAt: Date
  ip: string | null
  trustedDeviceId: number | null
  /** A later success from the same address or device forgave it. */
  forgiven: boolean
}

export type LoginClient = { ip: string; trustedDeviceId: number | null }

/** Milliseconds until a slot frees when `times` hold `limit` failures in the rolling window. */
function untilBelowLimit(times: number[], limit: number, windowMs: number, now: number): number {
  const inWindow = times.filter((t) => t > now - windowMs).sort((a, b) => a - b)
  if (inWindow.length < limit) return 0
  // The failure whose ageing out leaves limit - 1 in the window.
  const blocking = inWindow[inWindow.length - limit]!
  return Math.max(0, blocking + windowMs - now)
}

/** Milliseconds to wait from one address: free at first, then 1, 2, 4, 8 and at most 15 minutes. */
function addressDelay(times: number[], now: number): number {
  const extra = times.length - LOGIN_LIMITS.freePerAddress
  if (extra < 0) return 0
  const delay = Math.min(
    LOGIN_LIMITS.firstAddressDelayMs * 2 ** extra,
    LOGIN_LIMITS.maxAddressDelayMs,
  )
  return Math.max(0, Math.max(...times) + delay - now)
}

/**
 * Seconds the client must wait before its password is checked; 0 means check it now. Takes the
 * email's failures of the last day (`LOGIN_LIMITS.dayMs`).
 */
export function secondsToWait(
  failures: readonly RecordedFailure[],
  client: LoginClient,
  now: Date,
): number {
  const at = now.getTime()
  const { windowMs, dayMs } = LOGIN_LIMITS
  const timesOf = (matches: (f: RecordedFailure) => boolean) =>
    failures.filter(matches).map((f) => f.createdAt.getTime())
  let waitMs: number
  if (client.trustedDeviceId !== null) {
    const device = timesOf((f) => f.trustedDeviceId === client.trustedDeviceId && !f.forgiven)
    waitMs = untilBelowLimit(device, LOGIN_LIMITS.perDevice, windowMs, at)
  } else {
    // Forgiven or not, every untrusted failure stays in the account's total: the owner's
    // success elsewhere must not hand a guesser a fresh budget.
    const untrusted = timesOf((f) => f.trustedDeviceId === null)
    const address = timesOf(
      (f) =>
        f.trustedDeviceId === null &&
        f.ip === client.ip &&
        !f.forgiven &&
        f.createdAt.getTime() > at - windowMs,
    )
    waitMs = Math.max(
      untilBelowLimit(untrusted, LOGIN_LIMITS.untrustedPerAccount, windowMs, at),
      untilBelowLimit(untrusted, LOGIN_LIMITS.untrustedPerAccountPerDay, dayMs, at),
      addressDelay(address, at),
    )
  }
  return Math.ceil(waitMs / 1000)
}
