import { describe, expect, it } from 'vitest'
import { pageIntros } from '@/lib/page-intros'
import { renderPageShells } from './render-app-shell'

const shells = await renderPageShells()
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html')

describe('the screens drawn at build time', () => {
  it.each(Object.entries(pageIntros))(
    'draws /%s as its heading and grey blocks, without Login or Registro',
    (path, intro) => {
      const page = parse(shells[path]!)
      expect(page.querySelector('h1')?.textContent).toBe(intro.title)
      const description = 'description' in intro ? intro.description : undefined
      if (description) expect(page.body.textContent).toContain(description)
      expect(page.querySelector('[role="status"]')?.textContent).toBe('Carregando...')
      expect(page.querySelector('a[href="/login"]')).toBeNull()
    },
  )

  it('draws /login whole, as a visitor sees it, with its form inert until the app runs', () => {
    const page = parse(shells.login!)
    expect(page.querySelector('h1')?.textContent).toBe('Login')
    expect(page.querySelector('a[href="/registro"]')).not.toBeNull()
    const form = page.querySelector('form')!
    expect(form.hasAttribute('inert')).toBe(true)
    expect(form.querySelector('input[type="email"]')).not.toBeNull()
  })

  it.each(['registro', 'esqueci-senha', 'privacy'])('draws /%s whole', (path) => {
    const page = parse(shells[path]!)
    expect(page.querySelector('h1')?.textContent).toBeTruthy()
    expect(page.querySelector('[role="status"]')).toBeNull()
    for (const form of page.querySelectorAll('form')) expect(form.hasAttribute('inert')).toBe(true)
  })
})
