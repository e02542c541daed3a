import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { bearer, createMember, login, type MemberOptions } from './factories.ts'

/** A member of the group, signed in: the factory's rows plus ready-to-use auth headers. */
export async function signedInMember(
  app: FastifyInstance,
  db: Db,
  companyId: number,
  options: MemberOptions = {},
) {
  const created = await createMember(db, companyId, options)
  const session = await login(app, created.email)
  return { ...created, headers: bearer(session.accessToken), session }
}
