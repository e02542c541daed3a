import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import { Toaster } from '@/components/ui/toaster'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLiveBid, makeSporadicChoice } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { callsTo, stubApi, reply } from '@/test/stub-api'
import { AddSporadicDialog } from './add-sporadic-dialog'

const choices = [
  makeSporadicChoice(31, 'Gabigol', { positionPlayer: 'striker', skillLevel: 9 }),
  makeSporadicChoice(32, 'Gabriel Menino', { positionPlayer: 'midfielder', skillLevel: 6 }),
]
const added = (companyPlayerId: number) =>
  reply({
    success: true,
    message: 'Jogador adicionado com sucesso!',
    companyPlayerId,
  })

async function openDialog(bid = makeLiveBid()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <AddSporadicDialog bid={bid} />
      <Toaster />
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Adicionar Avulso' }))
  return { user, dialog: screen.getByRole('dialog') }
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'editor' }))
  markSessionReady()
})

describe('Adicionar Avulso: a name that is already registered', () => {
  it('offers the registered player when the whole name is typed, and adds that one', async () => {
    const fetchMock = stubApi([
      [bids.sporadicPlayerChoices, reply(choices)],
      [bids.addSporadicPlayer, added(31)],
    ])
    const { user, dialog } = await openDialog()
    const submit = within(dialog).getByRole('button', { name: 'Adicionar' })

    await user.type(within(dialog).getByLabelText('Nome'), 'gabígol ')
    expect(await within(dialog).findByText('Já cadastrado: Gabigol — usar este?')).toBeVisible()
    // No second Gabigol: adding by name is off until the offer is taken or the name changes.
    expect(submit).toBeDisabled()
    expect(within(dialog).queryByRole('list')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Usar este' }))
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Gabigol')
    expect(within(dialog).getByLabelText('Posição (opcional)')).toHaveValue('striker')
    expect(within(dialog).queryByText(/Já cadastrado/)).toBeNull()
    expect(submit).toHaveFocus()
    await user.click(submit)

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(fetchMock, bids.addSporadicPlayer)).toHaveLength(1)
    expect(callsTo(fetchMock, bids.addSporadicPlayer)[0]!.body).toMatchObject({
      companyPlayerId: 31,
      playerName: 'Gabigol',
      skillLevel: 9,
    })
  })

  it('lets a different name through: part of a name is someone new', async () => {
    const fetchMock = stubApi([
      [bids.sporadicPlayerChoices, reply(choices)],
      [bids.addSporadicPlayer, added(40)],
    ])
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Nome'), 'Gabi')
    expect(await within(dialog).findByRole('list')).toBeInTheDocument()
    expect(within(dialog).queryByText(/Já cadastrado/)).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(fetchMock, bids.addSporadicPlayer)[0]!.body).toMatchObject({
      companyPlayerId: 0,
      playerName: 'Gabi',
    })
  })

  it('offers the member the server found under that name, without an error toast', async () => {
    const fetchMock = stubApi([
      [bids.sporadicPlayerChoices, reply([])],
      [
        bids.addSporadicPlayer,
        [
          reply(
            {
              success: false,
              message: 'Já cadastrado: Fenômeno. Use o jogador cadastrado em vez de criar outro.',
              existingCompanyPlayerId: 77,
              existingName: 'Fenômeno',
              existingInBid: false,
            },
            { status: 409 },
          ),
          added(77),
        ],
      ],
    ])
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Nome'), 'Ronaldo Nazário')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))

    expect(await within(dialog).findByText('Já cadastrado: Fenômeno — usar este?')).toBeVisible()
    expect(screen.queryByText(/Erro ao adicionar jogador/)).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Usar este' }))
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const calls = callsTo(fetchMock, bids.addSporadicPlayer)
    expect(calls.map((call) => (call.body as { companyPlayerId: number }).companyPlayerId)).toEqual(
      [0, 77],
    )
    expect((calls[1]!.body as { playerName: string }).playerName).toBe('Fenômeno')
  })

  it('reports a namesake already in the BID as an error, with nothing to offer', async () => {
    stubApi([
      [bids.sporadicPlayerChoices, reply([])],
      [
        bids.addSporadicPlayer,
        reply(
          {
            success: false,
            message: 'Dudu já está cadastrado e já está neste BID.',
            existingCompanyPlayerId: 5,
            existingName: 'Dudu',
            existingInBid: true,
          },
          { status: 409 },
        ),
      ],
    ])
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Nome'), 'dudu')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(
      await screen.findByText(
        'Erro ao adicionar jogador: Dudu já está cadastrado e já está neste BID.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).queryByText(/usar este/)).toBeNull()
  })
})

describe('Adicionar Avulso while the mensalistas’ window holds the free places', () => {
  // 2 confirmed and 22 places held: every free slot is a mensalista's.
  const held = () =>
    makeLiveBid({
      monthlyWindow: { until: '26/11 20:00', closesAt: '2030-11-26T20:00:00', heldPlaces: 22 },
    })

  it.each([
    ['Usar vaga reservada', true],
    ['Lista de espera', false],
  ])(
    "asks 'Usar uma vaga reservada para mensalistas?'; '%s' sends useHeldPlace %s",
    async (answer, use) => {
      const fetchMock = stubApi([
        [bids.sporadicPlayerChoices, reply(choices)],
        [bids.addSporadicPlayer, added(40)],
      ])
      const { user, dialog } = await openDialog(held())
      await user.type(within(dialog).getByLabelText('Nome'), 'Roberto')
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
      const question = await screen.findByRole('alertdialog', {
        name: 'Usar uma vaga reservada para mensalistas?',
      })
      expect(question).toHaveTextContent(
        'As vagas livres estão reservadas para mensalistas até 26/11 20:00. Se Roberto ficar com uma delas, o último mensalista a confirmar pode ir para a lista de espera. Sem usar a vaga reservada, o avulso entra na lista de espera.',
      )
      // Nothing is sent before the answer; the safe choice has the focus.
      expect(callsTo(fetchMock, bids.addSporadicPlayer)).toHaveLength(0)
      expect(within(question).getByRole('button', { name: 'Voltar' })).toHaveFocus()
      await user.click(within(question).getByRole('button', { name: answer }))
      await waitFor(() => expect(callsTo(fetchMock, bids.addSporadicPlayer)).toHaveLength(1))
      expect(callsTo(fetchMock, bids.addSporadicPlayer)[0]!.body).toMatchObject({
        playerName: 'Roberto',
        useHeldPlace: use,
      })
    },
  )

  it("sends nothing on 'Voltar'", async () => {
    const fetchMock = stubApi([[bids.sporadicPlayerChoices, reply(choices)]])
    const { user, dialog } = await openDialog(held())
    await user.type(within(dialog).getByLabelText('Nome'), 'Roberto')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    const question = await screen.findByRole('alertdialog')
    await user.click(within(question).getByRole('button', { name: 'Voltar' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(callsTo(fetchMock, bids.addSporadicPlayer)).toHaveLength(0)
  })
})
