import { expect, it } from 'vitest'
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

const validate = (token: string) =>
  app.inject({ method: 'GET', url: `/v1/accounts/validate-token-register/${token}` })

it("gives organisers tapping 'Gerar Link' at once the same working link", async () => {
  for (let round = 0; round < 5; round++) {
    const pending = await createMember(db, group.id, { activated: false })
    const taps = await Promise.all(Array.from({ length: 8 }, () => generateLink(pending)))
    const urls = new Set(taps.map((tap) => tap.json().url as string))
    expect(urls.size).toBe(1)
    expect((await validate([...urls][0]!.split('/').pop()!)).statusCode).toBe(200)
  }
})
