import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { MAX_LINK_ATTEMPTS } from './activation-links.ts'
import { activationKit } from './activation.test-kit.ts'

// Activation links used at the same moment: one link, one account, a bounded number of tries.
const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db)
const editor = await signedInMember(app, db, group.id, { role: 'editor' })
const { tokenFor, activate, join, confirm, confirmationLink } = activationKit(
  app,
  db,
  editor.headers,
)

describe('simultaneous confirmations', () => {
  it('lets only one of two sign-ups from one link win', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const token = await tokenFor(pending)
    const emails = ['corrida1@exemplo.com', 'corrida2@exemplo.com']
    for (const email of emails) expect((await activate(token, { email })).statusCode).toBe(200)
    // One after the other: each waits for the jobs worker; the race is the two taps below.
    const tokens: string[] = []
    for (const email of emails) tokens.push((await confirmationLink(email))!.split('/').pop()!)
    const results = await Promise.all(tokens.map((t) => confirm(t)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
  })

  it('bounds password tries with one link even when they arrive at once', async () => {
    const person = await createMember(db, group.id)
    const pending = await createMember(db, group.id, { activated: false })
    const token = await tokenFor(pending)
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => join(token, person.email, 'senha-errada')),
    )
    const statuses = tries.map((t) => t.statusCode).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_LINK_ATTEMPTS)
    expect(statuses.filter((s) => s === 400)).toHaveLength(12 - MAX_LINK_ATTEMPTS)
  })
})
