import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { accountJobs } from '../../db/schema/accounts.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
const otherGroup = await createGroup(db, 'Outra Pelada')
const admin = await signedInMember(app, db, group.id, { role: 'administrator', fullName: 'Ana' })
const member = await signedInMember(app, db, group.id, { role: 'member' })
const outsider = await signedInMember(app, db, otherGroup.id, { role: 'administrator' })

async function pasted(fullName: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/company-players/bulk-create',
    headers: admin.headers,
    payload: { players: [{ fullName, goalkeeper: false, typePlayer: 'monthly' }] },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ created: { id: number }[] }>().created[0]!.id
}

const contact = (id: number, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: `/v1/company-players/contact/${id}/${id}`, headers, payload })

async function stored(id: number) {
  const [row] = await db
    .select({
      email: companyPlayers.email,
      phone: companyPlayers.phone,
      typePlayer: companyPlayers.typePlayer,
      playerPosition: companyPlayers.playerPosition,
      fullName: companyPlayers.fullName,
    })
    .from(companyPlayers)
    .where(eq(companyPlayers.id, id))
  return row
}

describe('PUT /v1/company-players/contact/{playerId}/{companyPlayerId}', () => {
  it('gives a pasted player (no position) an email, a phone and a type, and invites them', async () => {
    const id = await pasted('Zé Colado')
    // The full form refuses without a position: that is why the small action exists.
    const full = await app.inject({
      method: 'PUT',
      url: `/v1/company-players/edit/${id}/${id}`,
      headers: admin.headers,
      payload: {
        fullName: 'Zé Colado',
        nickname: 'Zé Colado',
        typePlayer: 'monthly',
        skillLevel: 5,
        status: 1,
        role: 'member',
        email: 'ze@exemplo.com',
      },
    })
    expect(full.statusCode).toBe(400)
    expect(full.body).toContain('Posição é obrigatória')

    const res = await contact(id, admin.headers, {
      email: 'Ze@Exemplo.com',
      phone: '(11) 98765-4321',
      typePlayer: 'sporadic',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Zé Colado foi atualizado com sucesso!' })
    expect(await stored(id)).toEqual({
      email: 'ze@exemplo.com',
      phone: '(11) 98765-4321',
      typePlayer: 'sporadic',
      playerPosition: null,
      fullName: 'Zé Colado',
    })
    // The new address gets the group's invitation, as from the full form.
    const jobs = await db.select().from(accountJobs)
    expect(jobs.some((job) => JSON.stringify(job.payload).includes('ze@exemplo.com'))).toBe(true)
  })

  it('refuses a bad email in words and changes nothing', async () => {
    const id = await pasted('Bad Email')
    const res = await contact(id, admin.headers, { email: 'não é email', typePlayer: 'monthly' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Email inválido')
    expect((await stored(id))!.email).toBeNull()
  })

  it('is for organisers of the group only', async () => {
    const id = await pasted('Só Organizador')
    const body = { email: 'x@exemplo.com', typePlayer: 'monthly' }
    expect((await contact(id, member.headers, body)).statusCode).toBe(403)
    expect((await contact(id, outsider.headers, body)).statusCode).toBe(404)
    expect((await stored(id))!.email).toBeNull()
  })
})
