import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mobileGallery, webGallery } from '../gallery-images'
import { initGallery } from './gallery'
import { mountLanding } from './test-page'

function dialog() {
  return document.getElementById('galeria-visualizador')!
}

function counter() {
  return document.getElementById('galeria-visualizador-contador')!.textContent
}

function cards(name: 'Telas no celular' | 'Telas no computador') {
  return within(screen.getByRole('list', { name, hidden: true })).getAllByRole('button', {
    hidden: true,
  })
}

function key(key: string, shiftKey = false) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey })
}

beforeEach(() => {
  mountLanding()
  initGallery(document)
})

// An open viewer keeps its keydown listener on the document, which the next test files of this
// worker share (isolate: false): its arrow keys would be refused in their inputs.
afterEach(() => {
  if (!dialog().hidden) key('Escape')
})

describe('the gallery toggle', () => {
  it('switches between the 14 mobile and the 5 web pictures, with the count', () => {
    const mobile = screen.getByRole('button', { name: 'Mobile' })
    const web = screen.getByRole('button', { name: 'Web' })
    expect(mobile).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('14 imagens')).toBeInTheDocument()
    expect(cards('Telas no celular')).toHaveLength(14)

    fireEvent.click(web)
    expect(web).toHaveAttribute('aria-pressed', 'true')
    expect(mobile).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('5 imagens')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Telas no computador' })).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Telas no celular' })).toBeNull()

    fireEvent.click(mobile)
    expect(screen.getByText('14 imagens')).toBeInTheDocument()
  })

  it('lazy-loads every card picture with its size', () => {
    const images = document.querySelectorAll('[data-gallery-grid] img')
    expect(images).toHaveLength(mobileGallery.length + webGallery.length)
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0)
      expect(img.getAttribute('srcset')).toMatch(/\.webp \d+w, .+\.webp \d+w$/)
    }
  })
})

describe('the picture viewer', () => {
  it('opens on the chosen picture with its counter, caption and focus on Fechar', () => {
    const card = cards('Telas no celular')[2]!
    fireEvent.click(card)
    expect(dialog()).toBeVisible()
    expect(counter()).toBe('Imagem 3 de 14')
    const image = document.getElementById('galeria-visualizador-imagem') as HTMLImageElement
    expect(image.getAttribute('src')).toBe(mobileGallery[2]!.src)
    expect(image.alt).toBe(mobileGallery[2]!.alt)
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(mobileGallery[2]!.alt)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }))
    // The page behind is out of reach while the viewer is open.
    expect(document.querySelector('main')).toHaveAttribute('inert')
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('moves with the arrow keys and the buttons, looping at both ends', () => {
    fireEvent.click(cards('Telas no celular')[12]!)
    key('ArrowRight')
    expect(counter()).toBe('Imagem 14 de 14')
    key('ArrowRight')
    expect(counter()).toBe('Imagem 1 de 14')
    key('ArrowLeft')
    expect(counter()).toBe('Imagem 14 de 14')
    fireEvent.click(screen.getByRole('button', { name: 'Próxima imagem' }))
    expect(counter()).toBe('Imagem 1 de 14')
    fireEvent.click(screen.getByRole('button', { name: 'Imagem anterior' }))
    fireEvent.click(screen.getByRole('button', { name: 'Imagem anterior' }))
    expect(counter()).toBe('Imagem 13 de 14')
    expect(document.getElementById('galeria-visualizador-legenda')).toHaveTextContent(
      mobileGallery[12]!.alt,
    )
  })

  it('keeps Tab and Shift+Tab inside the viewer', () => {
    fireEvent.click(cards('Telas no celular')[0]!)
    const close = screen.getByRole('button', { name: 'Fechar' })
    const next = screen.getByRole('button', { name: 'Próxima imagem' })
    expect(document.activeElement).toBe(close)
    key('Tab', true)
    expect(document.activeElement).toBe(next)
    key('Tab')
    expect(document.activeElement).toBe(close)
    // Focus that escapes (a screen reader's cursor) is brought back.
    fireEvent.focusIn(screen.getByRole('button', { name: 'Web', hidden: true }))
    expect(document.activeElement).toBe(close)
  })

  it('closes with Escape and gives focus back to the card it opened from', () => {
    const card = cards('Telas no celular')[5]!
    card.focus()
    fireEvent.click(card)
    key('Escape')
    expect(dialog()).not.toBeVisible()
    expect(document.activeElement).toBe(card)
    expect(document.querySelector('main')).not.toHaveAttribute('inert')
    expect(document.body.style.overflow).toBe('')
    key('ArrowRight')
    expect(counter()).toBe('Imagem 6 de 14')
  })

  it('closes with Fechar too', () => {
    const card = cards('Telas no celular')[1]!
    fireEvent.click(card)
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(dialog()).not.toBeVisible()
    expect(document.activeElement).toBe(card)
  })

  it('shows the web pictures, 5 of them, after the toggle', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Web' }))
    fireEvent.click(cards('Telas no computador')[4]!)
    expect(counter()).toBe('Imagem 5 de 5')
    key('ArrowRight')
    expect(counter()).toBe('Imagem 1 de 5')
    const image = document.getElementById('galeria-visualizador-imagem') as HTMLImageElement
    expect(image.getAttribute('src')).toBe(webGallery[0]!.src)
  })
})
