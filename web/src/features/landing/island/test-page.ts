import { renderLandingBody } from '../render-landing'

/** The real prerendered landing, put in jsdom's document for the island to work on. */
export function mountLanding(): void {
  document.body.innerHTML = renderLandingBody(new Date('2026-01-01T12:00:00Z'))
}
