import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { firstName } from '@bidfut/domain/rules/person-names'
import {
  detailsTable,
  factRows,
  forecastHtml,
  forecastLines,
  oneButton,
  page,
  paragraph,
  text,
  type EmailContent,
  type GameFacts,
} from '../email-render.ts'
import { gameTime } from '../game-time.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import { place, pushPayload } from './bid-texts.ts'

/** An organiser due the rain alert, as the reminders' query finds them. */
export type RainAlertRow = GameFacts &
  Recipient & { bidDayId: number; companyId: number; companyPlayerId: number; fullName: string }
type RainAlert = { row: RainAlertRow; forecast: WeatherForecast; publicUrl: string }

export const rainAlertKey = (r: {
  bidDayId: number
  companyPlayerId: number
  dayOfMatch: string
}) => `rain-alert:${r.bidDayId}:${r.companyPlayerId}:${r.dayOfMatch}`

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

/** 'Alto risco de chuva para o BID #N' from 09:00 the day before, above 50 % (ADR 007). */
export const rainAlert: NoticeKind<RainAlert, RainAlertRow> = {
  to: 'each organiser of the group who did not turn reminders off',
  email: {
    key: (o) => rainAlertKey(o.row),
    texts: ({ row, forecast, publicUrl }) =>
      rainAlertEmail({ game: row, fullName: row.fullName, forecast, publicUrl }),
  },
  push: {
    kind: 'rain-alert',
    key: (o) => rainAlertKey(o.row),
    audience: ({ row }) => ({ member: row }),
    texts: ({ row, forecast, publicUrl }) =>
      pushPayload(
        {
          title: `${row.groupName}: ${Math.round(forecast.chanceOfRain)} % de chance de chuva`,
          body: `Jogo ${gameTime(row.dayOfMatch).onDay}${place(row)}. Avise o grupo se algo mudar.`,
          url: '/bid-atual',
          tag: `rain-${row.bidDayId}`,
        },
        publicUrl,
      ),
  },
}
