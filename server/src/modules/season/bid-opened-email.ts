import { firstName } from '@bidfut/domain/rules/person-names'
import type { EmailContent } from '../mail/templates.ts'
import {
  detailsTable,
  factRows,
  oneTapHtml,
  oneTapLines,
  page,
  paragraph,
  text,
  type GameFacts,
  type ReminderLinks,
} from '../reminders/email-blocks.ts'

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
  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...oneTapLines(links, input.publicUrl),
  ])
  const html = page(
    subject,
    `BID #${game.bidNumber} · ${game.groupName}`,
    [
      paragraph(greeting),
      paragraph(intro),
      detailsTable(rows),
      ...oneTapHtml(links, input.publicUrl),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}
