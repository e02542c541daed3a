import type { FastifyInstance } from 'fastify'
import type { Role, PlayerType, Position } from '@bidfut/domain/contracts/enums'
import type { Db } from '../src/db/client.ts'
import { companies, companyPlayers, players } from '../src/db/schema.ts'
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

export async function createMember(db: Db, companyId: number, options: MemberOptions = {}) {
  sequence += 1
  passwordHash ??= hashPassword(PASSWORD)
  const activated = options.activated ?? true
  const email = options.email === undefined ? `pessoa${sequence}@teste.com` : options.email
  const [person] = await db
    .insert(players)
    .values({
      email,
      fullName: options.fullName ?? `Pessoa ${sequence}`,
      passwordHash: activated ? await passwordHash : null,
      activatedAt: activated ? new Date() : null,
    })
    .returning()
  const [member] = await db
    .insert(companyPlayers)
    .values({
      companyId,
      playerId: person!.id,
      nickname: `Apelido${sequence}`,
      role: options.role ?? 'member',
      typePlayer: options.typePlayer ?? 'monthly',
      playerPosition: options.playerPosition === undefined ? 'midfielder' : options.playerPosition,
      skillLevel: options.skillLevel ?? 5,
      status: options.status ?? 1,
    })
    .returning()
  return { person: person!, member: member!, email: email ?? '' }
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
