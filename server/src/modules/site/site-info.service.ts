import { WHATSAPP_GREETING, type SiteInfo } from '@bidfut/domain/contracts/contact'
import type { Config } from '../../config.ts'

/** wa.me wants the international number as bare digits: '+55 (11) 99999-9999' → 5511999999999. */
export function whatsappUrl(number: string | undefined): string | null {
  const digits = number?.replace(/\D/g, '') ?? ''
  if (!digits) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(WHATSAPP_GREETING)}`
}

/** From the server's environment, so a deployment changes them without rebuilding the web app. */
export function siteInfo(
  config: Pick<Config, 'whatsappNumber' | 'companyAddress' | 'contactEmail' | 'google'>,
): SiteInfo {
  return {
    whatsappUrl: whatsappUrl(config.whatsappNumber),
    companyAddress: config.companyAddress?.trim() || null,
    contactEmail: config.contactEmail,
    googleSignIn: config.google !== null,
  }
}
