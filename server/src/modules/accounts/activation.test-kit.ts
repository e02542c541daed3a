import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { createMember } from '../../../test/factories.ts'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema.ts'

export type Target = Awaited<ReturnType<typeof createMember>>

export const LINK_INVALID = 'Link inválido ou expirado. Peça um novo link ao organizador.'

export const activationForm = {
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

/** The activation calls of the API tests, for an organiser's headers. */
export function activationKit(app: FastifyInstance, db: Db, organiser: Record<string, string>) {
  const generateLink = (target: Target, headers = organiser, renew?: boolean) =>
    app.inject({
      method: 'POST',
      url: '/v1/accounts/generate-temp-url-register',
      headers,
      payload: { playerId: target.member.id, renew },
    })

  return {
    generateLink,
    async tokenFor(target: Target) {
      const res = await generateLink(target)
      expect(res.statusCode).toBe(200)
      return res.json().url.split('/').pop() as string
    },
    validate: (token: string) =>
      app.inject({ method: 'GET', url: `/v1/accounts/validate-token-register/${token}` }),
    activate: (token: string, changes: object = {}) =>
      app.inject({
        method: 'POST',
        url: '/v1/accounts/activate-user-from-token',
        payload: { ...activationForm, token, ...changes },
      }),
    join: (token: string, email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/accounts/join-from-token',
        payload: { token, email, password },
      }),
    confirm: (token: string) =>
      app.inject({ method: 'POST', url: '/v1/accounts/signup/confirm', payload: { token } }),
    /** The 'Confirmar cadastro' link emailed to `email`, once the worker has run. */
    async confirmationLink(email: string) {
      await app.jobs.run('account')
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))
      const url = /https:\/\/bidfut\.example\/confirmar-cadastro\/[\w-]+/.exec(mail?.textBody ?? '')
      return url?.[0]
    },
  }
}
