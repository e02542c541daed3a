import { WEEKDAY_NAMES } from '@bidfut/domain/rules/bid-schedule'
import { escapeHtml } from '../notices/email-render.ts'
import { PICTURE_SIZES } from './picture-renderer.ts'

/** The group's share token as it travels in `/check-in?c=…` and the preview image's path. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/

export type PreviewFacts = {
  bidNumber: number
  dayOfMatch: string
  location: string | null
  confirmed: number
  slots: number
}

/** '2026-06-04T20:00:00' → 'quinta 20:00' */
function weekdayAndTime(dayOfMatch: string): string {
  const [year, month, day] = dayOfMatch.slice(0, 10).split('-').map(Number)
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()]
  return `${weekday} ${dayOfMatch.slice(11, 16)}`
}

/** 'BID #12 — quinta 20:00 · Campo do Zé · 18/24 confirmados': no one's name (ADR 048). */
export function previewTitle(facts: PreviewFacts): string {
  const place = facts.location ? ` · ${facts.location}` : ''
  return `BID #${facts.bidNumber} — ${weekdayAndTime(facts.dayOfMatch)}${place} · ${facts.confirmed}/${facts.slots} confirmados`
}

/**
 * The Open Graph and Twitter tags of a shared check-in link's page, with absolute URLs from
 * PUBLIC_URL; `version` changes with the facts, so a chat app fetches the new image.
 */
export function previewHead(input: {
  publicUrl: string
  shareToken: string
  facts: PreviewFacts
  version: string
}): string {
  const { publicUrl, shareToken, facts, version } = input
  const title = escapeHtml(previewTitle(facts))
  const description = 'Confirme sua presença no Bidfut.'
  const image = `${publicUrl}/v1/share/previews/${shareToken}.png?v=${encodeURIComponent(version)}`
  const { width, height } = PICTURE_SIZES.preview
  const alt = escapeHtml(`BID #${facts.bidNumber}: dia, hora, local e confirmados`)
  return [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Bidfut" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${publicUrl}/check-in?c=${shareToken}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${width}" />`,
    `<meta property="og:image:height" content="${height}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ')
}
