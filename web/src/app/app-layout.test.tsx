import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '@bidfut/domain/contracts/enums'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, replyMessage, stubApi } from '@/test/stub-api'

function linkNames(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '')
}

async function navs(): Promise<HTMLElement[]> {
  await screen.findByRole('heading', { level: 1 })
  return [
    screen.getByRole('navigation', { name: 'Navegação principal' }),
    screen.getByRole('navigation', { name: 'Navegação inferior' }),
  ]
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('header and navigation', () => {
  it('offers Login and Registro to visitors and links the logo home', async () => {
    renderApp('/registro')
    const header = within(await screen.findByRole('banner'))
    expect(await header.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(header.getByRole('link', { name: 'Registro' })).toHaveAttribute('href', '/registro')
    expect(header.getByRole('link', { name: 'Bidfut' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('hides the organiser links from members, in the header and the bottom bar', async () => {
    setSession(makeSession({ role: 'member' }))
    renderApp('/dashboard')
    const [desktop, mobile] = await navs()
    expect(linkNames(desktop!)).toEqual(['Dashboard', 'Check-in', 'Artilheiros', 'Histórico'])
    expect(linkNames(mobile!)).toEqual(['Dashboard', 'Check-in', 'Artilheiros', 'Histórico'])
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Bidfut' }),
    ).toHaveAttribute('href', '/dashboard')
  })

  it.each<Role>(['administrator', 'manager', 'editor'])(
    'shows every link to a %s',
    async (role) => {
      setSession(makeSession({ role }))
      renderApp('/bid-atual')
      const all = ['Dashboard', 'Check-in', 'BID Atual', 'Jogadores', 'Artilheiros', 'Histórico']
      for (const nav of await navs()) {
        expect(linkNames(nav)).toEqual(all)
        expect(within(nav).getByRole('link', { name: 'BID Atual' })).toHaveAttribute(
          'aria-current',
          'page',
        )
      }
    },
  )

  it('shows the first name and the menu items', async () => {
    setSession(makeSession({ name: 'Ana Maria Souza' }))
    renderApp('/dashboard')
    const user = userEvent.setup()
    const trigger = await screen.findByRole('button', { name: /menu do usuário/i })
    expect(trigger).toHaveAccessibleName('Ana, menu do usuário')
    expect(trigger).toHaveTextContent(/^A?Ana$/)
    await user.click(trigger)
    expect(await screen.findByRole('menuitem', { name: 'Meu Perfil' })).toHaveAttribute(
      'href',
      '/perfil',
    )
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument()
  })
})

describe('logout', () => {
  it('tells the server, clears the session and goes to /login', async () => {
    const session = makeSession()
    setSession(session)
    const fetchMock = stubApi([[accounts.logout, replyMessage('Sessão encerrada.')]])
    const { router } = renderApp('/dashboard')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /menu do usuário/i }))
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }))

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(getSession()).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()
    const [call] = callsTo(fetchMock, accounts.logout)
    expect(call).toMatchObject({ body: { refreshToken: session.refreshToken } })
    expect(call?.headers.Authorization).toBe(`Bearer ${session.accessToken}`)
  })

  it('still signs out locally when the server call fails, only logging the error', async () => {
    setSession(makeSession())
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { router } = renderApp('/dashboard')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /menu do usuário/i }))
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(getSession()).toBeNull()
    expect(consoleError).toHaveBeenCalledWith('Logout failed', expect.anything())
    expect(screen.queryByText(/Erro/)).toBeNull()
  })
})
