import { describe, expect, it } from 'vitest'
import { errorBody, REQUEST_ID } from '../../test/error-body.ts'
import { createTestApp } from '../../test/test-app.ts'

type LogLine = { reqId?: string; msg: string; raw: string }

/** Every line the app logs, parsed. */
function logSink() {
  const lines: LogLine[] = []
  const write = (raw: string) => void lines.push({ ...JSON.parse(raw), raw })
  return { lines, stream: { write } }
}

// The contact form's reCAPTCHA verifier is a port nobody listens on: the service logs the
// failure through the app's logger (not the request's) and the answer is a 503.
const log = logSink()
const { app } = await createTestApp(
  { LOG_LEVEL: 'info', RECAPTCHA_SECRET: 'segredo', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/' },
  { logStream: log.stream },
)
const contact = (headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/contact/send',
    headers,
    payload: {
      name: 'Bruno Lima',
      email: 'bruno@exemplo.com',
      subject: 'Orçamento',
      message: 'Quero usar na minha pelada.',
      recaptchaToken: 'token',
    },
  })

describe('the request id', () => {
  it('is in a 5xx answer, its X-Request-Id, its message and every log line of the request', async () => {
    log.lines.length = 0
    const res = await contact()
    expect(res.statusCode).toBe(503)
    const { requestId, message } = res.json()
    expect(requestId).toMatch(REQUEST_ID)
    expect(res.headers['x-request-id']).toBe(requestId)
    expect(message).toBe(
      'Não foi possível fazer a verificação de segurança agora. Tente novamente em alguns ' +
        `minutos. Se o problema continuar, informe ao suporte o código ${requestId}.`,
    )
    expect(log.lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'contact form: reCAPTCHA verifier unavailable',
      'request completed',
    ])
    for (const line of log.lines) {
      expect(line).toMatchObject({ reqId: requestId })
      expect(line.raw.split('"reqId"')).toHaveLength(2)
    }
  })

  it('is in a refusal too, whose message stays as it was', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/bids/current-bid' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(errorBody({ message: 'Sessão expirada. Faça login novamente.' }))
    expect(res.json().requestId).toBe(res.headers['x-request-id'])
    const notFound = await app.inject({ method: 'GET', url: '/v1/no-such-route' })
    expect(notFound.json()).toEqual(errorBody({ message: 'Recurso não encontrado.' }))
  })

  it('is new for every request, and ignores an X-Request-Id from a client it does not trust', async () => {
    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) {
      ids.add((await contact({ 'x-request-id': 'chosen-by-the-client' })).json().requestId)
    }
    expect(ids.size).toBe(20)
    expect([...ids].every((id) => REQUEST_ID.test(id))).toBe(true)
  })

  it("keeps a trusted load balancer's X-Request-Id, when it is well formed", async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' })
    const ask = (id: string) =>
      behindProxy.app.inject({ method: 'GET', url: '/v1/health', headers: { 'x-request-id': id } })
    const forwarded = '6f1c2a7e-5b0d-4c1e-9a55-3f2d8e4b7c10'
    expect((await ask(forwarded)).headers['x-request-id']).toBe(forwarded)
    const injected = (await ask('x\n{"msg":"forged"}')).headers['x-request-id']
    expect(injected).toMatch(REQUEST_ID)
  })
})
