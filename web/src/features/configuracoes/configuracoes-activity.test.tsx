import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { groupSettingsResponseSchema } from '@bidfut/domain/contracts/group-settings'
import * as activity from '@bidfut/domain/endpoints/activity'
import * as privacy from '@bidfut/domain/endpoints/privacy'
import * as groupSettings from '@bidfut/domain/endpoints/group-settings'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const settings = groupSettingsResponseSchema.parse({
  name: 'Pelada de Quinta',
  defaultLocationGame: null,
  forecastCity: null,
  timeZone: 'America/Sao_Paulo',
  remindersEnabled: true,
  linkPreviews: true,
  defaultSlots: 24,
  lateNoticeHours: 12,
  reminderHours: [],
  furaoRule: null,
  autoConfirmMonthly: false,
})

const page = (texts: string[]) =>
  reply({
    entries: texts.map((text, i) => ({
      id: 100 - i,
      at: '2026-11-20T22:00:00.000Z',
      kind: 'x',
      text,
    })),
    nextBefore: null,
    people: [{ id: 7, name: 'Zé' }],
    bids: [{ id: 3, number: 12 }],
  })

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'manager' }))
  markSessionReady()
})

describe("configurações 'Atividade'", () => {
  it('reads the log when opened, newest first, and filters it by person, BID and kind', async () => {
    const fetchMock = stubApi([
      [groupSettings.groupSettings, reply(settings)],
      [
        activity.groupActivity,
        page([
          'Editor mudou o status de Zé de Confirmado para Ausente no BID #12',
          'Admin criou o BID #12',
        ]),
      ],
      [
        activity.groupActivity,
        page(['Editor mudou o status de Zé de Confirmado para Ausente no BID #12']),
        { query: { person: 7 } },
      ],
      [
        activity.groupActivity,
        page(['Editor mudou o status de Zé de Confirmado para Ausente no BID #12']),
        { query: { person: 7, bid: 3 } },
      ],
      [activity.groupActivity, page([]), { query: { person: 7, bid: 3, kind: 'settings' } }],
    ])
    renderApp('/configuracoes')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ver atividade' }))
    const list = await screen.findByRole('list', { name: 'Atividade' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Editor mudou o status de Zé de Confirmado para Ausente no BID #12',
      'Admin criou o BID #12',
    ])
    await user.selectOptions(screen.getByLabelText('Pessoa'), 'Zé')
    await user.selectOptions(screen.getByLabelText('BID'), 'BID #12')
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Configurações')
    expect(await screen.findByText('Nenhuma atividade')).toBeInTheDocument()
    const filtered = { query: { person: 7, bid: 3, kind: 'settings' } }
    expect(callsTo(fetchMock, activity.groupActivity, filtered)).toHaveLength(1)
  })
})

describe("configurações 'Encerrar pelada'", () => {
  it('is the administrators’: asks first, then shows the date and offers to reopen', async () => {
    setSession(makeSession({ role: 'administrator' }))
    const fetchMock = stubApi([
      [groupSettings.groupSettings, reply(settings)],
      [privacy.groupClosing, reply({ closesAt: null })],
      [privacy.closeGroup, reply({ closesAt: '2026-12-27T03:00:00.000Z' })],
      [privacy.reopenGroup, reply({ closesAt: null })],
    ])
    renderApp('/configuracoes')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Encerrar pelada' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Encerrar a pelada?' })
    expect(callsTo(fetchMock, privacy.closeGroup)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar pelada' }))
    expect(
      await screen.findByText('Pelada encerrada. Avisamos todos por email.'),
    ).toBeInTheDocument()
    expect(screen.getByText(/Em 27 de dezembro de 2026, o cadastro/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reabrir pelada' }))
    expect(await screen.findByText('Pelada reaberta. Nada será apagado.')).toBeInTheDocument()
  })

  it('is not offered to a manager', async () => {
    stubApi([[groupSettings.groupSettings, reply(settings)]])
    renderApp('/configuracoes')
    expect(await screen.findByRole('button', { name: 'Ver atividade' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Encerrar pelada' })).not.toBeInTheDocument()
  })
})
