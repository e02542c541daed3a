import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reminderEmailsSettingSchema } from '@bidfut/domain/contracts/reminders'
import * as push from '@bidfut/domain/endpoints/push'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as profileApi from '@bidfut/domain/endpoints/profile'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeProfile, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply, type Route } from '@/test/stub-api'

const profile = makeProfile()

const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1'
const browserSubscription = {
  endpoint,
  toJSON: () => ({ endpoint, keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } }),
  unsubscribe: vi.fn(async () => true),
}

/** A browser with push: a registered worker, permission asked only when the code asks. */
function browserWithPush(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission)
  const subscribe = vi.fn(async () => browserSubscription)
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', { requestPermission })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => null, subscribe },
      }),
    },
  })
  return { requestPermission, subscribe }
}

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const api = (extra: Route[] = []) =>
  stubApi([
    [accounts.getProfile, reply(profile)],
    [
      profileApi.reminderEmails,
      reply(reminderEmailsSettingSchema.parse({ receiveReminderEmails: true })),
    ],
    ...extra,
  ])

describe("perfil 'Notificações neste aparelho' (ADR 041)", () => {
  it('says so when the browser cannot receive notifications', async () => {
    api()
    renderApp('/perfil')
    expect(await screen.findByText('Este navegador não recebe notificações.')).toBeVisible()
    expect(screen.queryByRole('switch', { name: 'Notificações neste aparelho' })).toBeNull()
  })

  it('asks permission only on the tap, then subscribes with every kind a player may pick', async () => {
    const browser = browserWithPush('granted')
    const fetchMock = api([
      [push.pushConfig, reply({ publicKey: 'BPk' })],
      [
        push.subscribePush,
        reply({
          subscribed: true,
          kinds: ['bid-opened', 'reminder', 'promoted', 'bid-changed', 'charge', 'craque-vote'],
        }),
      ],
    ])
    renderApp('/perfil')
    const toggle = await screen.findByRole('switch', { name: 'Notificações neste aparelho' })
    expect(browser.requestPermission).not.toHaveBeenCalled()
    await userEvent.click(toggle)
    expect(await screen.findByRole('switch', { name: 'BID aberto' })).toBeChecked()
    expect(browser.requestPermission).toHaveBeenCalledOnce()
    expect(screen.queryByRole('switch', { name: /organizadores/ })).toBeNull()
    const [put] = callsTo(fetchMock, push.subscribePush)
    expect(put!.body).toMatchObject({
      endpoint,
      kinds: ['bid-opened', 'reminder', 'promoted', 'bid-changed', 'charge', 'craque-vote'],
    })
  })

  it('tells how to unblock when the person refused the permission', async () => {
    browserWithPush('denied')
    const fetchMock = api()
    renderApp('/perfil')
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Notificações neste aparelho' }),
    )
    expect(
      await screen.findByText(
        'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e tente de novo.',
      ),
    ).toBeVisible()
    expect(callsTo(fetchMock, push.subscribePush)).toHaveLength(0)
  })
})
