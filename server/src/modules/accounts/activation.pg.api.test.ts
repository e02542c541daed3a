import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db)
const editor = await signedInMember(app, db, group.id, { role: 'editor' })

type Target = Awaited<ReturnType<typeof createMember>>

async function generateLink(target: Target, headers = editor.headers, renew?: boolean) {
  return app.inject({
    method: 'POST',
    url: '/v1/accounts/generate-temp-url-register',
    headers,
    payload: { playerId: target.member.id, renew },
  })
}

async function tokenFor(target: Target) {
  const res = await generateLink(target)
  expect(res.statusCode).toBe(200)
  return res.json().url.split('/').pop() as string
}

const validate = (token: string) =>
  app.inject({ method: 'GET', url: `/v1/accounts/validate-token-register/${token}` })

const activationForm = {
  fullName: 'Paulo César Freitas',
  email: 'paulo@exemplo.com',
  birthDate: '1991-07-15T00:00:00',
  phone: '21987654321',
  favoriteTeam: 'flamengo',
  nickname: 'PC',
  playerPosition: 'defender',
  newPassword: 'nova-senha',
  confirmNewPassword: 'nova-senha',
}

const activate = (token: string, changes: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/activate-user-from-token',
    payload: { ...activationForm, token, ...changes },
  })

it("gives organisers tapping 'Gerar Link' at once the same working link", async () => {
  for (let round = 0; round < 5; round++) {
    const pending = await createMember(db, group.id, { activated: false })
    const taps = await Promise.all(Array.from({ length: 8 }, () => generateLink(pending)))
    const urls = new Set(taps.map((tap) => tap.json().url as string))
    expect(urls.size).toBe(1)
    expect((await validate([...urls][0]!.split('/').pop()!)).statusCode).toBe(200)
  }
})

describe('simultaneous activations', () => {
  it('lets only one of two simultaneous activations win', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const token = await tokenFor(pending)
    const results = await Promise.all([
      activate(token, { email: 'corrida1@exemplo.com' }),
      activate(token, { email: 'corrida2@exemplo.com' }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
  })
})
