import type { publicCounters } from '@bidfut/domain/endpoints/public-counters'
import { apiPathOf } from '@/lib/api-url'
import { counterKeys, counterText, landingData } from '../landing-dom'

/** The build's figures are days old at worst; the server's, minutes. A failure keeps the build's. */
export async function initCounters(doc: Document, send: typeof fetch = fetch): Promise<void> {
  try {
    const response = await send(apiPathOf<typeof publicCounters>('/public/counters'), {
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return
    const figures = (await response.json()) as Record<string, unknown>
    for (const key of counterKeys) {
      const value = figures[key]
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) continue
      const element = doc.querySelector(`[${landingData.counter}="${key}"]`)
      if (element) element.textContent = counterText(value)
    }
  } catch {
    // Offline or no server: the prerendered figures stay.
  }
}
