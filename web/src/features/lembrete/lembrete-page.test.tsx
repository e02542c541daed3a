import { StrictMode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  reminderAnswerResponseSchema,
  reminderLinkSchema,
  type ReminderAnswerResponse,
  type ReminderLink,
} from '@bidfut/domain/contracts/reminders'
import * as reminders from '@bidfut/domain/endpoints/reminders'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { reminderLinkKey } from './api/get-reminder-link'
import { clearSession, markSessionReady } from '@/lib/session-store'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, stubApi, type ApiMock, type Route, reply } from '@/test/stub-api'

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'

function makeLink(overrides: Partial<ReminderLink> = {}): ReminderLink {
  return reminderLinkSchema.parse({
    groupName: 'Pelada de Quinta',
    playerName: 'Bruninho',
    bidNumber: 31,
    dayOfMatch: '2030-11-28T19:30:00',
    location: 'Arena Central',
    status: 'waiting',
    confirmedCount: 12,
    slots: 24,
    usable: true,
    checkInBlock: null,
    ...overrides,
  })
}

const linkResponse = (overrides: Partial<ReminderLink> = {}) => reply(makeLink(overrides))

const answered = (overrides: Partial<ReminderAnswerResponse>) =>
  reply(
    reminderAnswerResponseSchema.parse({
      success: true,
      message: 'Check-in realizado com sucesso!',
      status: 'confirmed',
      remindersEnabled: true,
      ...overrides,
    }),
  )

const refused = (status: number, message: string) => reply({ success: false, message }, { status })

/** The app as main.tsx mounts it: StrictMode runs every effect twice. */
function renderStrict(path: string, cachedLink?: ReminderLink) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (cachedLink) queryClient.setQueryData(reminderLinkKey(token), cachedLink)
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  return { router }
}

function stubReminder(routes: Route[]) {
  return stubApi(routes)
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

/** Lets the page settle as a mail scanner's browser would, then says what it posted. */
async function afterLoad(fetchMock: ApiMock) {
  expect(await screen.findByRole('heading', { level: 1, name: 'BID #31' })).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 100))
  return callsTo(fetchMock, reminders.answerReminder)
}

describe('/lembrete/{token}', () => {
  it("shows the BID and the link's answer, posts nothing on load (StrictMode), 'vou' on the tap", async () => {
    const fetchMock = stubReminder([
      [
        reminders.reminderLink,
        [linkResponse(), linkResponse({ status: 'confirmed', confirmedCount: 13, usable: false })],
      ],
      [reminders.answerReminder, answered({})],
    ])
    const { router } = renderStrict(`/lembrete/${token}?resposta=vou`)
    expect(await afterLoad(fetchMock)).toHaveLength(0)
    expect(screen.getByText('Pelada de Quinta')).toBeInTheDocument()
    expect(screen.getByText('Olá, Bruninho!')).toBeInTheDocument()
    expect(screen.getByText('Quinta-feira, 28 de novembro')).toBeInTheDocument()
    expect(screen.getByText('19:30')).toBeInTheDocument()
    expect(screen.getByText('Arena Central')).toBeInTheDocument()
    expect(screen.getByText('12/24')).toBeInTheDocument()
    expect(screen.getByText('Pendente')).toBeInTheDocument()
    expect(
      screen.getByText('Toque no botão para confirmar sua presença neste BID.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Abrir o Bidfut' })).toHaveAttribute(
      'href',
      '/check-in',
    )
    expect(router.state.location.search).toBe('?resposta=vou')

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar: vou jogar' }))
    expect(await screen.findByText('Check-in realizado com sucesso!')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Check-in realizado com sucesso!')
    expect(await screen.findByText('13/24')).toBeInTheDocument()
    expect(screen.getByText('Confirmado')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Confirmar/ })).toBeNull()
    const posts = callsTo(fetchMock, reminders.answerReminder)
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toEqual({ answer: 'vou' })
    // Public: no session token goes with it.
    expect(posts[0]!.headers.Authorization).toBeUndefined()
    // A reload now shows the BID without the email's answer.
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('posts nothing when the page mounts with the link already loaded (StrictMode)', async () => {
    const fetchMock = stubReminder([
      [reminders.reminderLink, linkResponse()],
      [reminders.answerReminder, answered({})],
    ])
    renderStrict(`/lembrete/${token}?resposta=nao-vou`, makeLink())
    expect(await afterLoad(fetchMock)).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Confirmar: não vou' })).toBeEnabled()
  })

  it("shows the button pending while 'não vou' is on its way, then 'Ausência registrada.'", async () => {
    const post = deferred()
    stubReminder([
      [reminders.reminderLink, [linkResponse(), linkResponse({ status: 'absent', usable: false })]],
      [reminders.answerReminder, post.route],
    ])
    renderApp(`/lembrete/${token}?resposta=nao-vou`)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmar: não vou' }))
    expect(await screen.findByText('Registrando sua ausência...')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirmar: não vou' })).toBeDisabled()
    expect(screen.getByText('12/24')).toBeInTheDocument()
    post.settle(answered({ message: 'Ausência registrada.', status: 'absent' }))
    expect(await screen.findByText('Ausência registrada.')).toBeInTheDocument()
    expect(screen.getByText('Ausente')).toBeInTheDocument()
    // The result takes the focus the button had.
    await waitFor(() =>
      expect(document.activeElement).toContainElement(screen.getByText('Ausência registrada.')),
    )
  })

  it.each([
    [409, 'Este link já foi usado.'],
    [409, 'Não há mais vagas neste BID. Todas as 24 vagas já foram preenchidas.'],
    [409, 'Este BID não está mais aberto.'],
    [410, 'O prazo para responder terminou: o jogo já começou.'],
  ])('shows a %s refusal in the server’s words: %s', async (status, message) => {
    stubReminder([
      [reminders.reminderLink, linkResponse()],
      [reminders.answerReminder, refused(status, message)],
    ])
    renderApp(`/lembrete/${token}?resposta=vou`)
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Confirmar: vou jogar' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('link', { name: 'Abrir o Bidfut' })).toBeInTheDocument()
    expect(screen.getByText('Pendente')).toBeInTheDocument()
  })

  it('says the link is invalid without answering', async () => {
    const fetchMock = stubReminder([
      [reminders.reminderLink, refused(404, 'Link inválido ou expirado.')],
    ])
    renderApp(`/lembrete/${token}?resposta=vou`)
    expect(await screen.findByText('Link inválido ou expirado.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Abrir o Bidfut' })).toBeInTheDocument()
    expect(callsTo(fetchMock, reminders.answerReminder)).toHaveLength(0)
  })

  it('never calls the server with a malformed token', async () => {
    const fetchMock = stubReminder([])
    renderApp('/lembrete/abc?resposta=vou')
    expect(await screen.findByText('Link inválido ou expirado.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("lets the player choose when the link has no 'resposta'", async () => {
    const fetchMock = stubReminder([
      [reminders.reminderLink, linkResponse()],
      [reminders.answerReminder, answered({})],
    ])
    renderApp(`/lembrete/${token}`)
    expect(await screen.findByText('Você vai jogar neste BID?')).toBeInTheDocument()
    expect(callsTo(fetchMock, reminders.answerReminder)).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Não vou' })).toBeEnabled()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Vou jogar' }))
    expect(await screen.findByText('Check-in realizado com sucesso!')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Não vou' })).toBeNull()
    expect(callsTo(fetchMock, reminders.answerReminder)).toHaveLength(1)
    expect(callsTo(fetchMock, reminders.answerReminder)[0]!.body).toEqual({ answer: 'vou' })
  })

  it("says why 'Vou jogar' is refused to a player who owes, with the Pix code", async () => {
    const message = 'Você tem R$ 80,00 em atraso com a pelada. Pague o Pix para confirmar presença.'
    const checkInBlock = {
      message,
      totalCents: 8000,
      charges: [
        {
          id: 5,
          description: 'Mensalidade de outubro/2030',
          amountCents: 8000,
          dueDate: '2030-10-10',
          pixCode: '00020126580014br.gov.bcb.pix0136pix-do-banco',
          pixDynamic: true,
        },
      ],
    }
    stubReminder([
      [reminders.reminderLink, linkResponse({ checkInBlock })],
      [reminders.answerReminder, refused(409, `Check-in bloqueado: ${message}`)],
    ])
    renderApp(`/lembrete/${token}`)
    const card = await screen.findByRole('region', { name: 'Check-in bloqueado' })
    expect(card).toHaveTextContent(message)
    expect(card).toHaveTextContent('a cobrança aparece como paga sozinha, em segundos')
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(
      checkInBlock.charges[0]!.pixCode,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vou jogar' }))
    expect(await screen.findByText(`Check-in bloqueado: ${message}`)).toBeInTheDocument()
  })

  it('treats an unknown resposta as no choice', async () => {
    const fetchMock = stubReminder([[reminders.reminderLink, linkResponse()]])
    renderApp(`/lembrete/${token}?resposta=talvez`)
    expect(await screen.findByRole('button', { name: 'Vou jogar' })).toBeInTheDocument()
    expect(callsTo(fetchMock, reminders.answerReminder)).toHaveLength(0)
  })

  it('explains a used link and still lets the player stop the reminders', async () => {
    const fetchMock = stubReminder([
      [reminders.reminderLink, linkResponse({ usable: false, status: 'confirmed' })],
      [
        reminders.answerReminder,
        answered({
          message: 'Pronto: você não vai mais receber lembretes desta pelada.',
          remindersEnabled: false,
        }),
      ],
    ])
    renderApp(`/lembrete/${token}`)
    expect(
      await screen.findByText('Este link já foi usado ou o jogo já começou.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Vou jogar' })).toBeNull()
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Não quero mais receber lembretes desta pelada' }))
    expect(
      await screen.findByText('Pronto: você não vai mais receber lembretes desta pelada.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, reminders.answerReminder)[0]!.body).toEqual({ answer: 'sair' })
  })

  it("offers 'vou' on a used link no more, but still the way out of reminders", async () => {
    const fetchMock = stubReminder([
      [reminders.reminderLink, linkResponse({ usable: false, status: 'confirmed' })],
    ])
    renderApp(`/lembrete/${token}?resposta=vou`)
    expect(await afterLoad(fetchMock)).toHaveLength(0)
    expect(screen.getByText('Este link já foi usado ou o jogo já começou.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Confirmar/ })).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Não quero mais receber lembretes desta pelada' }),
    ).toBeEnabled()
  })

  it("stops the reminders only when the person confirms 'sair'", async () => {
    const fetchMock = stubReminder([
      [reminders.reminderLink, linkResponse({ usable: false, status: 'confirmed' })],
      [
        reminders.answerReminder,
        answered({
          message: 'Pronto: você não vai mais receber lembretes desta pelada.',
          status: 'confirmed',
          remindersEnabled: false,
        }),
      ],
    ])
    renderApp(`/lembrete/${token}?resposta=sair`)
    expect(await afterLoad(fetchMock)).toHaveLength(0)
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Confirmar: não receber lembretes' }))
    expect(
      await screen.findByText('Pronto: você não vai mais receber lembretes desta pelada.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Você pode voltar a receber os lembretes em Meu Perfil, no Bidfut.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, reminders.answerReminder)).toHaveLength(1)
    expect(callsTo(fetchMock, reminders.answerReminder)[0]!.body).toEqual({ answer: 'sair' })
  })

  it("lets the person choose another answer than the email's", async () => {
    const fetchMock = stubReminder([
      [reminders.reminderLink, linkResponse()],
      [reminders.answerReminder, answered({ message: 'Ausência registrada.', status: 'absent' })],
    ])
    const { router } = renderApp(`/lembrete/${token}?resposta=vou`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Escolher outra resposta' }))
    expect(await screen.findByText('Você vai jogar neste BID?')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Vou jogar' })).toHaveFocus()
    expect(router.state.location.search).toBe('')
    expect(callsTo(fetchMock, reminders.answerReminder)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Não vou' }))
    expect(await screen.findByText('Ausência registrada.')).toBeInTheDocument()
    expect(callsTo(fetchMock, reminders.answerReminder)[0]!.body).toEqual({ answer: 'nao-vou' })
  })
})
