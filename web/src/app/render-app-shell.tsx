import { renderToStaticMarkup } from 'react-dom/server'
import { FullScreenSpinner } from '@/components/ui/spinner'

/**
 * What index.html shows before the scripts run, rendered at build time: the same loading screen
 * the router shows while a page's code arrives, so the first paint needs only HTML and CSS and
 * React's first render changes nothing on screen.
 */
export function renderAppShell(): string {
  return renderToStaticMarkup(<FullScreenSpinner />)
}
