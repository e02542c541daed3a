import { SLOTS_PER_BID } from '@bidfut/domain/constants'
import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { firstName } from '@bidfut/domain/rules/person-names'
import type { EmailContent } from '../mail/templates.ts'
import { gameTime } from './game-time.ts'
import {
  detailsTable,
  factRows,
  forecastHtml,
  forecastLines,
  oneButton,
  oneTapHtml,
  oneTapLines,
  page,
  paragraph,
  text,
  type GameFacts,
  type ReminderLinks,
} from './email-blocks.ts'

const statusHints: Record<BidPlayerStatus, string> = {
  waiting: 'Você ainda não respondeu. Vai jogar?',
  confirmed: 'Você já está confirmado. Se não puder ir, avise pelo botão "Não vou".',
  absent: 'Sua ausência está registrada.',
  hurt: 'Sua lesão está registrada.',
  waitlisted:
    'Você está na lista de espera: se abrir uma vaga, você é confirmado na hora e avisado por email.',
}

/** Two days before the game: the facts, the forecast and the one-tap answers. */
export function reminderEmail(input: {
  game: GameFacts
  fullName: string
  status: BidPlayerStatus
  confirmedCount: number
  forecast: WeatherForecast | null
  publicUrl: string
  links: ReminderLinks
}): EmailContent {
  const { game, forecast, links } = input
  const when = gameTime(game.dayOfMatch)
  const subject = `Lembrete: BID #${game.bidNumber} ${when.onDay}`
  const greeting = `Olá, ${firstName(input.fullName)}!`
  const intro = `Vem aí o BID #${game.bidNumber} da pelada "${game.groupName}".`
  const rows = factRows(game, [
    ['Confirmados', `${input.confirmedCount}/${SLOTS_PER_BID}`],
    ['Seu status', bidPlayerStatusLabels[input.status]],
  ])
  const hint = statusHints[input.status]

  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(forecast ? [...forecastLines(forecast), ''] : []),
    hint,
    ...oneTapLines(links, input.publicUrl),
  ])
  const html = page(
    subject,
    `BID #${game.bidNumber} · ${game.groupName}`,
    [
      paragraph(greeting),
      paragraph(intro),
      detailsTable(rows),
      forecast ? forecastHtml(forecast, input.publicUrl) : '',
      paragraph(hint),
      ...oneTapHtml(links, input.publicUrl),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}

/** The day before the game, to the organisers, when rain is likely. */
export function rainAlertEmail(input: {
  game: GameFacts
  fullName: string
  forecast: WeatherForecast
  publicUrl: string
}): EmailContent {
  const { game, forecast } = input
  const subject = `Alto risco de chuva para o BID #${game.bidNumber}`
  const greeting = `Olá, ${firstName(input.fullName)}!`
  const intro = `A previsão indica ${Math.round(forecast.chanceOfRain)} % de chance de chuva no BID #${game.bidNumber} da pelada "${game.groupName}".`
  const advice = 'Dá tempo de reservar uma quadra coberta ou de combinar outra data com o grupo.'
  const rows = factRows(game)
  const bidUrl = `${input.publicUrl}/bid-atual`

  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...forecastLines(forecast),
    '',
    advice,
    `Abrir o BID: ${bidUrl}`,
  ])
  const html = page(
    subject,
    subject,
    [
      paragraph(greeting),
      paragraph(intro),
      detailsTable(rows),
      forecastHtml(forecast, input.publicUrl),
      paragraph(advice),
      oneButton('Abrir o BID', bidUrl),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}
