import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { playersListResponseSchema } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const LIST = `Pelada quinta 20h ⚽
1. Zé
2- Bruno 🔥
3) Carlão (goleiro)

4. Zé`

const emptyList = playersListResponseSchema.parse({
  monthlyPlayers: [],
  goalKeepers: [],
  sporadicPlayers: [],
})

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

async function readList(text = LIST) {
  const user = userEvent.setup()
  await user.click(await screen.findByLabelText('Lista do WhatsApp'))
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: 'Ler lista' }))
  return user
}

describe('colar lista page', () => {
  it('reads the pasted list into rows to fix, and saves them in one request', async () => {
    const api = stubApi([
      [
        players.bulkCreatePlayers,
        reply({
          success: true,
          message: '2 jogadores adicionados. 1 nome já estava no cadastro e não foi repetido.',
          created: [
            { id: 11, name: 'José' },
            { id: 12, name: 'Carlão' },
          ],
          duplicates: ['Bruno'],
        }),
      ],
      [players.listPlayers, reply(emptyList)],
      [players.inviteLink, reply({ success: true, url: null })],
    ])
    const { router } = renderApp('/colar-lista')
    const user = await readList()

    const heading = await screen.findByRole('heading', { name: 'Confira a lista: 3 jogadores' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('Repetidos na lista, entram uma vez: Zé.')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Goleiro (Carlão)' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Goleiro (Zé)' })).not.toBeChecked()
    // A goalkeeper is filed as one: the type does not apply.
    expect(screen.getByRole('combobox', { name: 'Tipo de Carlão' })).toBeDisabled()

    // Fix one name, make Bruno an avulso, then leave Bruno out after all.
    const name = screen.getByLabelText('Nome do jogador 1')
    await user.clear(name)
    await user.type(name, 'José')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Bruno' }), 'sporadic')
    await user.click(screen.getByRole('button', { name: 'Remover Bruno' }))
    expect(screen.getByRole('heading', { name: 'Confira a lista: 2 jogadores' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Salvar 2 jogadores' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/jogadores'))
    const [call] = callsTo(api, players.bulkCreatePlayers)
    expect(call?.body).toEqual({
      players: [
        { fullName: 'José', goalkeeper: false, typePlayer: 'monthly' },
        { fullName: 'Carlão', goalkeeper: true, typePlayer: 'monthly' },
      ],
    })
  })

  it('shows the shared schema’s message on the row and sends nothing while a name is blank', async () => {
    const api = stubApi([])
    renderApp('/colar-lista')
    const user = await readList('1. Zé\n2. Bruno')
    await user.clear(await screen.findByLabelText('Nome do jogador 2'))
    await user.click(screen.getByRole('button', { name: 'Salvar 2 jogadores' }))
    expect(await screen.findByText('Nome completo é obrigatório')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome do jogador 2')).toHaveAttribute('aria-invalid', 'true')
    expect(callsTo(api, players.bulkCreatePlayers)).toHaveLength(0)
  })

  it('says so when the paste has no names', async () => {
    stubApi([])
    renderApp('/colar-lista')
    await readList('Pelada quinta 20h\n\n🔥🔥')
    expect(await screen.findByText('Nenhum nome encontrado na lista colada.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Salvar/ })).toBeNull()
  })

  it('shows the server’s refusal and keeps the rows', async () => {
    stubApi([
      [
        players.bulkCreatePlayers,
        reply(
          { success: false, message: 'Você não tem permissão para esta ação.' },
          { status: 403 },
        ),
      ],
    ])
    renderApp('/colar-lista')
    const user = await readList('1. Zé')
    await user.click(await screen.findByRole('button', { name: 'Salvar 1 jogador' }))
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome do jogador 1')).toHaveValue('Zé')
  })
})
