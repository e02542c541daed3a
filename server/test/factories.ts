import type { FastifyInstance } from 'fastify'
import type { Role, PlayerType, Position } from '@bidfut/domain/contracts/enums'
import type { Db } from '../src/db/client.ts'
import { players } from '../src/db/schema/accounts.ts'
import { companies } from '../src/db/schema/groups.ts'
import { companyPlayers } from '../src/db/schema/memberships.ts'
import { hashPassword } from '../src/lib/password.ts'

export const PASSWORD = 'segredo123'
let passwordHash: Promise<string> | undefined
let sequence = 0

export async function createGroup(db: Db, name = 'Pelada de Teste') {
  const [group] = await db
    .insert(companies)
    .values({ name, defaultLocationGame: 'Quadra do Teste' })
    .returning()
  return group!
}

export type MemberOptions = {
  role?: Role
  typePlayer?: PlayerType
  playerPosition?: Position | null
  skillLevel?: number
  status?: number
  fullName?: string
  email?: string | null
  activated?: boolean
}

/**
 * A membership of the group. Activated: the person has an account and joined, so the membership
 * carries a copy of their profile. Not activated: only what an organiser typed, no account.
 */
export async function createMember(db: Db, companyId: number, options: MemberOptions = {}) {
  sequence += 1
  passwordHash ??= hashPassword(PASSWORD)
  const activated = options.activated ?? true
  const email = options.email === undefined ? `pessoa${sequence}@teste.com` : options.email
  const fullName = options.fullName ?? `Pessoa ${sequence}`
  const [account] = activated
    ? await db
        .insert(players)
        .values({
          email: email ?? `pessoa${sequence}@teste.com`,
          fullName,
          passwordHash: await passwordHash,
          activatedAt: new Date(),
        })
        .returning()
    : [undefined]
  const [member] = await db
    .insert(companyPlayers)
    .values({
      companyId,
      playerId: account?.id ?? null,
      fullName,
      email: account?.email ?? email,
      joinedAt: account ? new Date() : null,
      nickname: `Apelido${sequence}`,
      role: options.role ?? 'member',
      typePlayer: options.typePlayer ?? 'monthly',
      playerPosition: options.playerPosition === undefined ? 'midfielder' : options.playerPosition,
      skillLevel: options.skillLevel ?? 5,
      status: options.status ?? 1,
    })
    .returning()
  return { account, member: member!, email: email ?? '' }
}

/** Adds an existing account to another group, as if the person had joined it. */
export async function joinGroup(
  db: Db,
  companyId: number,
  account: typeof players.$inferSelect,
  role: Role = 'member',
) {
  const [member] = await db
    .insert(companyPlayers)
    .values({
      companyId,
      playerId: account.id,
      fullName: account.fullName,
      email: account.email,
      joinedAt: new Date(),
      nickname: account.fullName.split(' ')[0],
      role,
      typePlayer: 'monthly',
      playerPosition: 'midfielder',
    })
    .returning()
  return member!
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/accounts/login',
    payload: { email, password, keepLogged: false },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return res.json() as { accessToken: string; refreshToken: string; companyPlayerId: number }
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}

/** The group's invite token, from the link GET /company-players/invite-link answers. */
export const conviteOf = (url: string): string => url.split('/entrar-na-pelada/')[1]!
