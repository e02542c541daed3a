import { SLOTS_PER_BID } from '@bidfut/domain/constants'
import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { firstName } from '@bidfut/domain/rules/person-names'
import { escapeHtml, type EmailContent } from '../mail/templates.ts'
import { gameTime } from './game-time.ts'

/** What every reminder-family email says about the game. */
export type GameFacts = {
  groupName: string
  bidNumber: number
  dayOfMatch: string
  location: string | null
}

export type ReminderLinks = { vou: string; naoVou: string; sair: string }

/** The screen where a player answers for the next BID: every email about a BID links to it. */
export const checkInUrl = (publicUrl: string) => `${publicUrl}/check-in`
const CHECK_IN_LABEL = 'Abrir o check-in'

const GREEN = '#16a34a'
const RED = '#dc2626'
const MUTED = '#6b7280'
const NO_LOCATION = 'a definir'

// ---- text blocks -----------------------------------------------------------------------------

const degrees = (value: number) => `${Math.round(value)} °C`

function forecastLines(forecast: WeatherForecast): string[] {
  return [
    `Previsão do tempo em ${forecast.place}: ${forecast.conditionDescription}, ${degrees(forecast.temp)}`,
    `Mín. ${degrees(forecast.tempMin)} · Máx. ${degrees(forecast.tempMax)} · Chance de chuva ${Math.round(forecast.chanceOfRain)} % · Umidade ${Math.round(forecast.humidity)} %`,
  ]
}

function factRows(game: GameFacts, extra: [string, string][] = []): [string, string][] {
  return [
    ['Quando', gameTime(game.dayOfMatch).full],
    ['Local', game.location || NO_LOCATION],
    ...extra,
  ]
}

function text(lines: (string | null)[]): string {
  return [...lines.filter((line) => line !== null), '', 'Equipe Bidfut'].join('\n')
}

// ---- HTML blocks (tables and inline styles: what mail clients render alike) ------------------

function page(title: string, heading: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">
<tr><td style="background:${GREEN};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(heading)}</td></tr>
<tr><td style="padding:24px">
${body}
<p style="margin:24px 0 0">Equipe Bidfut</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`
}

const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`

function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n')
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">\n${cells}\n</table>`
}

function forecastHtml(forecast: WeatherForecast, publicUrl: string): string {
  const [headline, details] = forecastLines(forecast)
  // Gmail and Outlook do not show SVG: emails use the PNG drawn from the same icon.
  const icon = `${publicUrl}${forecast.urlIcon.replace(/\.svg$/, '.png')}`
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%;background:#eff6ff;border-radius:8px">
<tr><td width="64" style="padding:12px 0 12px 12px;vertical-align:middle"><img src="${escapeHtml(icon)}" width="48" height="48" alt="" style="display:block;border:0"></td>
<td style="padding:12px;vertical-align:middle"><div style="font-weight:bold">${escapeHtml(headline!)}</div><div style="font-size:14px;color:#374151">${escapeHtml(details!)}</div></td></tr>
</table>`
}

function button(label: string, url: string, color: string): string {
  return `<a href="${escapeHtml(url)}" style="display:block;background:${color};color:#ffffff;text-decoration:none;font-weight:bold;font-size:18px;text-align:center;padding:14px 24px;border-radius:8px">${escapeHtml(label)}</a>`
}

function twoButtons(links: ReminderLinks): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px">
<tr><td width="50%" style="padding-right:6px">${button('Vou jogar', links.vou, GREEN)}</td>
<td width="50%" style="padding-left:6px">${button('Não vou', links.naoVou, RED)}</td></tr>
</table>`
}

const small = (html: string) =>
  `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${html}</p>`

function oneButton(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td>${button(label, url, GREEN)}</td></tr></table>`
}

/**
 * An email that tells what happened: the greeting, the game's facts, what to do next and the
 * button to the check-in, where it is done.
 */
function noticeEmail(input: {
  subject: string
  heading?: string
  greeting: string
  intro: string
  rows: [string, string][]
  after: string
  publicUrl: string
}): EmailContent {
  const { subject, greeting, intro, rows, after } = input
  const url = checkInUrl(input.publicUrl)
  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    after,
    `${CHECK_IN_LABEL}: ${url}`,
  ])
  const html = page(
    subject,
    input.heading ?? subject,
    [
      paragraph(greeting),
      paragraph(intro),
      detailsTable(rows),
      paragraph(after),
      oneButton(CHECK_IN_LABEL, url),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}

// ---- the emails ------------------------------------------------------------------------------

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
