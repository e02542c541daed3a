import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as profileApi from '@bidfut/domain/endpoints/profile'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeProfile, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, reply, stubApi } from '@/test/stub-api'

const profile = makeProfile()
const choices = (resultEmails: boolean, digestEmails: boolean) =>
  reply({ resultEmails, digestEmails })

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe("perfil 'Email de BID finalizado' and 'Resumo semanal por email' (ADR 061)", () => {
  it('lets a player turn the BID finalizado email off, and shows no digest to a member', async () => {
    setSession(makeSession({ role: 'member' }))
    const save = deferred()
    const fetchMock = stubApi([
      [accounts.getProfile, reply(profile)],
      [profileApi.emailNotices, choices(true, true)],
      [profileApi.setEmailNotices, save.route],
    ])
    renderApp('/perfil')
    const toggle = await screen.findByRole('switch', { name: 'Email de BID finalizado' })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription(
      'Quando um BID em que você jogou é finalizado: o placar, os artilheiros e o link para votar no craque.',
    )
    expect(screen.queryByRole('switch', { name: 'Resumo semanal por email' })).toBeNull()

    await userEvent.setup().click(toggle)
    expect(toggle).not.toBeChecked()
    expect(callsTo(fetchMock, profileApi.setEmailNotices)[0]!.body).toEqual({
      resultEmails: false,
      digestEmails: true,
    })
    save.settle(choices(false, true))
    expect(await screen.findByText('Preferência de email salva.')).toBeInTheDocument()
  })

  it("gives an administrator the digest's switch, and puts it back when saving fails", async () => {
    setSession(makeSession({ role: 'administrator' }))
    const save = deferred()
    stubApi([
      [accounts.getProfile, reply(profile)],
      [profileApi.emailNotices, choices(true, true)],
      [profileApi.setEmailNotices, save.route],
    ])
    renderApp('/perfil')
    const digest = await screen.findByRole('switch', { name: 'Resumo semanal por email' })
    expect(digest).toHaveAccessibleDescription(
      'Toda segunda de manhã: os próximos jogos e as respostas, quem deve, os furões e quem entrou na pelada.',
    )
    await userEvent.setup().click(digest)
    expect(digest).not.toBeChecked()
    save.settle(reply({ success: false, message: 'Falha interna.' }, { status: 500 }))
    expect(await screen.findByText('Erro ao salvar a preferência de email')).toBeInTheDocument()
    await waitFor(() => expect(digest).toBeChecked())
  })
})
