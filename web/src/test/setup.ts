import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'

// Any test that renders a route waits for its lazy chunk, which the first import in a file
// transforms on the spot, and npm test runs these files beside the browser journeys: on that
// busy machine a render takes longer than the default second, and a clean clone's first
// render (nothing transformed yet) took over 10 s in CI. Only a failing wait lasts this long.
configure({ asyncUtilTimeout: 20_000 })

afterEach(() => {
  // Sonner keeps toasts in module state and replays them to the next Toaster.
  toast.dismiss()
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

// jsdom lacks these browser APIs that Radix and sonner call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
// jsdom's scrollTo only logs "not implemented"; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {}
