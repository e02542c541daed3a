import type { Db } from '../../db/client.ts'
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors.ts'
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts'
import * as repo from './accounts.repo.ts'

const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
const MAX_LOGIN_FAILURES = 10

/**
 * Proves who someone is by email and password, for every flow that takes a password at the
 * door (login, joining a group with an existing account). Failures are counted per email in the
 * database, so guessing is slowed across every instance and every such flow.
 */
export async function provePassword<T extends { passwordHash: string }>(
  db: Db,
  input: { email: string; password: string },
  find: (email: string) => Promise<T | undefined>,
): Promise<T> {
  const email = input.email.trim().toLowerCase()
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)
  if ((await repo.countRecentLoginFailures(db, email, since)) >= MAX_LOGIN_FAILURES) {
    throw new TooManyRequestsError(
      LOGIN_FAILURE_WINDOW_MS / 1000,
      (wait) => `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`,
    )
  }
  const found = await find(email)
  // Always run the KDF so an unknown email answers as slowly as a wrong password.
  const valid = await verifyPassword(
    input.password,
    found?.passwordHash ?? (await dummyPasswordHash()),
  )
  if (!found || !valid) {
    await repo.insertLoginFailure(db, email)
    throw new UnauthorizedError('Email ou senha inválidos.')
  }
  await repo.clearLoginFailures(db, email)
  return found
}
