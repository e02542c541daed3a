/**
 * The contract between the prerendered landing (React at build time) and its island (vanilla
 * TypeScript in the browser): element ids and data attributes both sides use. Plain constants, so
 * the island imports them without pulling React in.
 */
export const landingIds = {
  hero: 'inicio',
  about: 'sobre',
  services: 'funcionalidades',
  gallery: 'conheca',
  pricing: 'planos',
  contact: 'contato',
  main: 'conteudo',
  galleryCount: 'galeria-contagem',
  galleryDialog: 'galeria-visualizador',
  galleryDialogTitle: 'galeria-visualizador-titulo',
  galleryDialogImage: 'galeria-visualizador-imagem',
  galleryDialogCounter: 'galeria-visualizador-contador',
  galleryDialogCaption: 'galeria-visualizador-legenda',
  contactForm: 'contato-formulario',
  contactName: 'contato-nome',
  contactEmail: 'contato-email',
  contactSubject: 'contato-assunto',
  contactMessage: 'contato-mensagem',
  contactWebsite: 'contato-website',
  contactFeedback: 'contato-retorno',
  contactSubmit: 'contato-enviar',
} as const

export type GalleryKind = 'mobile' | 'web'

export const landingData = {
  /** On the toggle buttons: which grid they show. */
  galleryToggle: 'data-gallery-toggle',
  /** On each grid: its kind. */
  galleryGrid: 'data-gallery-grid',
  /** On each card button: its index in its grid. */
  galleryIndex: 'data-gallery-index',
  galleryPrev: 'data-gallery-prev',
  galleryNext: 'data-gallery-next',
  galleryClose: 'data-gallery-close',
  /** The pricing button: scrolls to the contact form and focuses its first field. */
  pricingCta: 'data-pricing-cta',
  /** 'signed-in' | 'signed-out': shown only in that session state. */
  session: 'data-session',
  whatsapp: 'data-whatsapp-link',
  address: 'data-company-address',
  contactEmail: 'data-contact-email',
  backToTop: 'data-back-to-top',
  recaptchaNotice: 'data-recaptcha-notice',
  /** On each counter's number: which figure of GET /public/counters it shows. */
  counter: 'data-counter',
} as const

/** 'Imagem n de m': the gallery viewer's counter, in pt-BR like every visible text. */
export function galleryCounterText(index: number, total: number): string {
  return `Imagem ${index + 1} de ${total}`
}

export function galleryCountText(total: number): string {
  return total === 1 ? '1 imagem' : `${total} imagens`
}

/** The counters the server counts (GET /public/counters); the features are counted on the page. */
export const counterKeys = ['gamesOrganised', 'teamsGenerated', 'players'] as const
export type CounterKey = (typeof counterKeys)[number]

/** Shown until the figures arrive, when the build could not count them. */
export const COUNTER_UNKNOWN = '…'

/** '1.234': pt-BR thousands, exact (the spec's '+900' were made up; these are counted). */
export function counterText(value: number): string {
  return value.toLocaleString('pt-BR')
}
