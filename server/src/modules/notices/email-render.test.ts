import { describe, expect, it } from 'vitest'
import {
  accountExistsEmail,
  activationEmail,
  emailChangeConfirmation,
  emailChangeNotice,
  invitationEmail,
  passwordResetEmail,
  signupConfirmationEmail,
} from './kinds/account.ts'

const OURS = 'https://bidfut.example'
// What an attacker would type as a name or a group name, were it not refused at the door.
const typed = '<a href="http://golpe.example">Confirme</a> "><img src=x onerror=alert(1)>'

const rendered = [
  activationEmail({ fullName: typed, groupName: typed, url: `${OURS}/activate-user/t` }),
  passwordResetEmail({ fullName: typed, url: `${OURS}/redefinir-senha/t` }),
  invitationEmail({ fullName: typed, groupName: typed, url: `${OURS}/convites` }),
  emailChangeConfirmation({ fullName: typed, url: `${OURS}/confirmar-email/t` }),
  emailChangeNotice({ fullName: typed, newEmail: 'novo@exemplo.com' }),
  signupConfirmationEmail({
    fullName: typed,
    groupName: typed,
    url: `${OURS}/confirmar-cadastro/t`,
    createsGroup: true,
  }),
  accountExistsEmail({
    fullName: typed,
    loginUrl: `${OURS}/login`,
    resetUrl: `${OURS}/esqueci-senha`,
    join: { groupName: typed, url: `${OURS}/entrar-na-pelada/c` },
  }),
]

describe('emails with typed text', () => {
  it.each(rendered.map((email) => [email.subject, email] as const))(
    '%s: escapes it and links only to our own pages',
    (_, email) => {
      expect(email.html).not.toContain('<a href="http://golpe')
      expect(email.html).not.toContain('<img')
      const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])
      for (const href of hrefs) expect(href!.startsWith(`${OURS}/`)).toBe(true)
    },
  )

  it('writes the sign-up emails, which anyone can ask for, under fixed subjects', () => {
    const [signup, exists] = rendered.slice(-2)
    expect([signup!.subject, exists!.subject]).toEqual([
      'Confirme seu cadastro no Bidfut',
      'Você já tem uma conta no Bidfut',
    ])
  })
})
