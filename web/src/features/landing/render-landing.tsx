import { renderToStaticMarkup } from 'react-dom/server'
import { LandingPage } from './landing-page'

/** The landing's body markup, rendered once at build time into dist/landing.html. */
export function renderLandingBody(now = new Date()): string {
  return renderToStaticMarkup(<LandingPage year={now.getFullYear()} />)
}
