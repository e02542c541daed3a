import { firstName } from '@bidfut/domain/rules/person-names'
import { type EmailContent } from '../mail/templates.ts'
import { gameTime } from './game-time.ts'
import { factRows, NO_LOCATION, noticeEmail, type GameFacts } from './email-blocks.ts'

/** To each confirmed player when an organiser cancels the BID. */
export function bidCancelledEmail(input: {
  game: GameFacts
  fullName: string
  publicUrl: string
}): EmailContent {
  const { game } = input
  return noticeEmail({
    subject: `BID #${game.bidNumber} cancelado`,
    greeting: `Olá, ${firstName(input.fullName)}!`,
    intro: `O BID #${game.bidNumber} da pelada "${game.groupName}", em que você estava confirmado, foi cancelado pela organização.`,
    rows: factRows(game),
    after: 'Não precisa fazer nada: quando houver um novo BID, é só fazer o check-in no app.',
    publicUrl: input.publicUrl,
  })
}

/** Where and when a BID was before an organiser moved it. */
export type PreviousSchedule = { dayOfMatch: string; location: string | null }

function joinPt(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`
}

/** What an organiser changed, in the words of the subject and of the sentence. */
function scheduleChanges(before: PreviousSchedule, game: GameFacts) {
  const [beforeDate, beforeTime] = before.dayOfMatch.split('T')
  const [date, time] = game.dayOfMatch.split('T')
  const changes: [boolean, string, string][] = [
    [beforeDate !== date, 'nova data', 'a data'],
    [beforeTime !== time, 'novo horário', 'o horário'],
    [(before.location || NO_LOCATION) !== (game.location || NO_LOCATION), 'novo local', 'o local'],
  ]
  const changed = changes.filter(([yes]) => yes)
  return { titles: joinPt(changed.map(([, t]) => t)), nouns: joinPt(changed.map(([, , n]) => n)) }
}

/** To each confirmed player when an organiser moves the BID to another date, time or place. */
export function bidMovedEmail(input: {
  game: GameFacts
  fullName: string
  before: PreviousSchedule
  publicUrl: string
}): EmailContent {
  const { game, before } = input
  const { titles, nouns } = scheduleChanges(before, game)
  return noticeEmail({
    subject: `BID #${game.bidNumber}: ${titles}`,
    greeting: `Olá, ${firstName(input.fullName)}!`,
    intro: `A organização mudou ${nouns} do BID #${game.bidNumber} da pelada "${game.groupName}". Você continua confirmado.`,
    rows: factRows(game, [
      ['Antes', `${gameTime(before.dayOfMatch).full} · ${before.location || NO_LOCATION}`],
    ]),
    after: 'Se não puder mais ir, avise no check-in para liberar a sua vaga.',
    publicUrl: input.publicUrl,
  })
}

/** To the first in the waiting list when a slot opens and they are confirmed (ADR 011). */
export function slotOpenedEmail(input: {
  game: GameFacts
  fullName: string
  publicUrl: string
}): EmailContent {
  const { game } = input
  return noticeEmail({
    subject: `Abriu uma vaga: você está confirmado no BID #${game.bidNumber}`,
    heading: `BID #${game.bidNumber} · ${game.groupName}`,
    greeting: `Olá, ${firstName(input.fullName)}!`,
    intro: `Abriu uma vaga no BID #${game.bidNumber} da pelada "${game.groupName}" e ela é sua: você saiu da lista de espera e já está confirmado.`,
    rows: factRows(game, [['Seu status', 'Confirmado']]),
    after: 'Se não puder mais ir, avise no check-in para liberar a vaga para o próximo da lista.',
    publicUrl: input.publicUrl,
  })
}
