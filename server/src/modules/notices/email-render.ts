import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { mapsLinks, mapsLinksLines } from '@bidfut/domain/rules/maps-links'
import { gameTime } from './game-time.ts'

// The one renderer of every email a person gets (ADR 044): plain text plus an HTML version of the
// same words, in one of two layouts. A letter (render) for account and money notes: greeting,
// paragraphs, one button and a footer. A card (page and its blocks, noticeEmail) for what happens
// to a BID: the game's facts in a table, the forecast, the one-tap answers.

/** pt-BR emails, each as plain text plus a simple HTML version of the same words. */
export type EmailContent = { subject: string; text: string; html: string }

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

type Link = { label: string; url: string }
/** `link` is the button; `moreLinks` follow it as plain links. */
export type Block = { paragraphs: string[]; link?: Link; moreLinks?: Link[]; footer?: string }

export function render(subject: string, greeting: string, block: Block): EmailContent {
  const lines = [greeting, '', ...block.paragraphs.flatMap((p) => [p, ''])]
  for (const link of [block.link, ...(block.moreLinks ?? [])]) {
    if (link) lines.push(`${link.label}: ${link.url}`, '')
  }
  if (block.footer) lines.push(block.footer, '')
  lines.push('Equipe Bidfut')

  const button = block.link
    ? `<p><a href="${escapeHtml(block.link.url)}" style="background:#16a34a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.link.label)}</a></p>
<p style="font-size:12px;color:#555">Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(block.link.url)}</p>`
    : ''
  const more = (block.moreLinks ?? [])
    .map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`)
    .join('\n')
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${more}
${block.footer ? `<p style="font-size:12px;color:#555">${escapeHtml(block.footer)}</p>` : ''}
<p>Equipe Bidfut</p>
</body></html>`
  return { subject, text: lines.join('\n'), html }
}

// ---- the card ------------------------------------------------------------------------------

/** What every reminder-family email says about the game. */
export type GameFacts = {
  groupName: string
  bidNumber: number
  dayOfMatch: string
  location: string | null
  /** The group has another BID open (ADR 059): subjects and titles name the game's day. */
  severalOpen?: boolean
}

export type ReminderLinks = { vou: string; naoVou: string; sair: string }

/** The screen where a player answers for the next BID: every email about a BID links to it. */
export const checkInUrl = (publicUrl: string) => `${publicUrl}/check-in`
export const CHECK_IN_LABEL = 'Abrir o check-in'

export const GREEN = '#16a34a'
export const RED = '#dc2626'
export const MUTED = '#6b7280'
export const NO_LOCATION = 'a definir'

// ---- text blocks -----------------------------------------------------------------------------

export const degrees = (value: number) => `${Math.round(value)} °C`

export function forecastLines(forecast: WeatherForecast): string[] {
  return [
    `Previsão do tempo em ${forecast.place}: ${forecast.conditionDescription}, ${degrees(forecast.temp)}`,
    `Mín. ${degrees(forecast.tempMin)} · Máx. ${degrees(forecast.tempMax)} · Chance de chuva ${Math.round(forecast.chanceOfRain)} % · Umidade ${Math.round(forecast.humidity)} %`,
  ]
}

export function factRows(
  game: Pick<GameFacts, 'dayOfMatch' | 'location'>,
  extra: [string, string][] = [],
): [string, string][] {
  return [
    ['Quando', gameTime(game.dayOfMatch).full],
    ['Local', game.location || NO_LOCATION],
    ...extra,
  ]
}

/**
 * 'Como chegar' under the game's facts (ADR 061): the place in Google Maps, Apple Maps and Waze,
 * one link a line; nothing without a place.
 */
export function mapsLines(location: string | null): string[] {
  const lines = mapsLinksLines(location)
  return lines.length > 0 ? [...lines, ''] : []
}

export function text(lines: (string | null)[]): string {
  return [...lines.filter((line) => line !== null), '', 'Equipe Bidfut'].join('\n')
}

// ---- HTML blocks (tables and inline styles: what mail clients render alike) ------------------

export function page(title: string, heading: string, body: string): string {
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

export const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`

export function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n')
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%">\n${cells}\n</table>`
}

/** The same links as HTML: one line of three links under the facts table. */
export function mapsHtml(location: string | null): string {
  const links = mapsLinks(location)
  if (links.length === 0) return ''
  const anchors = links
    .map(
      (link) =>
        `<a href="${escapeHtml(link.url)}" style="color:${GREEN};font-weight:bold">${escapeHtml(link.label)}</a>`,
    )
    .join(' · ')
  return `<p style="margin:0 0 16px;font-size:14px">Como chegar: ${anchors}</p>`
}

export function forecastHtml(forecast: WeatherForecast, publicUrl: string): string {
  const [headline, details] = forecastLines(forecast)
  // Gmail and Outlook do not show SVG: emails use the PNG drawn from the same icon.
  const icon = `${publicUrl}${forecast.urlIcon.replace(/\.svg$/, '.png')}`
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;width:100%;background:#eff6ff;border-radius:8px">
<tr><td width="64" style="padding:12px 0 12px 12px;vertical-align:middle"><img src="${escapeHtml(icon)}" width="48" height="48" alt="" style="display:block;border:0"></td>
<td style="padding:12px;vertical-align:middle"><div style="font-weight:bold">${escapeHtml(headline!)}</div><div style="font-size:14px;color:#374151">${escapeHtml(details!)}</div></td></tr>
</table>`
}

export function button(label: string, url: string, color: string): string {
  return `<a href="${escapeHtml(url)}" style="display:block;background:${color};color:#ffffff;text-decoration:none;font-weight:bold;font-size:18px;text-align:center;padding:14px 24px;border-radius:8px">${escapeHtml(label)}</a>`
}

export function twoButtons(links: ReminderLinks): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px">
<tr><td width="50%" style="padding-right:6px">${button('Vou jogar', links.vou, GREEN)}</td>
<td width="50%" style="padding-left:6px">${button('Não vou', links.naoVou, RED)}</td></tr>
</table>`
}

export const small = (html: string) =>
  `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${html}</p>`

export function oneButton(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td>${button(label, url, GREEN)}</td></tr></table>`
}

/**
 * An email that tells what happened: the greeting, the game's facts, what to do next and the
 * button to where it is done (the check-in, unless `action` names another page).
 */
export function noticeEmail(input: {
  subject: string
  heading?: string
  greeting: string
  intro: string
  rows: [string, string][]
  after: string
  publicUrl: string
  action?: { label: string; url: string }
  /** A second answer under the button, as a red link ('Não vou mais'). */
  alsoAction?: { label: string; url: string }
  /** The game's place, for 'Como chegar' under the facts (a game still ahead). */
  mapsFor?: string | null
  /** Blocks between the facts and `after` (the night's scores), as plain lines and HTML. */
  more?: { lines: string[]; html: string }
  /** A last small line (how to stop this email). */
  footer?: string
}): EmailContent {
  const { subject, greeting, intro, rows, after, alsoAction, more, footer } = input
  const maps = input.mapsFor ?? null
  const url = input.action?.url ?? checkInUrl(input.publicUrl)
  const label = input.action?.label ?? CHECK_IN_LABEL
  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...mapsLines(maps),
    ...(more ? [...more.lines, ''] : []),
    after,
    `${label}: ${url}`,
    ...(alsoAction ? [`${alsoAction.label}: ${alsoAction.url}`] : []),
    ...(footer ? ['', footer] : []),
  ])
  const html = page(
    subject,
    input.heading ?? subject,
    [
      paragraph(greeting),
      paragraph(intro),
      detailsTable(rows),
      ...(maps ? [mapsHtml(maps)] : []),
      ...(more ? [more.html] : []),
      paragraph(after),
      oneButton(label, url),
      ...(alsoAction
        ? [
            `<p style="margin:0 0 16px"><a href="${escapeHtml(alsoAction.url)}" style="color:${RED};font-weight:bold">${escapeHtml(alsoAction.label)}</a></p>`,
          ]
        : []),
      ...(footer ? [small(escapeHtml(footer))] : []),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}

const ONE_TAP_VALIDITY = 'Os botões valem até o início do jogo e só podem ser usados uma vez.'

/** The one-tap answers that close a reminder or an opening email, as plain text lines. */
export function oneTapLines(links: ReminderLinks, publicUrl: string): string[] {
  return [
    `Vou jogar: ${links.vou}`,
    `Não vou: ${links.naoVou}`,
    '',
    ONE_TAP_VALIDITY,
    `Ou responda no app: ${checkInUrl(publicUrl)}`,
    `Não quero mais receber lembretes: ${links.sair}`,
  ]
}

/** The same answers as HTML blocks: the two buttons, their validity and the other ways. */
export function oneTapHtml(links: ReminderLinks, publicUrl: string): string[] {
  const checkIn = escapeHtml(checkInUrl(publicUrl))
  return [
    twoButtons(links),
    small(escapeHtml(ONE_TAP_VALIDITY)),
    small(`Ou responda no app: <a href="${checkIn}" style="color:${GREEN}">${checkIn}</a>`),
    small(
      `<a href="${escapeHtml(links.sair)}" style="color:${MUTED}">Não quero mais receber lembretes</a>`,
    ),
  ]
}
