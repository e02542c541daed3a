// The landing's only script (ADR 008): the page itself is static HTML rendered at build time.
import { initContactForm } from './contact-form'
import { initCounters } from './counters'
import { initGallery } from './gallery'
import { initBackToTop, initPricingCta } from './page'
import { initSession } from './session'
import { initSiteInfo } from './site-info'

const steps = [
  () => initSession(document, () => localStorage),
  () => void initSiteInfo(document),
  () => initPricingCta(document),
  () => initBackToTop(document),
  () => initGallery(document),
  () => initContactForm(document, { recaptchaSiteKey: import.meta.env.VITE_RECAPTCHA_SITE_KEY }),
  // Last: the prerendered figures are already on the page.
  () => void initCounters(document),
]

// One task per part, so a slow phone's main thread is never blocked for long at start-up.
function run(index: number) {
  steps[index]?.()
  if (index + 1 < steps.length) setTimeout(() => run(index + 1), 0)
}
run(0)
