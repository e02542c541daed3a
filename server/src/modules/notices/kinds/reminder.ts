import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { firstName } from '@bidfut/domain/rules/person-names'
import {
  degrees,
  detailsTable,
  factRows,
  mapsHtml,
  mapsLines,
  forecastHtml,
  forecastLines,
  oneTapHtml,
  oneTapLines,
  page,
  paragraph,
  text,
  type EmailContent,
  type GameFacts,
  type ReminderLinks,
} from '../email-render.ts'
import { gameTime } from '../game-time.ts'
import type { NoticeKind } from '../notice.ts'
import { bidTemplateParams, place } from './bid-texts.ts'

/** A member due a reminder, as the reminders' query finds them. */
export type ReminderRow = GameFacts & {
  bidDayId: number
  companyId: number
  companyPlayerId: number
  fullName: string
  email: string | null
  status: BidPlayerStatus
  confirmedCount: number
  slots: number
  timeZone: string
  /** A reminder at the group's chosen hours before kick-off (ADR 058); absent: two days before. */
  hoursBefore?: number
}
export type Reminder = {
  row: ReminderRow
  forecast: WeatherForecast | null
  publicUrl: string
  /** The one-tap page's token (ADR 024): 'Vou jogar', 'Não vou' and 'sair' open it. */
  token: string
}

// The date is part of the key: a BID moved to another day is reminded again. A group's chosen
// reminders (ADR 058) add their hours before kick-off: each goes once per BID, hour and person.
export const reminderKey = (r: {
  bidDayId: number
  companyPlayerId: number
  dayOfMatch: string
  hoursBefore?: number
}) =>
  `reminder:${r.bidDayId}:${r.companyPlayerId}:${r.dayOfMatch}${r.hoursBefore ? `:${r.hoursBefore}h` : ''}`

/** RFC 8058 one-click unsubscribe: mail apps POST to this URL, no page involved. */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/v1/reminders/${token}/unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The one-tap page and its three answers. */
export function reminderLinks(publicUrl: string, token: string) {
  const page = `${publicUrl}/lembrete/${token}`
  return {
    page,
    vou: `${page}?resposta=vou`,
    naoVou: `${page}?resposta=nao-vou`,
    sair: `${page}?resposta=sair`,
  }
}

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
  slots: number
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
    ['Confirmados', `${input.confirmedCount}/${input.slots}`],
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
    ...mapsLines(game.location),
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
      mapsHtml(game.location),
      forecast ? forecastHtml(forecast, input.publicUrl) : '',
      paragraph(hint),
      ...oneTapHtml(links, input.publicUrl),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}

/** The lembrete template's forecast, short: '24 °C, nublado, chuva 30 %'. */
export const forecastParam = (forecast: WeatherForecast | null) =>
  forecast
    ? `${degrees(forecast.temp)}, ${forecast.conditionDescription}, chuva ${Math.round(forecast.chanceOfRain)} %`
    : 'indisponível'

/**
 * 'Lembrete: BID #N …' two days before the game at 09:00 (ADR 007), by email and push, both
 * with the one-tap answers, or by WhatsApp with its buttons (ADR 051) to whoever chose it. The
 * first channel that queues it claims the reminder, under the same key.
 */
export const reminder: NoticeKind<Reminder, ReminderRow> = {
  to: 'each member in the BID not absent or hurt who did not turn reminders off; at the group’s chosen hours, each who has not answered',
  email: {
    key: (o) => reminderKey(o.row),
    headers: (o) => unsubscribeHeaders(o.publicUrl, o.token),
    texts: ({ row, forecast, publicUrl, token }) =>
      reminderEmail({
        game: row,
        fullName: row.fullName,
        status: row.status,
        confirmedCount: row.confirmedCount,
        slots: row.slots,
        forecast,
        publicUrl,
        links: reminderLinks(publicUrl, token),
      }),
  },
  push: {
    kind: 'reminder',
    key: (o) => reminderKey(o.row),
    audience: ({ row }) => ({ member: row }),
    texts: ({ row, publicUrl, token }) => {
      const links = reminderLinks(publicUrl, token)
      return {
        title: `${row.groupName}: jogo ${gameTime(row.dayOfMatch).onDay}`,
        body: `BID #${row.bidNumber}${place(row)}. Você vai?`,
        url: links.page,
        tag: `reminder-${row.bidDayId}`,
        actions: [
          { action: 'vou', title: 'Vou jogar', url: links.vou },
          { action: 'nao-vou', title: 'Não vou', url: links.naoVou },
        ],
      }
    },
  },
  whatsapp: {
    notice: 'reminder',
    key: (o) => reminderKey(o.row),
    to: ({ row }) => ({ companyId: row.companyId, companyPlayerId: row.companyPlayerId }),
    params: ({ row, forecast }) => [...bidTemplateParams(row), forecastParam(forecast)],
    bidDayId: ({ row }) => row.bidDayId,
  },
}
