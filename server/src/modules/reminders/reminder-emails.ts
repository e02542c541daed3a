import { SLOTS_PER_BID } from '@bidfut/domain/constants'
import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { firstName } from '@bidfut/domain/rules/person-names'
import { escapeHtml, type EmailContent } from '../mail/templates.ts'
import { gameTime } from './game-time.ts'
import {
  checkInUrl,
  detailsTable,
  factRows,
  forecastHtml,
  forecastLines,
  GREEN,
  MUTED,
  oneButton,
  page,
  paragraph,
  small,
  text,
  twoButtons,
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
  const validity = 'Os botões valem até o início do jogo e só podem ser usados uma vez.'
  const checkIn = checkInUrl(input.publicUrl)

  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(forecast ? [...forecastLines(forecast), ''] : []),
    hint,
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
      forecast ? forecastHtml(forecast, input.publicUrl) : '',
      paragraph(hint),
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
