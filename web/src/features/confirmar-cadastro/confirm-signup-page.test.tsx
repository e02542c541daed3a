import { StrictMode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  SIGNUP_LINK_INVALID,
  signupPreviewSchema,
  type SignupPreview,
} from '@bidfut/domain/contracts/signup'
import * as registration from '@bidfut/domain/endpoints/registration'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { clearSession, getSession, markSessionReady } from '@/lib/session-store'
import { contractResponse, makeLoginResponse } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const previewWith = (changes: Partial<SignupPreview>) =>
  contractResponse(signupPreviewSchema, {
    success: true,
    fullName: 'Beatriz Campos',
    email: 'beatriz@example.com',
    groupName: 'Pelada dos Amigos',
    createsGroup: true,
    role: 'administrator',
    ...changes,
  })
const preview = () => previewWith({})
const confirmed = reply(
  makeLoginResponse({
    message: 'Cadastro confirmado! Bem-vindo ao Bidfut.',
    name: 'Beatriz Campos',
    email: 'beatriz@example.com',
    role: 'administrator',
  }),
)

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('confirmar-cadastro page', () => {
  it('shows what will be created and changes nothing on opening, even under StrictMode', async () => {
    const fetchMock = stubApi([[registration.signupPreview, preview]])
    const router = createMemoryRouter(routes, {
      initialEntries: ['/confirmar-cadastro/tok-cadastro'],
    })
    render(
      <StrictMode>
        <AppProviders queryClient={new QueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
    expect(
      await screen.findByRole('heading', { name: 'Confirme seu cadastro' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Beatriz Campos')).toBeInTheDocument()
    expect(screen.getByText('beatriz@example.com')).toBeInTheDocument()
    expect(screen.getByText('Pelada dos Amigos')).toBeInTheDocument()
    expect(screen.getByText('Você será o administrador, com 3 meses grátis.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirmar cadastro' })).toBeEnabled()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true)
    expect(getSession()).toBeNull()
  })

  it('says which role an activation link gives: an organiser is not told they join as a player', async () => {
    stubApi([
      [
        registration.signupPreview,
        () =>
          previewWith({ createsGroup: false, role: 'administrator', groupName: 'Pelada da Firma' }),
      ],
    ])
    renderApp('/confirmar-cadastro/tok-ativacao')
    expect(
      await screen.findByText('Você entrará como administrador da pelada.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Você entrará como jogador.')).not.toBeInTheDocument()
  })

  it('creates the account on the tap, signs in and goes to the dashboard', async () => {
    const fetchMock = stubApi([
      [registration.signupPreview, preview],
      [registration.confirmSignup, confirmed],
    ])
    const { router } = renderApp('/confirmar-cadastro/tok-cadastro')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmar cadastro' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(getSession()).toMatchObject({ name: 'Beatriz Campos', role: 'administrator' })
    const calls = callsTo(fetchMock, registration.confirmSignup)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ token: 'tok-cadastro' })
    expect(calls[0]?.headers.Authorization).toBeUndefined()
  })

  it('keeps the button and says why when the confirmation is refused', async () => {
    const taken = 'Este email já está cadastrado. Faça login ou recupere sua senha.'
    stubApi([
      [registration.signupPreview, preview],
      [registration.confirmSignup, reply({ success: false, message: taken }, { status: 409 })],
    ])
    renderApp('/confirmar-cadastro/tok-cadastro')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmar cadastro' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(taken)
    expect(getSession()).toBeNull()
  })

  it('explains a used or expired link and leads to a new sign-up', async () => {
    const fetchMock = stubApi([
      [
        registration.signupPreview,
        reply({ success: false, message: SIGNUP_LINK_INVALID }, { status: 400 }),
      ],
    ])
    const { router } = renderApp('/confirmar-cadastro/velho')
    expect(
      await screen.findByRole('heading', { name: 'Link inválido ou expirado' }),
    ).toBeInTheDocument()
    expect(screen.getByText(SIGNUP_LINK_INVALID)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirmar cadastro' })).toBeNull()
    expect(callsTo(fetchMock, registration.confirmSignup)).toHaveLength(0)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Fazer o cadastro de novo' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/registro'))
  })
})
