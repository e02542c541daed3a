import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors.ts'
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts'
import * as failures from './login-failures.repo.ts'
import { LOGIN_LIMITS, secondsToWait } from './login-throttle.ts'
import { trustedDeviceOf, type PasswordClient } from './trusted-devices.ts'

const tooMany = (wait: string) =>
  `Muitas tentativas de login. Aguarde ${wait} e tente novamente, ou use "Esqueci minha senha".`

/**
 * Proves who someone is by email and password, for every flow that takes a password at the
 * door (login, joining a group with an existing account), so guessing through any of them
 * spends the same budget on every instance (ADR 025). The attempt is recorded as a failure
 * before the password is checked: concurrent guesses cannot slip past the limit together.
 */
export async function provePassword<T extends { passwordHash: string | null }>(
  db: Db,
  input: { email: string; password: string },
  client: PasswordClient,
  find: (email: string) => Promise<T | undefined>,
): Promise<T> {
  const email = input.email.trim().toLowerCase()
  const attempt = {
    email,
    ip: client.ip,
    trustedDeviceId: await trustedDeviceOf(db, client, email),
  }
  const reserved = await db.transaction(async (tx): Promise<{ wait: number } | { id: number }> => {
    await failures.lockEmailAttempts(tx, email)
    const now = clock.now()
    const since = new Date(now.getTime() - LOGIN_LIMITS.dayMs)
    await failures.deleteFailuresBefore(tx, since, email)
    const wait = secondsToWait(await failures.recentFailures(tx, email, since), attempt, now)
    if (wait > 0) return { wait }
    return { id: await failures.insertFailure(tx, attempt, now) }
  })
  if ('wait' in reserved) throw new TooManyRequestsError(reserved.wait, tooMany)
  const found = await find(email)
  // Always run the KDF so an unknown email (or an account without a password) answers as
  // slowly as a wrong password.
  const valid = await verifyPassword(
    input.password,
    found?.passwordHash ?? (await dummyPasswordHash()),
  )
  if (!found || found.passwordHash === null || !valid) {
    throw new UnauthorizedError('Email ou senha inválidos.')
  }
  await failures.settleSuccess(db, reserved.id, attempt)
  return found
}
