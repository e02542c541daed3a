import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CalendarLinks } from '@bidfut/domain/contracts/calendar'
import * as calendar from '@bidfut/domain/endpoints/calendar'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as profileApi from '@bidfut/domain/endpoints/profile'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeProfile, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, stubApi, reply, type Route } from '@/test/stub-api'

const profile = makeProfile()

function linksFor(token: string): CalendarLinks {
  const feedUrl = `https://bidfut.example/v1/calendar/${token}.ics`
  const webcalUrl = feedUrl.replace('https:', 'webcal:')
  return {
    feedUrl,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
    outlookUrl: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}`,
    eventBaseUrl: `https://bidfut.example/v1/calendar/${token}/bids/`,
  }
}

const routes: Route[] = [
  [accounts.getProfile, reply(profile)],
  [profileApi.reminderEmails, reply({ receiveReminderEmails: true })],
]

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe("perfil 'Adicionar ao calendário'", () => {
  it('links the feed to Google, Apple and Outlook, new tabs said aloud', async () => {
    const links = linksFor('a'.repeat(32))
    stubApi([...routes, [calendar.calendarLinks, reply(links)]])
    renderApp('/perfil')
    const list = await screen.findByRole('list', { name: 'Assinar no calendário' })
    expect(screen.getByRole('heading', { name: 'Adicionar ao calendário' })).toBeInTheDocument()
    const google = within(list).getByRole('link', { name: /^Google Agenda/ })
    expect(google).toHaveAccessibleName('Google Agenda (abre em nova aba)')
    expect(google).toHaveAttribute('href', links.googleUrl)
    expect(google).toHaveAttribute('target', '_blank')
    expect(within(list).getByRole('link', { name: 'Apple (iPhone e Mac)' })).toHaveAttribute(
      'href',
      links.webcalUrl,
    )
    expect(within(list).getByRole('link', { name: 'Outlook (abre em nova aba)' })).toHaveAttribute(
      'href',
      links.outlookUrl,
    )
    // No BID here: the one-game download belongs to /check-in.
    expect(screen.queryByRole('link', { name: /Baixar este jogo/ })).not.toBeInTheDocument()
  })

  it("renews the link only after 'Renovar link' is confirmed, then shows the new one", async () => {
    const renewal = deferred()
    const fetchMock = stubApi([
      ...routes,
      [calendar.calendarLinks, reply(linksFor('a'.repeat(32)))],
      [calendar.renewCalendarLinks, renewal.route],
    ])
    const user = userEvent.setup()
    renderApp('/perfil')
    await user.click(await screen.findByRole('button', { name: 'Renovar link' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Renovar o link do calendário?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Manter o link' }))
    expect(callsTo(fetchMock, calendar.renewCalendarLinks)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Renovar link' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Renovar link' }),
    )
    expect(await screen.findByRole('button', { name: 'Renovando...' })).toBeDisabled()
    renewal.settle(reply(linksFor('b'.repeat(32))))
    expect(await screen.findByText('Link do calendário renovado.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'Apple (iPhone e Mac)' })).toHaveAttribute(
      'href',
      linksFor('b'.repeat(32)).webcalUrl,
    )
    expect(callsTo(fetchMock, calendar.renewCalendarLinks)).toHaveLength(1)
  })

  it('says when the link cannot be loaded and tries again', async () => {
    stubApi([
      ...routes,
      [
        calendar.calendarLinks,
        [
          reply({ success: false, message: 'Falha interna.' }, { status: 500 }),
          reply(linksFor('c'.repeat(32))),
        ],
      ],
    ])
    const user = userEvent.setup()
    renderApp('/perfil')
    expect(
      await screen.findByText('Não foi possível carregar o link do calendário.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Renovar link' })).not.toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Tentar novamente carregar o link do calendário' }),
    )
    expect(await screen.findByRole('link', { name: 'Apple (iPhone e Mac)' })).toBeInTheDocument()
  })
})
