import { INVITATION_SUBJECT } from '@bidfut/domain/contracts/memberships'
import { firstName } from '@bidfut/domain/rules/person-names'
import { render } from '../email-render.ts'
import type { NoticeKind } from '../notice.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

// The account notices (ADR 026): each goes to an address, never to a membership, and its key is
// the token, invitation or job that made it, so a retried job queues it once.

export function activationEmail(input: { fullName: string; groupName: string; url: string }) {
  return render(
    `Ative sua conta no Bidfut - ${input.groupName}`,
    `Olá, ${firstName(input.fullName)}!`,
    {
      paragraphs: [
        `Você foi cadastrado na pelada "${input.groupName}" no Bidfut.`,
        'Para confirmar seus dados e criar sua senha, ative sua conta pelo link abaixo.',
      ],
      link: { label: 'Ativar minha conta', url: input.url },
      footer:
        'O link vale por 7 dias e só pode ser usado uma vez. Se você não esperava este email, ignore-o.',
    },
  )
}

export function passwordResetEmail(input: { fullName: string; url: string }) {
  return render('Redefinição de senha do Bidfut', `Olá, ${firstName(input.fullName)}!`, {
    paragraphs: ['Recebemos um pedido para redefinir a senha da sua conta no Bidfut.'],
    link: { label: 'Redefinir minha senha', url: input.url },
    footer:
      'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  })
}

export function invitationEmail(input: { fullName: string; groupName: string; url: string }) {
  return render(INVITATION_SUBJECT(input.groupName), `Olá, ${firstName(input.fullName)}!`, {
    paragraphs: [
      `A ${peladaNamed(input.groupName)} adicionou o seu email ao grupo no Bidfut.`,
      'Entre com a sua conta e abra "Convites" para aceitar ou recusar. Ao aceitar, o grupo passa a ver o seu perfil (nome, foto, telefone e time do coração).',
    ],
    link: { label: 'Ver convite', url: input.url },
    footer: 'Se você não conhece este grupo, basta recusar ou ignorar este email.',
  })
}

export function emailChangeConfirmation(input: { fullName: string; url: string }) {
  return render('Confirme o seu novo email no Bidfut', `Olá, ${firstName(input.fullName)}!`, {
    paragraphs: [
      'Você pediu para usar este endereço na sua conta Bidfut.',
      'Confirme pelo link abaixo, válido por 24 horas. Até lá, o email antigo continua valendo.',
    ],
    link: { label: 'Confirmar novo email', url: input.url },
    footer: 'Se não foi você, ignore este email: nada muda na sua conta.',
  })
}

export function emailChangeNotice(input: { fullName: string; newEmail: string }) {
  return render('Pedido de troca de email no Bidfut', `Olá, ${firstName(input.fullName)}!`, {
    paragraphs: [
      `Recebemos um pedido para trocar o email da sua conta Bidfut para ${input.newEmail}.`,
      'A troca só acontece quando o novo endereço for confirmado.',
      'Se não foi você, troque a sua senha agora em "Esqueci minha senha".',
    ],
  })
}

/** Anyone can ask for these two: their subjects carry nothing anyone typed (ADR 026). */
export function signupConfirmationEmail(input: {
  fullName: string
  url: string
  groupName: string
  createsGroup: boolean
}) {
  return render('Confirme seu cadastro no Bidfut', `Olá, ${firstName(input.fullName)}!`, {
    paragraphs: [
      input.createsGroup
        ? `Recebemos um pedido para criar a sua conta no Bidfut com este email e a pelada "${input.groupName}", com você como administrador.`
        : `Recebemos um pedido para criar a sua conta no Bidfut com este email e entrar na pelada "${input.groupName}".`,
      'Para concluir, abra o link abaixo e toque em "Confirmar cadastro". Nada é criado antes disso.',
    ],
    link: { label: 'Confirmar cadastro', url: input.url },
    footer: 'O link vale por 24 horas. Se não foi você, ignore este email.',
  })
}

/** A sign-up or activation typed an email that already has an account: no second one. */
export function accountExistsEmail(input: {
  fullName: string
  loginUrl: string
  resetUrl: string
  join?: { groupName: string; url: string }
}) {
  const paragraphs = [
    'Recebemos um pedido para criar uma conta no Bidfut com este email, mas você já tem uma conta com ele.',
    input.join
      ? `Para entrar na pelada "${input.join.groupName}" com a conta que você já tem, abra o link abaixo e entre com a sua senha.`
      : 'Entre com a sua senha pelo link abaixo.',
  ]
  return render('Você já tem uma conta no Bidfut', `Olá, ${firstName(input.fullName)}!`, {
    paragraphs,
    link: input.join
      ? { label: 'Entrar na pelada com minha conta', url: input.join.url }
      : { label: 'Entrar no Bidfut', url: input.loginUrl },
    moreLinks: [{ label: 'Esqueci minha senha', url: input.resetUrl }],
    footer: 'Se não foi você, ignore este email: nada muda na sua conta.',
  })
}

/** 'Receber link de acesso' (ADR 049): anyone can ask for it, so its subject is fixed too. */
export function signInLinkEmail(input: { fullName: string; url: string }) {
  return render('Seu link para entrar no Bidfut', `Olá, ${firstName(input.fullName)}!`, {
    paragraphs: [
      'Recebemos um pedido para entrar na sua conta Bidfut com um link, sem senha.',
      'Abra o link abaixo e toque em "Entrar". Ele vale por 15 minutos e só pode ser usado uma vez.',
    ],
    link: { label: 'Entrar no Bidfut', url: input.url },
    footer: 'Se não foi você, ignore este email: ninguém entra sem abrir este link.',
  })
}

type Url = { fullName: string; url: string }

export const activation: NoticeKind<Url & { groupName: string; linkId: number; sending: string }> =
  {
    to: 'the address an organiser gave a pending member; each sending is its own email',
    email: { key: (o) => `activation:${o.linkId}:${o.sending}`, texts: activationEmail },
  }

export const passwordReset: NoticeKind<Url & { tokenId: number }> = {
  to: "the account's address, when someone asks 'Esqueci minha senha' for it",
  email: { key: (o) => `password-reset:${o.tokenId}`, texts: passwordResetEmail },
}

export const signInLink: NoticeKind<Url & { tokenId: number }> = {
  to: "the account's address, when someone asks 'Receber link de acesso' for it",
  email: { key: (o) => `sign-in-link:${o.tokenId}`, texts: signInLinkEmail },
}

export const invitation: NoticeKind<Url & { groupName: string; invitationId: number }> = {
  to: 'the account whose address a group added',
  email: { key: (o) => `invitation:${o.invitationId}`, texts: invitationEmail },
}

export const emailChange: NoticeKind<Url & { tokenId: number }> = {
  to: 'the new address a person typed for their account',
  email: { key: (o) => `email-change:${o.tokenId}`, texts: emailChangeConfirmation },
}

export const emailChangeWarning: NoticeKind<{
  fullName: string
  newEmail: string
  tokenId: number
}> = {
  to: "the account's current address, when a change to another is asked",
  email: { key: (o) => `email-change-notice:${o.tokenId}`, texts: emailChangeNotice },
}

export const signupConfirmation: NoticeKind<
  Parameters<typeof signupConfirmationEmail>[0] & { requestId: number }
> = {
  to: 'the address a sign-up typed, when it has no account',
  email: { key: (o) => `signup-confirm:${o.requestId}`, texts: signupConfirmationEmail },
}

export const accountExists: NoticeKind<
  Parameters<typeof accountExistsEmail>[0] & { jobId: number }
> = {
  to: 'the address a sign-up typed, when it already has an account',
  email: { key: (o) => `signup-exists:${o.jobId}`, texts: accountExistsEmail },
}
