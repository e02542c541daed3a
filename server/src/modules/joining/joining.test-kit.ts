import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { bearer, conviteOf, createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createSoftAuthenticator } from '../../../test/soft-authenticator.ts'
import type { Db } from '../../db/client.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

export const PUBLIC_URL = 'https://bidfut.example'
export const page = { origin: PUBLIC_URL, rpId: 'bidfut.example' }

type Intent = { convite?: string; jogador?: string; companyPlayerId?: number }

/**
 * A group as a WhatsApp list leaves it: an administrator and the pasted names (mensalistas,
 * no account, no email), plus its invite token; and the calls the join and claim tests make.
 */
export async function joiningKit(app: FastifyInstance, db: Db, names: string[]) {
  const group = await createGroup(db, `Pelada ${Math.random().toString(36).slice(2, 7)}`)
  const admin = await signedInMember(app, db, group.id, { role: 'administrator' })
  const pasted = await app.inject({
    method: 'POST',
    url: '/v1/company-players/bulk-create',
    headers: admin.headers,
    payload: {
      players: names.map((fullName) => ({ fullName, goalkeeper: false, typePlayer: 'monthly' })),
    },
  })
  expect(pasted.statusCode).toBe(200)
  const link = await app.inject({
    method: 'GET',
    url: '/v1/company-players/invite-link',
    headers: admin.headers,
  })
  const convite = conviteOf(link.json().url)
  const rows = await db.select().from(companyPlayers).where(eq(companyPlayers.companyId, group.id))
  const idOf = (nickname: string) => rows.find((row) => row.nickname === nickname)!.id

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/v1${url}`, payload, headers })

  /** The short join with a passkey made on a new phone: the answer and the phone. */
  async function joinWithPasskey(intent: Intent, name: string) {
    const phone = createSoftAuthenticator(page)
    const options = await post('/accounts/join/passkey-options', { intent, name })
    expect(options.statusCode, options.body).toBe(200)
    const res = await post('/accounts/join/passkey', {
      intent,
      name,
      passkeyName: 'Meu celular',
      credential: phone.register(options.json()),
    })
    return { res, phone }
  }

  async function playerLinkOf(nickname: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/company-players/${idOf(nickname)}/player-link`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    return (res.json().url as string).split('/jogador/')[1]!
  }

  const claims = async () =>
    (
      await app.inject({ method: 'GET', url: '/v1/company-players/claims', headers: admin.headers })
    ).json().claims as { id: number; nickname: string; claimantName: string; status: string }[]

  const decide = (id: number, action: 'confirm' | 'refuse' | 'undo', headers = admin.headers) =>
    post(`/company-players/claims/${id}/${action}`, undefined, headers)

  const claimStatus = (token: string) =>
    app.inject({ method: 'GET', url: `/v1/accounts/join/claims/${token}` })

  const enter = (token: string, asNewPlayer?: boolean) =>
    post('/accounts/join/claims/session', { token, asNewPlayer })

  const withToken = (accessToken: string) => bearer(accessToken)

  /** The names 'Você é um destes?' shows as waiting for the organiser. */
  const directoryWaiting = async () =>
    (await app.inject({ method: 'GET', url: `/v1/accounts/invite/${convite}` }))
      .json()
      .players.filter((p: { waiting: boolean }) => p.waiting)
      .map((p: { nickname: string }) => p.nickname) as string[]

  return {
    group,
    admin,
    convite,
    idOf,
    post,
    joinWithPasskey,
    playerLinkOf,
    claims,
    decide,
    claimStatus,
    enter,
    withToken,
    directoryWaiting,
  }
}
