import {
  galleryCounterText,
  galleryCountText,
  landingData,
  landingIds,
  type GalleryKind,
} from '../landing-dom'

type Slide = { src: string; srcset: string; width: string; height: string; alt: string }

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

function slidesOf(grid: Element): { button: HTMLButtonElement; slide: Slide }[] {
  return [...grid.querySelectorAll<HTMLButtonElement>(`[${landingData.galleryIndex}]`)].map(
    (button) => {
      const img = button.querySelector('img')
      return {
        button,
        slide: {
          src: img?.getAttribute('src') ?? '',
          srcset: img?.getAttribute('srcset') ?? '',
          width: img?.getAttribute('width') ?? '',
          height: img?.getAttribute('height') ?? '',
          alt: button.textContent?.trim() ?? '',
        },
      }
    },
  )
}

/**
 * 'Conheça': the Mobile / Web toggle with its image count, and the viewer: previous / next
 * looping, arrow keys, Escape, 'Imagem n de m', focus kept inside and given back to the card.
 */
export function initGallery(doc: Document): void {
  const dialog = doc.getElementById(landingIds.galleryDialog)
  const image = doc.getElementById(landingIds.galleryDialogImage) as HTMLImageElement | null
  const counter = doc.getElementById(landingIds.galleryDialogCounter)
  const caption = doc.getElementById(landingIds.galleryDialogCaption)
  const count = doc.getElementById(landingIds.galleryCount)
  if (!dialog || !image || !counter || !caption || !count) return

  const grids = new Map<GalleryKind, Element>()
  for (const grid of doc.querySelectorAll(`[${landingData.galleryGrid}]`)) {
    grids.set(grid.getAttribute(landingData.galleryGrid) as GalleryKind, grid)
  }
  const toggles = [...doc.querySelectorAll<HTMLButtonElement>(`[${landingData.galleryToggle}]`)]

  let kind: GalleryKind = 'mobile'
  let index = 0
  let slides: Slide[] = []
  let opener: HTMLElement | null = null
  let inerted: Element[] = []

  function show(next: GalleryKind) {
    kind = next
    for (const toggle of toggles) {
      toggle.setAttribute(
        'aria-pressed',
        String(toggle.getAttribute(landingData.galleryToggle) === next),
      )
    }
    for (const [gridKind, grid] of grids) (grid as HTMLElement).hidden = gridKind !== next
    const grid = grids.get(next)
    count!.textContent = galleryCountText(grid ? slidesOf(grid).length : 0)
  }

  function render() {
    const slide = slides[index]
    if (!slide) return
    image!.src = slide.src
    image!.srcset = slide.srcset
    image!.sizes = kind === 'mobile' ? '(min-width: 640px) 390px, 100vw' : '100vw'
    image!.width = Number(slide.width)
    image!.height = Number(slide.height)
    image!.alt = slide.alt
    counter!.textContent = galleryCounterText(index, slides.length)
    caption!.textContent = slide.alt
  }

  function move(step: number) {
    if (slides.length === 0) return
    index = (index + step + slides.length) % slides.length
    render()
  }

  function focusables(): HTMLElement[] {
    return [...dialog!.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (element) => !element.hidden,
    )
  }

  function onKeydown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      move(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      move(-1)
    } else if (event.key === 'Tab') {
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      const active = doc.activeElement
      const inside = active instanceof Node && dialog!.contains(active)
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  // Clicks or focus that land outside (e.g. a screen reader's virtual cursor) come back inside.
  function onFocusin(event: FocusEvent) {
    if (event.target instanceof Node && !dialog!.contains(event.target)) focusables()[0]?.focus()
  }

  function open(from: HTMLButtonElement, at: number) {
    const grid = grids.get(kind)
    if (!grid) return
    slides = slidesOf(grid).map((entry) => entry.slide)
    index = at
    opener = from
    render()
    inerted = [...doc.body.children].filter(
      (element) => element !== dialog && !element.hasAttribute('inert'),
    )
    for (const element of inerted) element.setAttribute('inert', '')
    dialog!.hidden = false
    doc.body.style.overflow = 'hidden'
    doc.addEventListener('keydown', onKeydown)
    doc.addEventListener('focusin', onFocusin)
    dialog!.querySelector<HTMLElement>(`[${landingData.galleryClose}]`)?.focus()
  }

  function close() {
    if (dialog!.hidden) return
    doc.removeEventListener('keydown', onKeydown)
    doc.removeEventListener('focusin', onFocusin)
    dialog!.hidden = true
    doc.body.style.overflow = ''
    for (const element of inerted) element.removeAttribute('inert')
    inerted = []
    opener?.focus()
    opener = null
  }

  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      show(toggle.getAttribute(landingData.galleryToggle) as GalleryKind)
    })
  }
  for (const [, grid] of grids) {
    grid.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>(
        `[${landingData.galleryIndex}]`,
      )
      if (button) open(button, Number(button.getAttribute(landingData.galleryIndex)))
    })
  }
  dialog.querySelector(`[${landingData.galleryPrev}]`)?.addEventListener('click', () => move(-1))
  dialog.querySelector(`[${landingData.galleryNext}]`)?.addEventListener('click', () => move(1))
  dialog.querySelector(`[${landingData.galleryClose}]`)?.addEventListener('click', close)
  show(kind)
}
