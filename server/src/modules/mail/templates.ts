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

type Block = { paragraphs: string[]; link?: { label: string; url: string }; footer?: string }

function render(subject: string, greeting: string, block: Block): EmailContent {
  const lines = [greeting, '', ...block.paragraphs.flatMap((p) => [p, ''])]
  if (block.link) lines.push(`${block.link.label}: ${block.link.url}`, '')
  if (block.footer) lines.push(block.footer, '')
  lines.push('Equipe Bidfut')

  const button = block.link
    ? `<p><a href="${escapeHtml(block.link.url)}" style="background:#16a34a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.link.label)}</a></p>
<p style="font-size:12px;color:#555">Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(block.link.url)}</p>`
    : ''
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
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

export function welcomeEmail(input: {
  fullName: string
  groupName: string
  createdGroup: boolean
  loginUrl: string
}) {
  const paragraphs = input.createdGroup
    ? [
        `Sua pelada "${input.groupName}" foi criada e você é o administrador.`,
        'Os primeiros 3 meses são grátis. Cadastre os jogadores em Jogadores e crie o primeiro BID em BID Atual.',
      ]
    : [`Você entrou na pelada "${input.groupName}". Faça o check-in para o próximo BID pelo app.`]
  return render('Bem-vindo ao Bidfut!', `Olá, ${firstName(input.fullName)}!`, {
    paragraphs,
    link: { label: 'Entrar no Bidfut', url: input.loginUrl },
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
