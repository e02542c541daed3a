import { z } from 'zod'
import type { PspCredentials } from './psp-credentials.ts'
import { pspFetch, type PspAnswer, type PspRequest } from './pix-http.ts'

// The Banco Central's API Pix (bacen/pix-api, openapi.yaml, v2): OAuth 2 client credentials,
// `PUT|GET /v2/cob/{txid}`, `PUT|DELETE /v2/webhook/{chave}` and `GET /v2/pix`, all hanging off
// the group's provider address (ADR 052).

/** What went wrong with the PSP, in words an organiser reads ('Testar conexão'). */
export class PspError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
  }
}

const money = z.string().regex(/^\d{1,10}\.\d{2}$/)
const pixSchema = z.object({
  endToEndId: z.string(),
  txid: z.string().optional(),
  valor: money,
  horario: z.string(),
})
export type PixReceived = z.infer<typeof pixSchema>
const cobSchema = z.object({
  txid: z.string(),
  status: z.string(),
  calendario: z.object({ criacao: z.string(), expiracao: z.number().int() }),
  valor: z.object({ original: money }),
  pixCopiaECola: z.string().optional(),
  pix: z.array(pixSchema).optional(),
})
export type Cob = z.infer<typeof cobSchema>
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() })
const pixPageSchema = z.object({
  parametros: z.object({ paginacao: z.object({ quantidadeDePaginas: z.number().int() }) }),
  pix: z.array(pixSchema),
})

/** The cob we ask for: immediate, expiring `expiresInSeconds` after its creation. */
export type NewCob = { chave: string; amountCents: number; expiresInSeconds: number; text: string }

export const centsToValor = (cents: number) => (cents / 100).toFixed(2)
export const valorToCents = (valor: string) => Math.round(Number(valor) * 100)

const TIMEOUT_MS = 10_000
/** A token is renewed this long before the PSP says it expires. */
const TOKEN_MARGIN_MS = 30_000

type Token = { value: string; expiresAt: number }

/** Tokens by connection, on this instance, until shortly before they expire. */
export type TokenCache = Map<string, Token>

export function createPixApiClient(d: {
  provider: string
  credentials: PspCredentials
  tokens: TokenCache
  /** Which connection the token belongs to (the group and when it was last saved). */
  cacheKey: string
  send?: (req: PspRequest) => Promise<PspAnswer>
  now?: () => number
}) {
  const send = d.send ?? pspFetch
  const now = d.now ?? Date.now
  const certificate = d.credentials.certificate

  async function exchange(req: Omit<PspRequest, 'timeoutMs' | 'certificate'>) {
    try {
      return await send({ ...req, certificate, timeoutMs: TIMEOUT_MS })
    } catch (err) {
      const code = (err as { code?: string }).code ?? (err as Error).message
      throw new PspError(`Não foi possível falar com o banco (${code}).`, null)
    }
  }

  async function token(): Promise<string> {
    const cached = d.tokens.get(d.cacheKey)
    if (cached && cached.expiresAt > now()) return cached.value
    const basic = Buffer.from(`${d.credentials.clientId}:${d.credentials.clientSecret}`)
    const answer = await exchange({
      method: 'POST',
      url: `${d.provider}/oauth/token`,
      headers: {
        authorization: `Basic ${basic.toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      throw new PspError('O banco recusou o client ID ou o client secret.', answer.status)
    }
    const parsed = tokenSchema.safeParse(jsonOf(answer))
    if (answer.status !== 200 || !parsed.success) throw failure(answer)
    const value = parsed.data.access_token
    d.tokens.set(d.cacheKey, {
      value,
      expiresAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    })
    return value
  }

  async function call(method: PspRequest['method'], path: string, body?: unknown) {
    const answer = await exchange({
      method,
      url: `${d.provider}${path}`,
      headers: {
        authorization: `Bearer ${await token()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    // A token the PSP revoked before its time: forgotten, so the next call asks for another.
    if (answer.status === 401) d.tokens.delete(d.cacheKey)
    return answer
  }

  function expect<T>(answer: PspAnswer, statuses: number[], schema: z.ZodType<T>): T {
    if (!statuses.includes(answer.status)) throw failure(answer)
    const parsed = schema.safeParse(jsonOf(answer))
    if (!parsed.success) throw new PspError('O banco deu uma resposta inesperada.', answer.status)
    return parsed.data
  }

  return {
    token,

    /** `PUT /v2/cob/{txid}`: an immediate charge of the amount to the group's key. */
    async createCob(txid: string, cob: NewCob): Promise<Cob> {
      const answer = await call('PUT', `/v2/cob/${txid}`, {
        calendario: { expiracao: cob.expiresInSeconds },
        valor: { original: centsToValor(cob.amountCents) },
        chave: cob.chave,
        solicitacaoPagador: cob.text.slice(0, 140),
      })
      return expect(answer, [200, 201], cobSchema)
    },

    /** `GET /v2/cob/{txid}`: the charge as the PSP has it, with the Pix that paid it. */
    async readCob(txid: string): Promise<Cob | null> {
      const answer = await call('GET', `/v2/cob/${txid}`)
      if (answer.status === 404) return null
      return expect(answer, [200], cobSchema)
    },

    /** `PUT /v2/webhook/{chave}`: the PSP posts each Pix to the key at `webhookUrl` + '/pix'. */
    async registerWebhook(chave: string, webhookUrl: string): Promise<void> {
      const answer = await call('PUT', `/v2/webhook/${encodeURIComponent(chave)}`, { webhookUrl })
      if (answer.status !== 200 && answer.status !== 201 && answer.status !== 204) {
        throw failure(answer)
      }
    },

    async removeWebhook(chave: string): Promise<void> {
      const answer = await call('DELETE', `/v2/webhook/${encodeURIComponent(chave)}`)
      if (answer.status !== 204 && answer.status !== 200 && answer.status !== 404) {
        throw failure(answer)
      }
    },

    /** `GET /v2/pix?inicio&fim`: every Pix received in the window, page after page. */
    async listPix(from: Date, to: Date): Promise<PixReceived[]> {
      const received: PixReceived[] = []
      for (let page = 0; ; page++) {
        const query = new URLSearchParams({
          inicio: from.toISOString(),
          fim: to.toISOString(),
          'paginacao.paginaAtual': String(page),
          'paginacao.itensPorPagina': '1000',
        })
        const answer = await call('GET', `/v2/pix?${query}`)
        const data = expect(answer, [200], pixPageSchema)
        received.push(...data.pix)
        if (page + 1 >= data.parametros.paginacao.quantidadeDePaginas) return received
      }
    },
  }
}

export type PixApiClient = ReturnType<typeof createPixApiClient>

function jsonOf(answer: PspAnswer): unknown {
  try {
    return JSON.parse(answer.body)
  } catch {
    return undefined
  }
}

/** A refusal in pt-BR, with the PSP's own words (RFC 7807 `detail`/`title`) when it gave some. */
function failure(answer: PspAnswer): PspError {
  if (answer.status >= 500) {
    return new PspError(
      `O banco está indisponível agora (HTTP ${answer.status}). Tente de novo em alguns minutos.`,
      answer.status,
    )
  }
  const problem = jsonOf(answer) as { detail?: unknown; title?: unknown } | undefined
  const said = [problem?.title, problem?.detail].filter((part) => typeof part === 'string')
  const detail = said.length > 0 ? `: ${said.join(' — ').slice(0, 200)}` : ''
  return new PspError(`O banco recusou o pedido (HTTP ${answer.status}${detail}).`, answer.status)
}
