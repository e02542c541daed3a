import type { SiteInfo } from '@bidfut/domain/contracts/contact'
import type { siteInfo } from '@bidfut/domain/endpoints/site-info'
import { apiPathOf } from '@/lib/api-url'
import { landingData } from '../landing-dom'

function isSiteInfo(value: unknown): value is SiteInfo {
  if (typeof value !== 'object' || value === null) return false
  const info = value as Record<string, unknown>
  const nullableString = (v: unknown) => v === null || typeof v === 'string'
  return (
    nullableString(info.whatsappUrl) &&
    nullableString(info.companyAddress) &&
    typeof info.contactEmail === 'string'
  )
}

export function applySiteInfo(doc: Document, info: SiteInfo): void {
  for (const element of doc.querySelectorAll<HTMLElement>(`[${landingData.whatsapp}]`)) {
    const link = element instanceof HTMLAnchorElement ? element : element.querySelector('a')
    if (info.whatsappUrl && link) link.href = info.whatsappUrl
    element.hidden = !info.whatsappUrl
  }
  for (const element of doc.querySelectorAll<HTMLElement>(`[${landingData.address}]`)) {
    const target = element.querySelector('address') ?? element
    target.textContent = info.companyAddress ?? ''
    element.hidden = !info.companyAddress
  }
  for (const element of doc.querySelectorAll<HTMLElement>(`[${landingData.contactEmail}]`)) {
    if (element instanceof HTMLAnchorElement) element.href = `mailto:${info.contactEmail}`
    const label = element.querySelector('span') ?? element
    label.textContent = info.contactEmail
    element.hidden = !info.contactEmail
  }
}

/** WhatsApp link, address and email come from the server at run time: no rebuild to change them. */
export async function initSiteInfo(doc: Document, send: typeof fetch = fetch): Promise<void> {
  try {
    const response = await send(apiPathOf<typeof siteInfo>('/site-info'), {
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return
    const info: unknown = await response.json()
    if (isSiteInfo(info)) applySiteInfo(doc, info)
  } catch {
    // Without the server's details the links stay hidden; the form still works.
  }
}
