import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as contact from '@bidfut/domain/endpoints/contact'
import { apiPath } from '@/lib/api-url'
import { CONTACT_SUCCESS_MS, initContactForm, type ContactFormDeps } from './contact-form'
import { mountLanding } from './test-page'

function form() {
  return screen.getByRole('form', { name: 'Fale com a gente' })
}

function field(label: string) {
  return within(form()).getByLabelText(label) as HTMLInputElement
}

async function fill(values: { name?: string; email?: string; subject?: string; message?: string }) {
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {},
  )
  if (values.name) await user.type(field('Nome'), values.name)
  if (values.email) await user.type(field('Email'), values.email)
  if (values.subject) await user.type(field('Assunto (opcional)'), values.subject)
  if (values.message) await user.type(field('Mensagem'), values.message)
  return user
}

const valid = {
  name: 'Carlos Organizador',
  email: 'Carlos@Pelada.com.br',
  message: 'Quero o Plano Full para a pelada de quinta.',
}

function setup(deps: Partial<ContactFormDeps> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>()
  initContactForm(document, { fetch, ...deps })
  return fetch
}

function sendButton() {
  return within(form()).getByRole('button', { name: /Enviar mensagem|Enviando/ })
}

beforeEach(() => {
  mountLanding()
})

describe('the contact form checks before sending', () => {
  it('asks for the required fields and sends nothing', async () => {
    const fetch = setup()
    const user = await fill({ email: 'carlos@pelada.com.br' })
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    )
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Mensagem')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Email')).not.toHaveAttribute('aria-invalid')
    expect(field('Nome')).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses an address that is not an email', async () => {
    const fetch = setup()
    const user = await fill({ ...valid, email: 'carlos@pelada' })
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, insira um email válido.')
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('sending', () => {
  it('shows the sending state, then the success box for 5 s with the form cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let answer: (response: Response) => void = () => undefined
    const fetch = setup()
    fetch.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = await fill({ ...valid, subject: 'Plano Full' })
    await user.click(sendButton())

    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviando...'))
    expect(sendButton()).toBeDisabled()
    expect(fetch).toHaveBeenCalledWith(
      apiPath(contact.sendContact),
      expect.objectContaining({ method: 'POST' }),
    )
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      name: 'Carlos Organizador',
      email: 'carlos@pelada.com.br',
      subject: 'Plano Full',
      message: 'Quero o Plano Full para a pelada de quinta.',
      recaptchaToken: null,
    })

    answer(new Response(null, { status: 204 }))
    const success = await screen.findByRole('status')
    expect(success).toHaveTextContent('Email enviado com sucesso!')
    expect(success).toHaveTextContent('Entraremos em contato em breve.')
    expect(sendButton()).toHaveTextContent('Enviar mensagem')
    expect(sendButton()).toBeEnabled()
    for (const label of ['Nome', 'Email', 'Assunto (opcional)', 'Mensagem']) {
      expect(field(label)).toHaveValue('')
    }

    vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 100)
    expect(screen.getByRole('status')).toBeInTheDocument()
    vi.advanceTimersByTime(200)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('sends a filled honeypot as it is, for the server to drop', async () => {
    const fetch = setup()
    fetch.mockResolvedValue(new Response(null, { status: 204 }))
    const user = await fill(valid)
    ;(document.getElementById('contato-website') as HTMLInputElement).value = 'http://spam.test'
    await user.click(sendButton())
    await screen.findByRole('status')
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, unknown>
    expect(body.website).toBe('http://spam.test')
    expect(body.subject).toBeNull()
  })

  it.each([
    [
      400,
      { success: false, message: 'Mensagem muito longa (máximo 4000 caracteres)' },
      'Mensagem muito longa (máximo 4000 caracteres)',
    ],
    [
      429,
      { success: false, message: 'Muitas mensagens. Tente novamente em alguns minutos.' },
      'Muitas mensagens. Tente novamente em alguns minutos.',
    ],
    [422, null, 'Dados inválidos. Verifique as informações e tente novamente.'],
    [500, null, 'Erro interno do servidor. Tente novamente mais tarde.'],
    [503, { success: false }, 'Erro interno do servidor. Tente novamente mais tarde.'],
  ])('shows the error box for a %i', async (status, body, message) => {
    const fetch = setup()
    fetch.mockResolvedValue(
      new Response(body === null ? 'Internal error' : JSON.stringify(body), { status }),
    )
    const user = await fill(valid)
    await user.click(sendButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao enviar email')
    expect(alert).toHaveTextContent(message)
    // What the visitor typed stays, to send again.
    expect(field('Nome')).toHaveValue(valid.name)
    expect(sendButton()).toBeEnabled()
  })

  it('says the connection failed when the request never reaches the server', async () => {
    const fetch = setup()
    fetch.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = await fill(valid)
    await user.click(sendButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao enviar email')
    expect(alert).toHaveTextContent('Erro de conexão. Tente novamente.')
  })
})

describe('human verification', () => {
  it('is skipped without a site key', async () => {
    const recaptchaToken = vi.fn()
    const fetch = setup({ recaptchaToken })
    fetch.mockResolvedValue(new Response(null, { status: 204 }))
    await (await fill(valid)).click(sendButton())
    await screen.findByRole('status')
    expect(recaptchaToken).not.toHaveBeenCalled()
    expect(document.querySelector('[data-recaptcha-notice]')).not.toBeVisible()
  })

  it("sends the token for action 'contact_form' with a site key", async () => {
    const recaptchaToken = vi.fn().mockResolvedValue('token-123')
    const fetch = setup({ recaptchaSiteKey: 'site-key', recaptchaToken })
    fetch.mockResolvedValue(new Response(null, { status: 204 }))
    expect(document.querySelector('[data-recaptcha-notice]')).toBeVisible()
    await (await fill(valid)).click(sendButton())
    await screen.findByRole('status')
    expect(recaptchaToken).toHaveBeenCalledWith('site-key', 'contact_form')
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, unknown>
    expect(body.recaptchaToken).toBe('token-123')
  })

  it('stops with the security message when the verification fails', async () => {
    const recaptchaToken = vi.fn().mockRejectedValue(new Error('blocked'))
    const fetch = setup({ recaptchaSiteKey: 'site-key', recaptchaToken })
    await (await fill(valid)).click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro na verificação de segurança. Tente novamente.',
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(sendButton()).toBeEnabled()
  })
})
