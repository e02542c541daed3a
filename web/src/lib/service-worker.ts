/**
 * Registers the service worker (ADR 041) once the page has loaded and the main thread is idle,
 * so it never costs the first screen (docs/web-boot.md), and tells when a new version waits.
 */
export type ServiceWorkerEvents = { onUpdateWaiting: (apply: () => void) => void }

function whenLoadedAndIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 2000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/** Asks the waiting version to take over; the page reloads once it has. */
function applyUpdate(waiting: ServiceWorker) {
  let reloading = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

export function registerServiceWorker({ onUpdateWaiting }: ServiceWorkerEvents) {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  whenLoadedAndIdle(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration: ServiceWorkerRegistration | undefined) => {
        // A browser (or a test run) that blocks service workers answers with nothing.
        if (!registration) return
        // A version installed while this tab runs an older one waits for the person's tap.
        const tell = () => {
          const waiting = registration.waiting
          if (waiting && navigator.serviceWorker.controller) {
            onUpdateWaiting(() => applyUpdate(waiting))
          }
        }
        tell()
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') tell()
          })
        })
        // A phone keeps the app open for days: look for a deploy when it comes back to it.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => {})
        })
      })
      .catch((error: unknown) => console.error('Service worker not registered', error))
  })
}
