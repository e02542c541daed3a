import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteInfoSchema } from '@bidfut/domain/contracts/contact'
import * as siteInfoApi from '@bidfut/domain/endpoints/site-info'
import { clearSession, markSessionReady } from '@/lib/session-store'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, stubApi, reply } from '@/test/stub-api'

const configured = siteInfoSchema.parse({
  whatsappUrl: null,
  companyAddress: 'Rua das Palmeiras, 100 - São Paulo/SP',
  contactEmail: 'privacidade@bidfut.example',
})

const mailtoLinks = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('mailto:'))

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('privacy page', () => {
  it('is a dated policy with a table of contents whose every link reaches its section', async () => {
    stubApi([[siteInfoApi.siteInfo, reply(configured)]])
    renderApp('/privacy')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeInTheDocument()
    // The title is set by an effect, which may run just after the heading is on the screen.
    await waitFor(() => expect(document.title).toBe('Política de Privacidade | Bidfut'))
    expect(screen.getByText('27/11/2026')).toHaveAttribute('datetime', '2026-11-27')
    expect(screen.getByText(/Lei nº 13\.709\/2018/)).toBeInTheDocument()

    const toc = screen.getByRole('navigation', { name: 'Sumário' })
    const links = within(toc).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(10)
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '')
      const section = document.getElementById(id)
      expect(section?.tagName).toBe('SECTION')
      const heading = within(section!).getByRole('heading', { level: 2 })
      expect(heading).toHaveTextContent(link.textContent!)
      expect(section).toHaveAccessibleName(heading.textContent!)
    }
    for (const name of [/Os seus direitos/, /Por quanto tempo guardamos/, /Quem vê/]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
  })

  it('names both self-service rights, the activity log’s 12 months and the email to ask by', async () => {
    stubApi([[siteInfoApi.siteInfo, reply(configured)]])
    renderApp('/privacy')
    const how = await screen.findByRole('region', { name: /Como exercer os seus direitos/ })
    expect(within(how).getByText(/“Baixar meus dados” entrega na hora/)).toBeInTheDocument()
    expect(within(how).getByText(/“Excluir minha conta” pede a sua senha/)).toBeInTheDocument()
    expect(
      await within(how).findByRole('link', { name: 'privacidade@bidfut.example' }),
    ).toBeVisible()
    const kept = screen.getByRole('region', { name: /Por quanto tempo guardamos/ })
    expect(within(kept).getByText(/Registro de atividade da pelada .*: 12 meses/)).toBeVisible()
  })

  it('shows the default contact email until /site-info answers, then the configured one', async () => {
    const siteInfo = deferred()
    const fetchMock = stubApi([[siteInfoApi.siteInfo, siteInfo.route]])
    renderApp('/privacy')

    await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })
    expect(mailtoLinks().length).toBeGreaterThan(0)
    expect(new Set(mailtoLinks())).toEqual(new Set(['mailto:contato@bidfut.com.br']))

    await waitFor(() => expect(callsTo(fetchMock, siteInfoApi.siteInfo)).toHaveLength(1))
    expect(callsTo(fetchMock, siteInfoApi.siteInfo)[0]!.headers.Authorization).toBeUndefined()
    siteInfo.settle(reply(configured))

    await waitFor(() =>
      expect(new Set(mailtoLinks())).toEqual(new Set(['mailto:privacidade@bidfut.example'])),
    )
    expect(screen.getByText(/Rua das Palmeiras, 100 - São Paulo\/SP/)).toBeInTheDocument()
  })

  it('keeps the default contact email when /site-info fails', async () => {
    const fetchMock = stubApi([
      [siteInfoApi.siteInfo, reply({ success: false, message: 'Erro' }, { status: 500 })],
    ])
    renderApp('/privacy')
    await waitFor(() => expect(callsTo(fetchMock, siteInfoApi.siteInfo)).toHaveLength(1))
    await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })
    expect(new Set(mailtoLinks())).toEqual(new Set(['mailto:contato@bidfut.com.br']))
  })
})
