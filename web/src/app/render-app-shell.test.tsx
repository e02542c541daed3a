import { describe, expect, it } from 'vitest'
import { renderPageShells } from './render-app-shell'

const shells = await renderPageShells()
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html')

describe('the screens drawn at build time', () => {
  it('draws every screen with a fixed path, and no screen of a token link', () => {
    expect(Object.keys(shells).sort()).toEqual(
      [
        'artilheiros',
        'bid-atual',
        'check-in',
        'configuracoes',
        'convites',
        'dashboard',
        'esqueci-senha',
        'historico',
        'jogadores',
        'login',
        'perfil',
        'privacy',
        'registro',
      ].sort(),
    )
  })

  it.each([
    ['check-in', 'Check-in'],
    ['dashboard', 'Dashboard'],
    ['bid-atual', 'BID Atual'],
    ['jogadores', 'Jogadores'],
  ])('draws /%s loading its data, without Login, Registro or a user menu', (path, title) => {
    const page = parse(shells[path]!)
    expect(page.querySelector('h1')?.textContent).toBe(title)
    expect(page.querySelector('[role="status"]')).not.toBeNull()
    expect(page.querySelector('a[href="/login"]')).toBeNull()
    expect(page.body.textContent).not.toMatch(/menu do usuário/i)
  })

  it('draws /login whole, as a visitor sees it, with its form inert until the app runs', () => {
    const page = parse(shells.login!)
    expect(page.querySelector('h1')?.textContent).toBe('Login')
    expect(page.querySelector('a[href="/registro"]')).not.toBeNull()
    const form = page.querySelector('form')!
    expect(form.hasAttribute('inert')).toBe(true)
    expect(form.querySelector('input[type="email"]')).not.toBeNull()
  })

  it('leaves no button, field or form of any screen usable before the app runs', () => {
    for (const markup of Object.values(shells)) {
      const page = parse(markup)
      for (const element of page.querySelectorAll('form, button, input, select, textarea')) {
        expect(element.closest('[inert]'), element.outerHTML).not.toBeNull()
      }
      expect(page.querySelector('a[href]')?.closest('[inert]')).toBeNull()
    }
  })
})
