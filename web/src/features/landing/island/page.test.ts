import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { initBackToTop, initPricingCta } from './page'
import { initSiteInfo } from './site-info'
import { mountLanding } from './test-page'

beforeEach(() => {
  mountLanding()
})

describe('the pricing button', () => {
  it('scrolls to the contact section and focuses the name field', () => {
    initPricingCta(document)
    const section = document.getElementById('contato')!
    const scroll = vi.spyOn(section, 'scrollIntoView')
    const cta = screen.getByRole('link', { name: 'Quero o Plano Full' })
    expect(cta).toHaveAttribute('href', '#contato')
    fireEvent.click(cta)
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }))
    expect(screen.getByLabelText('Nome')).toHaveFocus()
  })
})

describe('the back-to-top button', () => {
  it('appears once the hero has scrolled out of view', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
      },
    )
    initBackToTop(document)
    const button = document.querySelector<HTMLElement>('[data-back-to-top]')!
    report([{ isIntersecting: true }])
    expect(button).not.toBeVisible()
    report([{ isIntersecting: false }])
    expect(screen.getByRole('link', { name: 'Voltar ao topo' })).toHaveAttribute('href', '#inicio')
  })
})

describe('site details from the server', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

  it('fills the WhatsApp links, the address and the email', async () => {
    const whatsappUrl = 'https://wa.me/5511987654321?text=Ol%C3%A1'
    await initSiteInfo(
      document,
      answer({
        whatsappUrl,
        companyAddress: 'Rua das Peladas, 100 - São Paulo, SP',
        contactEmail: 'contato@bidfut.com.br',
      }),
    )
    const whatsapp = screen.getAllByRole('link', { name: /WhatsApp/ })
    expect(whatsapp).toHaveLength(2)
    for (const link of whatsapp) expect(link).toHaveAttribute('href', whatsappUrl)
    expect(screen.getByText('Rua das Peladas, 100 - São Paulo, SP')).toBeVisible()
    expect(screen.getByRole('link', { name: 'contato@bidfut.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@bidfut.com.br',
    )
  })

  it('keeps the WhatsApp link and the address hidden when they are not configured', async () => {
    await initSiteInfo(
      document,
      answer({ whatsappUrl: null, companyAddress: null, contactEmail: 'contato@bidfut.com.br' }),
    )
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
    expect(document.querySelector('address')).not.toBeVisible()
  })

  it('keeps them hidden when the server fails', async () => {
    await initSiteInfo(document, answer({ success: false }, 503))
    await initSiteInfo(document, vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
  })
})
