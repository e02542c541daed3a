import { landingData, landingIds } from '../landing-dom'

function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/** The pricing button: scrolls to the contact section and puts the cursor in 'Nome'. */
export function initPricingCta(doc: Document): void {
  for (const cta of doc.querySelectorAll<HTMLElement>(`[${landingData.pricingCta}]`)) {
    cta.addEventListener('click', (event) => {
      const section = doc.getElementById(landingIds.contact)
      const name = doc.getElementById(landingIds.contactName)
      if (!section || !name) return
      event.preventDefault()
      const win = doc.defaultView
      section.scrollIntoView({
        behavior: win && prefersReducedMotion(win) ? 'auto' : 'smooth',
        block: 'start',
      })
      name.focus({ preventScroll: true })
    })
  }
}

/** The floating 'Voltar ao topo' appears once the hero has scrolled away. */
export function initBackToTop(doc: Document): void {
  const button = doc.querySelector<HTMLElement>(`[${landingData.backToTop}]`)
  const hero = doc.getElementById(landingIds.hero)
  const win = doc.defaultView
  if (!button || !hero || !win) return
  if (!('IntersectionObserver' in win)) {
    button.hidden = false
    return
  }
  new win.IntersectionObserver(([entry]) => {
    button.hidden = entry?.isIntersecting ?? false
  }).observe(hero)
}
