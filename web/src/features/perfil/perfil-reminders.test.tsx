import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { reminderEmailsSettingSchema } from '@bidfut/domain/contracts/reminders'
import * as profileApi from '@bidfut/domain/endpoints/profile'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as finance from '@bidfut/domain/endpoints/finance'
import * as passkeys from '@bidfut/domain/endpoints/passkeys'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeProfile, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, stubApi, reply } from '@/test/stub-api'

const profile = makeProfile()
const whatsappOff = {
  optIn: false,
  phone: null,
  optedInAt: null,
  source: null,
  kindsOff: [],
  available: false,
}

const setting = (receiveReminderEmails: boolean) =>
  reply(reminderEmailsSettingSchema.parse({ receiveReminderEmails }))

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe("perfil 'Receber lembretes por email'", () => {
  it('turns the reminders off at once and confirms with a toast', async () => {
    const save = deferred()
    const fetchMock = stubApi([
      [accounts.getProfile, reply(profile)],
      [profileApi.reminderEmails, setting(true)],
      [profileApi.setReminderEmails, save.route],
    ])
    renderApp('/perfil')
    const toggle = await screen.findByRole('switch', { name: 'Receber lembretes por email' })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription(
      'Vale para o aviso de BID aberto, o aviso de data sem jogo, o lembrete dois dias antes de cada BID (com a previsão do tempo) e, para organizadores, o alerta de chuva. Avisos de BID cancelado ou remarcado chegam sempre.',
    )

    await userEvent.setup().click(toggle)
    expect(toggle).not.toBeChecked()
    expect(callsTo(fetchMock, profileApi.setReminderEmails)[0]!.body).toEqual({
      receiveReminderEmails: false,
    })
    save.settle(reply({ receiveReminderEmails: false }))
    expect(await screen.findByText('Lembretes por email desativados.')).toBeInTheDocument()
    expect(toggle).not.toBeChecked()
  })

  it('puts the switch back and says why when saving fails', async () => {
    const save = deferred()
    stubApi([
      [accounts.getProfile, reply(profile)],
      [profileApi.reminderEmails, setting(false)],
      [profileApi.setReminderEmails, save.route],
    ])
    renderApp('/perfil')
    const toggle = await screen.findByRole('switch', { name: 'Receber lembretes por email' })
    expect(toggle).not.toBeChecked()

    await userEvent.setup().click(toggle)
    expect(toggle).toBeChecked()
    expect(toggle).toBeDisabled()
    save.settle(reply({ success: false, message: 'Falha interna.' }, { status: 500 }))
    expect(await screen.findByText('Erro ao salvar lembretes')).toBeInTheDocument()
    expect(screen.getByText('Falha interna.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).not.toBeChecked())
    expect(toggle).toBeEnabled()
  })

  it('steps aside while the profile is being edited', async () => {
    stubApi([
      [accounts.getProfile, reply(profile)],
      [profileApi.reminderEmails, setting(true)],
    ])
    renderApp('/perfil')
    const user = userEvent.setup()
    await screen.findByRole('switch', { name: 'Receber lembretes por email' })
    await user.click(screen.getByRole('button', { name: 'Editar' }))
    expect(screen.queryByRole('switch', { name: 'Receber lembretes por email' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(await screen.findByRole('switch', { name: 'Receber lembretes por email' })).toBeChecked()
  })

  it('offers a retry when the choice cannot be loaded', async () => {
    stubApi([
      [accounts.getProfile, reply(profile)],
      // 'Minhas cobranças' and 'Chaves de acesso' load fine: their own retries are not the one
      // asked for here.
      [finance.myCharges, reply({ charges: [], receiverName: null, checkInBlock: null })],
      [passkeys.myPasskeys, reply({ success: true, passkeys: [] })],
      [whatsapp.whatsappSetting, reply(whatsappOff)],
      [profileApi.emailNotices, reply({ resultEmails: true, digestEmails: true })],
      [
        profileApi.reminderEmails,
        [reply({ success: false, message: 'Falha.' }, { status: 500 }), setting(true)],
      ],
    ])
    renderApp('/perfil')
    expect(
      await screen.findByText('Não foi possível carregar sua preferência.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Receber lembretes por email' })).toBeDisabled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Receber lembretes por email' })).toBeChecked(),
    )
  })
})
