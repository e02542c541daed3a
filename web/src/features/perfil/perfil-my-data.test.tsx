import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { profileSchema } from '@bidfut/domain/contracts/accounts'
import * as activity from '@bidfut/domain/endpoints/activity'
import * as privacy from '@bidfut/domain/endpoints/privacy'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as profileApi from '@bidfut/domain/endpoints/profile'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { jsonResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, type Route, reply } from '@/test/stub-api'

const profile = profileSchema.parse({
  fullName: 'Ana Maria Souza',
  nickname: 'Aninha',
  phone: null,
  birthDate: null,
  favoriteTeam: null,
  email: 'ana@example.com',
  playerPosition: null,
  photoUrl: null,
})

const base: Route[] = [
  [accounts.getProfile, reply(profile)],
  [profileApi.reminderEmails, reply({ receiveReminderEmails: true })],
]

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe("perfil 'Meus dados'", () => {
  it('says the wait when the export is refused for now', async () => {
    stubApi([
      ...base,
      [
        privacy.exportMyData,
        reply(
          {
            success: false,
            message: 'Você já baixou os seus dados há pouco. Aguarde 45 minutos e tente de novo.',
          },
          { status: 429, headers: { 'retry-after': '2700' } },
        ),
      ],
    ])
    renderApp('/perfil')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Baixar meus dados' }))
    expect(await screen.findByText('Não foi possível baixar seus dados')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Você já baixou os seus dados há pouco. Aguarde 45 minutos e tente de novo.',
      ),
    ).toBeInTheDocument()
  })

  it('shows the entries about the person only when asked, and pages them', async () => {
    const page = (ids: number[], nextBefore: number | null) =>
      reply({
        entries: ids.map((id) => ({
          id,
          at: '2026-11-20T22:00:00.000Z',
          kind: 'bid.status',
          text: `Editor mudou o status de Ana de Confirmado para Ausente no BID #${id}`,
        })),
        nextBefore,
        people: [],
        bids: [],
      })
    const fetchMock = stubApi([
      ...base,
      [activity.myActivity, page([12, 11], 11)],
      [activity.myActivity, page([10], null), { query: { before: 11 } }],
    ])
    renderApp('/perfil')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ver atividade sobre você' }))
    expect(
      await screen.findByText('Editor mudou o status de Ana de Confirmado para Ausente no BID #12'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ver mais' }))
    expect(await screen.findByText(/no BID #10$/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ver mais' })).not.toBeInTheDocument()
    const pages = callsTo(fetchMock, activity.myActivity).map((call) => call.query.get('before'))
    expect(pages).toEqual([null, '11'])
  })

  it('deletes the account only with the password and the typed word, and says why not', async () => {
    const answers = [
      jsonResponse(
        {
          success: false,
          message: 'Senha incorreta. Nada foi excluído.',
          errors: { password: 'Senha incorreta' },
        },
        { status: 400 },
      ),
      jsonResponse(
        {
          success: false,
          message:
            'Você é o único administrador de Pelada A. Antes de excluir a sua conta, passe a administração para outra pessoa em Jogadores (perfil de acesso Administrador) ou encerre a pelada em Configurações.',
        },
        { status: 409 },
      ),
      jsonResponse({ success: true, message: 'Sua conta foi excluída.' }),
    ]
    const fetchMock = stubApi([...base, [privacy.deleteAccount, answers.map((a) => () => a)]])
    renderApp('/perfil')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' })
    await user.type(within(dialog).getByLabelText('Sua senha'), 'errada')
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'excluir')
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }))
    expect(await within(dialog).findByText('Senha incorreta')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Sua senha')).toHaveAttribute('aria-invalid', 'true')
    expect(callsTo(fetchMock, privacy.deleteAccount)[0]!.body).toEqual({
      password: 'errada',
      confirmation: 'excluir',
    })

    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /único administrador de Pelada A.*passe a administração/,
    )

    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }))
    expect(await screen.findByText('Sua conta foi excluída.')).toBeInTheDocument()
    await waitFor(() => expect(getSession()).toBeNull())
  })
})
