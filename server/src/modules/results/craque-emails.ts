import { firstName } from '@bidfut/domain/rules/person-names'
import type { EmailContent } from '../mail/templates.ts'
import { factRows, noticeEmail, type GameFacts } from '../reminders/email-blocks.ts'

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
  publicUrl: string
}): EmailContent {
  const { game } = input
  return noticeEmail({
    subject: `BID #${game.bidNumber} finalizado`,
    greeting: `Olá, ${firstName(input.fullName)}!`,
    intro: `O BID #${game.bidNumber} da pelada "${game.groupName}" foi finalizado. Quem foi o craque da partida?`,
    rows: factRows(game),
    after: `A votação fica aberta por ${input.hours} ${input.hours === 1 ? 'hora' : 'horas'}. Você pode mudar o voto até ela encerrar.`,
    publicUrl: input.publicUrl,
    action: { label: VOTE_LABEL, url: input.voteUrl },
  })
}
