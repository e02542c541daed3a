import { firstName } from '@bidfut/domain/rules/person-names'
import type { EmailContent } from '../mail/templates.ts'
import {
  checkInUrl,
  detailsTable,
  factRows,
  GREEN,
  MUTED,
  page,
  paragraph,
  small,
  text,
  twoButtons,
  type GameFacts,
  type ReminderLinks,
} from '../reminders/email-blocks.ts'
import { escapeHtml } from '../mail/templates.ts'

/** The scheduler opened the week's BID (ADR 036): the facts and the reminders' one-tap answers. */
export function bidOpenedEmail(input: {
  game: GameFacts
  fullName: string
  publicUrl: string
  links: ReminderLinks
}): EmailContent {
  const { game, links } = input
  const subject = `BID #${game.bidNumber} aberto — confirme sua presença`
  const greeting = `Olá, ${firstName(input.fullName)}!`
  const intro = `O BID #${game.bidNumber} da pelada "${game.groupName}" está aberto. Vai jogar?`
  const rows = factRows(game)
  const validity = 'Os botões valem até o início do jogo e só podem ser usados uma vez.'
  const checkIn = checkInUrl(input.publicUrl)
  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Vou jogar: ${links.vou}`,
    `Não vou: ${links.naoVou}`,
    '',
    validity,
    `Ou responda no app: ${checkIn}`,
    `Não quero mais receber lembretes: ${links.sair}`,
  ])
  const html = page(
    subject,
    `BID #${game.bidNumber} · ${game.groupName}`,
    [
      paragraph(greeting),
      paragraph(intro),
      detailsTable(rows),
      twoButtons(links),
      small(escapeHtml(validity)),
      small(
        `Ou responda no app: <a href="${escapeHtml(checkIn)}" style="color:${GREEN}">${escapeHtml(checkIn)}</a>`,
      ),
      small(
        `<a href="${escapeHtml(links.sair)}" style="color:${MUTED}">Não quero mais receber lembretes</a>`,
      ),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}
