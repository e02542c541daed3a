import { INVITATION_SUBJECT } from '@bidfut/domain/contracts/memberships'
import { firstName } from '@bidfut/domain/rules/person-names'

/** pt-BR emails, each as plain text plus a simple HTML version of the same words. */
export type EmailContent = { subject: string; text: string; html: string }

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

type Link = { label: string; url: string }
/** `link` is the button; `moreLinks` follow it as plain links. */
export type Block = { paragraphs: string[]; link?: Link; moreLinks?: Link[]; footer?: string }

export function render(subject: string, greeting: string, block: Block): EmailContent {
  const lines = [greeting, '', ...block.paragraphs.flatMap((p) => [p, ''])]
  for (const link of [block.link, ...(block.moreLinks ?? [])]) {
    if (link) lines.push(`${link.label}: ${link.url}`, '')
  }
  if (block.footer) lines.push(block.footer, '')
  lines.push('Equipe Bidfut')

  const button = block.link
    ? `<p><a href="${escapeHtml(block.link.url)}" style="background:#16a34a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.link.label)}</a></p>
<p style="font-size:12px;color:#555">Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(block.link.url)}</p>`
    : ''
  const more = (block.moreLinks ?? [])
    .map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`)
    .join('\n')
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${more}
${block.footer ? `<p style="font-size:12px;color:#555">${escapeHtml(block.footer)}</p>` : ''}
<p>Equipe Bidfut</p>
</body></html>`
  return { subject, text: lines.join('\n'), html }
}

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
      `A pelada ${input.groupName} adicionou o seu email ao grupo no Bidfut.`,
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

/** A claim through the group's link (ADR 049): the organisers confirm it in /jogadores. */
export function claimWaitingEmail(input: {
  organiserName: string
  groupName: string
  nickname: string
  claimantName: string
  url: string
}) {
  return render(
    `${input.groupName}: alguém disse ser ${input.nickname}`,
    `Olá, ${firstName(input.organiserName)}!`,
    {
      paragraphs: [
        `${input.claimantName} entrou pelo link de convite da pelada ${input.groupName} e disse ser ${input.nickname}, da lista de jogadores.`,
        `Se for mesmo, toque em "Confirmar" ao lado de ${input.nickname} em Jogadores: o histórico, o tipo e as cobranças de ${input.nickname} passam a ser dessa pessoa. Se não for, toque em "Recusar".`,
      ],
      link: { label: 'Abrir Jogadores', url: input.url },
    },
  )
}

/**
 * The same claim, to the address the membership already had: a tap there proves it. Anyone with
 * the group's link can make us send it, so it is counted by the email limits (ADR 026).
 */
export function claimConfirmationEmail(input: {
  nickname: string
  groupName: string
  url: string
}) {
  return render(`Confirme que você é ${input.nickname}`, 'Olá!', {
    paragraphs: [
      `Alguém entrou pela lista da pelada ${input.groupName} no Bidfut e disse ser ${input.nickname}, que tem este email no cadastro.`,
      'Se foi você, abra o link abaixo e toque em "Sou eu". Se não foi, ignore este email: nada muda.',
    ],
    link: { label: 'Confirmar que sou eu', url: input.url },
  })
}
