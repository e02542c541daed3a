import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { playerEditSchema, playersListResponseSchema } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { makeRegisteredPlayer } from '@/test/register-fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply, replyMessage, type Route } from '@/test/stub-api'

// Pasted from a WhatsApp list: a name, a type, no email and no position.
const ze = makeRegisteredPlayer({
  id: 7,
  playerId: 7,
  name: 'Zé Colado',
  nickname: 'Zé Colado',
  playerPosition: null,
  positionPlayer: null,
  typePlayer: 'monthly',
})
const joined = makeRegisteredPlayer({
  id: 8,
  playerId: 8,
  name: 'Ana',
  email: 'ana@exemplo.com',
  activated: true,
})

const baseRoutes: Route[] = [
  [
    players.listPlayers,
    reply(
      playersListResponseSchema.parse({
        monthlyPlayers: [ze, joined],
        goalKeepers: [],
        sporadicPlayers: [],
      }),
    ),
  ],
  [players.inviteLink, reply({ success: true, url: 'http://localhost/registro?convite=abc' })],
]

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe("jogadores: 'Adicionar email' for a pasted player", () => {
  it('saves email, phone and type without asking for a position', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [players.updatePlayerContact, replyMessage('Zé Colado foi atualizado com sucesso!')],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    // Only where nobody joined and no email is known.
    expect(screen.queryByRole('button', { name: 'Adicionar email de Ana' })).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Adicionar email de Zé Colado' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar email' })
    expect(within(dialog).queryByLabelText('Posição')).toBeNull()
    await user.type(within(dialog).getByLabelText('Email'), 'Ze@Exemplo.com')
    await user.selectOptions(within(dialog).getByLabelText('Tipo do cadastro'), 'sporadic')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Zé Colado foi atualizado com sucesso!')).toBeInTheDocument()
    const [call] = callsTo(fetchMock, players.updatePlayerContact)
    expect(call!.params).toEqual({ playerId: '7', companyPlayerId: '7' })
    expect(call!.body).toEqual({ email: 'ze@exemplo.com', phone: null, typePlayer: 'sporadic' })
  })

  it('says a bad email in words and sends nothing', async () => {
    const fetchMock = stubApi(baseRoutes)
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Adicionar email de Zé Colado' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar email' })
    await user.type(within(dialog).getByLabelText('Email'), 'zé arroba')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect((await within(dialog).findAllByText('Email inválido')).length).toBeGreaterThan(0)
    expect(callsTo(fetchMock, players.updatePlayerContact)).toHaveLength(0)
  })

  it('the full dialog keeps what was pasted and names what the register still needs', async () => {
    stubApi([
      ...baseRoutes,
      [
        players.playerForEdit,
        reply(
          playerEditSchema.parse({
            id: 7,
            playerId: 7,
            fullName: 'Zé Colado',
            email: null,
            birthDate: null,
            phone: null,
            favoriteTeam: null,
            nickname: 'Zé Colado',
            playerPosition: null,
            skillLevel: 5,
            typePlayer: 'monthly',
            status: 1,
            role: 'member',
            playerCanBeEdit: true,
          }),
        ),
      ],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Editar Zé Colado' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Jogador' })
    expect(await within(dialog).findByText('Falta para o cadastro: posição.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Zé Colado')
    expect(within(dialog).getByLabelText('Tipo do cadastro')).toHaveValue('monthly')
  })
})
