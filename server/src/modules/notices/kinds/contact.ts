import { escapeHtml, type EmailContent } from '../email-render.ts'
import type { NoticeKind } from '../notice.ts'

type NewContactMessage = { name: string; email: string; subject: string | null; message: string }

// One line: a pasted newline must not split the Subject header.
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

/** The email CONTACT_EMAIL receives for a message sent through the landing's form. */
export function contactEmail(message: NewContactMessage): EmailContent {
  const subject = `Contato pelo site: ${oneLine(message.subject ?? message.name)}`
  const fields: [string, string][] = [
    ['Nome', message.name],
    ['Email', message.email],
    ['Assunto', message.subject ?? '(sem assunto)'],
  ]
  const text = [
    'Nova mensagem pelo formulário de contato do site do Bidfut.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mensagem:',
    message.message,
    '',
    `Responda a este email para falar com ${message.name}.`,
  ].join('\n')
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<p>Nova mensagem pelo formulário de contato do site do Bidfut.</p>
<p>${fields.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br>\n')}</p>
<p><strong>Mensagem:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p style="font-size:12px;color:#555">Responda a este email para falar com ${escapeHtml(message.name)}.</p>
</body></html>`
  return { subject, text, html }
}

/** A landing visitor's message, to the team: Reply-To is the visitor. */
export const contactMessage: NoticeKind<NewContactMessage & { id: number }> = {
  to: 'CONTACT_EMAIL (the team, not a player)',
  email: {
    key: (o) => `contact:${o.id}`,
    texts: contactEmail,
    headers: (o) => ({ 'Reply-To': o.email }),
  },
}
