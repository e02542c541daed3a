import { firstName } from '@bidfut/domain/rules/person-names'
import { type EmailContent } from '../mail/templates.ts'
import {
  detailsTable,
  factRows,
  oneButton,
  page,
  paragraph,
  text,
  type GameFacts,
} from '../reminders/email-blocks.ts'

export const VOTE_LABEL = 'Votar no craque da partida'

/**
 * To each confirmed player when the BID is finished: the link opens a page where a tap votes
 * (ADR 024); opening it changes nothing.
 */
export function bidFinishedEmail(input: {
  game: GameFacts
  fullName: string
  voteUrl: string
  hours: number
}): EmailContent {
  const { game } = input
  const subject = `BID #${game.bidNumber} finalizado`
  const greeting = `Olá, ${firstName(input.fullName)}!`
  const intro = `O BID #${game.bidNumber} da pelada "${game.groupName}" foi finalizado. Quem foi o craque da partida?`
  const after = `A votação fica aberta por ${input.hours} horas. Você pode mudar o voto até ela encerrar.`
  const rows = factRows(game)
  return {
    subject,
    text: text([
      greeting,
      '',
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      after,
      `${VOTE_LABEL}: ${input.voteUrl}`,
    ]),
    html: page(
      subject,
      subject,
      [
        paragraph(greeting),
        paragraph(intro),
        detailsTable(rows),
        paragraph(after),
        oneButton(VOTE_LABEL, input.voteUrl),
      ].join('\n'),
    ),
  }
}
