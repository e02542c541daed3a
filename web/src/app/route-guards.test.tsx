import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '@bidfut/domain/contracts/enums'
import { clearSession, markSessionReady, restoreSession, setSession } from '@/lib/session-store'
import { jsonResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

function signIn(role: Role): void {
  setSession(makeSession({ role }))
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('route guards', () => {
  it.each(['/dashboard', '/check-in', '/artilheiros', '/historico', '/perfil', '/bid-atual'])(
    'sends a signed-out visitor from %s to /login, remembering the page',
    async (path) => {
      const { router } = renderApp(`${path}?aba=1`)
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
      expect(router.state.location.state).toEqual({ from: `${path}?aba=1` })
    },
  )

  it.each(['/bid-atual', '/jogadores'])('sends a member from %s to /dashboard', async (path) => {
    signIn('member')
    const { router } = renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it.each<Role>(['administrator', 'manager', 'editor'])(
    'lets a %s open the organiser pages',
    async (role) => {
      signIn(role)
      const { router } = renderApp('/bid-atual')
      expect(await screen.findByRole('heading', { name: 'BID Atual' })).toBeInTheDocument()
      await router.navigate('/jogadores')
      expect(await screen.findByRole('heading', { name: 'Jogadores' })).toBeInTheDocument()
    },
  )

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/artilheiros', 'Ranking de Artilheiros'],
    ['/historico', 'Histórico'],
  ])('lets a member open %s', async (path, title) => {
    signIn('member')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    )
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  })

  it('lets a member open /check-in', async () => {
    signIn('member')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    )
    renderApp('/check-in')
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument()
  })

  it("shows 'Carregando...' while the session loads", async () => {
    localStorage.setItem('userData', JSON.stringify(makeSession()))
    restoreSession()
    renderApp('/dashboard')
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...')
    markSessionReady()
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })

  it('sends a signed-in user away from /login to /dashboard', async () => {
    signIn('member')
    const { router } = renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('goes to /login when the session ends while on a protected page', async () => {
    signIn('member')
    const { router } = renderApp('/historico')
    expect(await screen.findByRole('heading', { name: 'Histórico' })).toBeInTheDocument()
    clearSession()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  // '/' is the prerendered landing outside the SPA (ADR 008): e2e/tests/landing.spec.ts covers it.
  it.each(['/registro', '/esqueci-senha', '/activate-user/abc123', '/privacy'])(
    'keeps %s public',
    async (path) => {
      // The server answers (the activation link is refused): the page shows, not /login.
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          Promise.resolve(
            jsonResponse({ success: false, message: 'Token inválido' }, { status: 400 }),
          ),
        ),
      )
      const { router } = renderApp(path)
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe(path)
    },
  )

  it('shows a 404 page with a link home for unknown paths', async () => {
    renderApp('/nao-existe')
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
  })
})
