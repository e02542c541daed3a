import { renderToStaticMarkup } from 'react-dom/server'
import type { PublicCounters } from '@bidfut/domain/contracts/public-counters'
import { LandingPage } from './landing-page'

/**
 * The landing's body markup, rendered once at build time into dist/landing.html, with the
 * counters the build could read (null: a neutral mark the island replaces).
 */
export function renderLandingBody(
  now = new Date(),
  counters: PublicCounters | null = null,
): string {
  return renderToStaticMarkup(<LandingPage year={now.getFullYear()} counters={counters} />)
}
