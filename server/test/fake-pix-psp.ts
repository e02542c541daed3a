import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'

/**
 * A local PSP for tests and journeys, built from the Banco Central's API Pix (bacen/pix-api,
 * openapi.yaml v2): OAuth 2 client credentials (`POST /oauth/token`, Basic auth, form body),
 * `PUT|GET /v2/cob/{txid}`, `PUT|DELETE /v2/webhook/{chave}` and `GET /v2/pix`. Requests are
 * checked against the documented shapes; one that does not fit is answered as the API does (400,
 * RFC 7807 problem) and kept in `violations`, which tests expect empty. `pay` settles a cob the
 * way a bank app does and posts the webhook (`{webhookUrl}/pix`, body `{ pix: [...] }`).
 */
export const FAKE_PSP = { clientId: 'bidfut-client-id', clientSecret: 'segredo-do-psp-1234' }

/** A fixed test key (32 bytes, base64): the credentials of the tests' connections. */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64')

export const pixEnv = (url: string) => ({
  PIX_PSP_ALLOWLIST: url,
  DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
})

const TXID = /^[a-zA-Z0-9]{26,35}$/
const VALOR = /^\d{1,10}\.\d{2}$/
const cobRequest = z.strictObject({
  calendario: z.strictObject({ expiracao: z.number().int().positive() }).optional(),
  devedor: z.object({ nome: z.string().max(200) }).optional(),
  valor: z.strictObject({
    original: z.string().regex(VALOR),
    modalidadeAlteracao: z.number().int().min(0).max(1).optional(),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
})
const webhookRequest = z.strictObject({ webhookUrl: z.string().url() })

type Pix = { endToEndId: string; txid: string; valor: string; horario: string }
type StoredCob = {
  txid: string
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP'
  calendario: { criacao: string; expiracao: number }
  valor: { original: string }
  chave: string
  solicitacaoPagador?: string
  location: string
  pixCopiaECola: string
  pix: Pix[]
  revisao: number
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** An endToEndId as the SPI makes them: E, the ISPB, yyyyMMddHHmm, 11 letters and digits. */
function endToEndIdAt(at: Date) {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12)
  const tail = randomBytes(11).toString('hex').slice(0, 11)
  return `E12345678${stamp}${tail}`
}

/** How a notice reaches the app: over HTTP, or through `app.inject` in API tests. */
export type Deliver = (url: string, body: unknown) => Promise<number>
const overHttp: Deliver = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.status
}

export async function startFakePixPsp(options: { port?: number; deliver?: Deliver } = {}) {
  const deliver = options.deliver ?? overHttp
  const cobs = new Map<string, StoredCob>()
  const webhooks = new Map<string, string>()
  const tokens = new Set<string>()
  const violations: string[] = []
  const requests: string[] = []
  let tokensIssued = 0
  /** While set, every request is answered 503 (ServicoIndisponivel). */
  let down = false

  const answer = (response: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) return response.writeHead(status).end()
    const type = status >= 400 ? 'application/problem+json' : 'application/json'
    response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body))
  }
  const problem = (response: ServerResponse, status: number, type: string, detail: string) =>
    answer(response, status, {
      type: `https://pix.bcb.gov.br/api/v2/error/${type}`,
      title: type,
      status,
      detail,
    })
  const refuse = (response: ServerResponse, detail: string) => {
    violations.push(detail)
    problem(response, 400, 'RequisicaoInvalida', detail)
  }

  async function onToken(request: IncomingMessage, response: ServerResponse) {
    const expected = Buffer.from(`${FAKE_PSP.clientId}:${FAKE_PSP.clientSecret}`).toString('base64')
    const body = new URLSearchParams(await readBody(request))
    if (!/^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')) {
      return refuse(response, 'token: body must be application/x-www-form-urlencoded')
    }
    if (body.get('grant_type') !== 'client_credentials') {
      return refuse(response, 'token: grant_type must be client_credentials')
    }
    if (request.headers.authorization !== `Basic ${expected}`) {
      return answer(response, 401, { error: 'invalid_client' })
    }
    const token = randomUUID()
    tokens.add(token)
    tokensIssued++
    answer(response, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'cob.write cob.read pix.read webhook.write webhook.read',
    })
  }

  async function onCob(
    method: string,
    txid: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (!TXID.test(txid)) return refuse(response, `cob: txid ${txid} is not [a-zA-Z0-9]{26,35}`)
    if (method === 'GET') {
      const cob = cobs.get(txid)
      if (!cob) return problem(response, 404, 'NaoEncontrado', 'Cobrança não encontrada')
      const { pix, ...rest } = cob
      return answer(response, 200, pix.length > 0 ? { ...rest, pix } : rest)
    }
    if (method !== 'PUT') return problem(response, 405, 'RequisicaoInvalida', method)
    const parsed = cobRequest.safeParse(JSON.parse((await readBody(request)) || 'null'))
    if (!parsed.success) return refuse(response, `cob: ${parsed.error.message}`)
    if (cobs.has(txid)) {
      return problem(response, 400, 'CobOperacaoInvalida', 'O campo cob.txid encontra-se em uso.')
    }
    const id = randomUUID()
    const cob: StoredCob = {
      txid,
      status: 'ATIVA',
      calendario: {
        criacao: new Date().toISOString(),
        expiracao: parsed.data.calendario?.expiracao ?? 86_400,
      },
      valor: { original: parsed.data.valor.original },
      chave: parsed.data.chave,
      ...(parsed.data.solicitacaoPagador && {
        solicitacaoPagador: parsed.data.solicitacaoPagador,
      }),
      location: `pix.fake.example/qr/v2/${id}`,
      pixCopiaECola: `00020101021226830014br.gov.bcb.pix2561pix.fake.example/qr/v2/${id}5204000053039865802BR5913FAKE PSP6009SAO PAULO62070503***6304ABCD`,
      pix: [],
      revisao: 0,
    }
    cobs.set(txid, cob)
    const { pix: _pix, ...created } = cob
    answer(response, 201, created)
  }

  async function onWebhook(
    method: string,
    chave: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (method === 'DELETE') {
      webhooks.delete(chave)
      return answer(response, 204)
    }
    const parsed = webhookRequest.safeParse(JSON.parse((await readBody(request)) || 'null'))
    if (!parsed.success) return refuse(response, `webhook: ${parsed.error.message}`)
    webhooks.set(chave, parsed.data.webhookUrl)
    answer(response, 200)
  }

  function onPixList(url: URL, response: ServerResponse) {
    const inicio = Date.parse(url.searchParams.get('inicio') ?? '')
    const fim = Date.parse(url.searchParams.get('fim') ?? '')
    if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio) {
      return refuse(response, 'pix: inicio and fim are required RFC 3339 timestamps, fim ≥ inicio')
    }
    const page = Number(url.searchParams.get('paginacao.paginaAtual') ?? 0)
    const size = Number(url.searchParams.get('paginacao.itensPorPagina') ?? 100)
    const all = [...cobs.values()]
      .flatMap((cob) => cob.pix)
      .filter((pix) => Date.parse(pix.horario) >= inicio && Date.parse(pix.horario) <= fim)
    answer(response, 200, {
      parametros: {
        inicio: new Date(inicio).toISOString(),
        fim: new Date(fim).toISOString(),
        paginacao: {
          paginaAtual: page,
          itensPorPagina: size,
          quantidadeDePaginas: Math.max(1, Math.ceil(all.length / size)),
          quantidadeTotalDeItens: all.length,
        },
      },
      pix: all.slice(page * size, (page + 1) * size),
    })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    requests.push(`${method} ${url.pathname}`)
    if (down) return problem(response, 503, 'ServicoIndisponivel', 'Serviço indisponível')
    if (method === 'POST' && url.pathname === '/oauth/token') return void onToken(request, response)
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!bearer || !tokens.has(bearer)) return answer(response, 401, { error: 'invalid_token' })
    const [, area, id] = /^\/v2\/(cob|webhook|pix)(?:\/([^/]+))?$/.exec(url.pathname) ?? []
    if (area === 'cob' && id) return void onCob(method, id, request, response)
    if (area === 'webhook' && id)
      return void onWebhook(method, decodeURIComponent(id), request, response)
    if (area === 'pix' && !id && method === 'GET') return onPixList(url, response)
    problem(response, 404, 'NaoEncontrado', `${method} ${url.pathname}`)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  /** The payer's bank pays the cob (of `amountCents`, its own amount by default). */
  function settle(txid: string, amountCents?: number): Pix {
    const cob = cobs.get(txid)
    if (!cob) throw new Error(`no cob ${txid}`)
    const at = new Date()
    const valor = amountCents === undefined ? cob.valor.original : (amountCents / 100).toFixed(2)
    const pix = { endToEndId: endToEndIdAt(at), txid, valor, horario: at.toISOString() }
    cob.pix.push(pix)
    cob.status = 'CONCLUIDA'
    return pix
  }

  /** The PSP's notice of `pix` to the key's webhook; answers the app's HTTP status. */
  async function postWebhook(chave: string, pix: Pix[]): Promise<number> {
    const target = webhooks.get(chave)
    if (!target) throw new Error(`no webhook for ${chave}`)
    return deliver(`${target}/pix`, { pix })
  }

  return {
    url,
    cobs,
    webhooks,
    violations,
    requests,
    settle,
    postWebhook,
    /** Settles the cob and posts its notice: what a player paying in their bank app causes. */
    async pay(txid: string, amountCents?: number) {
      const pix = settle(txid, amountCents)
      const status = await postWebhook(cobs.get(txid)!.chave, [pix])
      return { pix, status }
    },
    tokensIssued: () => tokensIssued,
    setDown(value: boolean) {
      down = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakePixPsp = Awaited<ReturnType<typeof startFakePixPsp>>
