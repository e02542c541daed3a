import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ScreenHandle } from './prefetch-first-screen'
import { renderPageShells } from './render-app-shell'
import { routes } from './router'

const drawn = await renderPageShells()
const shells = Object.fromEntries(drawn.map((shell) => [shell.path, shell.markup]))
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html')

/** Every page of the route table: its path, and whether its first render has a prefetch. */
async function pagesOf(list: RouteObject[]): Promise<{ path: string; prefetches: boolean }[]> {
  const pages = await Promise.all(
    list.map(async (route) => {
      const own = []
      if (typeof route.lazy === 'function' && route.path) {
        const page = (await route.lazy()) as { handle?: ScreenHandle }
        own.push({ path: route.path, prefetches: Boolean(page.handle?.prefetch) })
      }
      return [...own, ...(await pagesOf(route.children ?? []))]
    }),
  )
  return pages.flat()
}
const pages = await pagesOf(routes)

describe('the screens drawn at build time', () => {
  it('draws every page of the route table but the token links and returns, with its component', () => {
    // A token link (`:token`) and a provider's return (`entrar/google?code=…`) have no page
    // to draw before their address is read.
    const fixed = pages.filter((page) => /^[a-z-]+$/.test(page.path)).map((page) => page.path)
    expect(fixed).toContain('registro')
    expect(Object.keys(shells).sort()).toEqual(fixed.sort())
    for (const shell of drawn) expect(shell.component, shell.path).toMatch(/^[A-Z]\w+$/)
  })

  it('draws every page whose data comes before its first render', () => {
    const prefetching = pages.filter((page) => page.prefetches).map((page) => page.path)
    expect(prefetching).toContain('dashboard')
    for (const path of prefetching) expect(Object.keys(shells)).toContain(path)
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
