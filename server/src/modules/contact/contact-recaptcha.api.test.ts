import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { desc } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { contactMessages } from '../../db/schema/messages.ts'
import { errorBody, faultBody } from '../../../test/error-body.ts'

/** A local siteverify: the token names the answer, and every posted form is kept. */
const answers: Record<string, { status: number; body: unknown }> = {
  human: { status: 200, body: { success: true, score: 0.9, action: 'contact_form' } },
  'borderline-human': { status: 200, body: { success: true, score: 0.5, action: 'contact_form' } },
  bot: { status: 200, body: { success: true, score: 0.1, action: 'contact_form' } },
  'login-token': { status: 200, body: { success: true, score: 0.9, action: 'login' } },
  expired: { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
  'verifier-error': { status: 500, body: { error: 'internal' } },
  'verifier-nonsense': { status: 200, body: ['not', 'an', 'answer'] },
}
const received: URLSearchParams[] = []
const verifier = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    const form = new URLSearchParams(body)
    received.push(form)
    const answer = answers[form.get('response') ?? ''] ?? answers.expired!
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
})
await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())))
const verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/recaptcha/api/siteverify`

const { app, db, config } = await createTestApp({
  RECAPTCHA_SECRET: 'segredo-do-servidor',
  RECAPTCHA_VERIFY_URL: verifyUrl,
})

let address = 0
const send = (recaptchaToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/contact/send',
    payload: {
      name: 'Bruno Lima',
      // One sender address takes one message a minute: each call is another sender.
      email: `bruno${address + 1}@exemplo.com`,
      subject: 'Orçamento',
      message: 'Quero usar na minha pelada.',
      recaptchaToken,
    },
    remoteAddress: `10.8.0.${++address}`,
  })
const storedCount = async () => (await db.select().from(contactMessages)).length

beforeEach(() => {
  received.length = 0
})

describe('POST /v1/contact/send with reCAPTCHA on', () => {
  it('accepts a human token for contact_form, sending secret, token and address', async () => {
    const res = await send('human')
    expect(res.statusCode).toBe(204)
    expect(received).toHaveLength(1)
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: 'segredo-do-servidor',
      response: 'human',
      remoteip: `10.8.0.${address}`,
    })
    const [stored] = await db.select().from(contactMessages).orderBy(desc(contactMessages.id))
    expect(stored).toMatchObject({ name: 'Bruno Lima', subject: 'Orçamento' })
  })

  it('accepts a score right at RECAPTCHA_MIN_SCORE', async () => {
    expect((await send('borderline-human')).statusCode).toBe(204)
  })

  it.each([
    ['a low score', 'bot'],
    ['a token made for another action', 'login-token'],
    ['a token the verifier refuses', 'expired'],
  ])('refuses %s and keeps nothing', async (_, token) => {
    const before = await storedCount()
    const res = await send(token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(
      errorBody({ message: 'Erro na verificação de segurança. Tente novamente.' }),
    )
    expect(await storedCount()).toBe(before)
  })

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
  ])('refuses %s without asking the verifier', async (_, token) => {
    const res = await send(token)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Erro na verificação de segurança. Tente novamente.')
    expect(received).toHaveLength(0)
  })

  it.each([
    ['answers an error', 'verifier-error'],
    ['answers something else', 'verifier-nonsense'],
  ])('answers 503 when the verifier %s, keeping nothing', async (_, token) => {
    const before = await storedCount()
    const res = await send(token)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(
      faultBody(
        'Não foi possível fazer a verificação de segurança agora. Tente novamente em alguns minutos.',
      ),
    )
    expect(await storedCount()).toBe(before)
  })

  it('writes the email with Reply-To set to the sender (no SMTP_URL: an .eml file)', async () => {
    expect((await send('human')).statusCode).toBe(204)
    const outbox = path.join(config.dataDir, 'outbox')
    const eml = await vi.waitFor(async () => {
      for (const file of await readdir(outbox)) {
        const text = await readFile(path.join(outbox, file), 'utf8')
        if (/^To: contato@bidfut\.com\.br$/m.test(text)) return text
      }
      throw new Error('no contact email yet')
    })
    expect(eml).toMatch(/^Reply-To: bruno\d+@exemplo\.com$/m)
  })
})

// A port that was just free: the connection is refused at once.
const closed = createServer()
await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
const closedPort = (closed.address() as AddressInfo).port
await new Promise<void>((resolve) => closed.close(() => resolve()))
const unreachable = await createTestApp({
  RECAPTCHA_SECRET: 'segredo-do-servidor',
  RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${closedPort}/siteverify`,
})

describe('POST /v1/contact/send with the verifier unreachable', () => {
  it('answers 503 in pt-BR', async () => {
    const res = await unreachable.app.inject({
      method: 'POST',
      url: '/v1/contact/send',
      payload: { name: 'Bruno', email: 'bruno@exemplo.com', message: 'Oi', recaptchaToken: 'x' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toMatch(/^Não foi possível fazer a verificação de segurança agora/)
  })
})
