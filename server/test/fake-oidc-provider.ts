import { createHash, generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider'

/**
 * A real OpenID Provider on 127.0.0.1 for the tests (ADR 049): node-oidc-provider, an OpenID
 * certified implementation, stands in for Google. Its sign-in page asks only for an email, the
 * way Google's account chooser picks one; an address starting with 'nao-verificado' comes back
 * with `email_verified: false`. The code flow, PKCE, state, nonce, the signed ID token, the
 * discovery document and the RFC 9207 `iss` are the provider's own.
 */
export type FakeOidcProvider = { issuer: string; close: () => Promise<void> }

export const FAKE_GOOGLE_CLIENT = { clientId: 'bidfut-web', clientSecret: 'segredo-do-bidfut' }

const subjectOf = (email: string) =>
  `sub-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`

function form(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.on('data', (chunk) => (body += String(chunk)))
    request.on('end', () => resolve(new URLSearchParams(body)))
    request.on('error', reject)
  })
}

const PAGE = (uid: string) => `<!doctype html>
<html lang="pt-BR"><head><meta name="viewport" content="width=device-width"><title>Fazer login</title></head>
<body style="font-family:sans-serif;max-width:22rem;margin:2rem auto">
<h1>Fazer login com o Google</h1>
<form method="post" action="/interaction/${uid}">
<label>Email <input name="email" type="email" required autofocus></label>
<button type="submit">Continuar</button>
</form></body></html>`

/** The provider's storage, in memory: one test run, one process (its default says so loudly). */
class MemoryAdapter implements Adapter {
  private static readonly rows = new Map<string, AdapterPayload>()
  constructor(private readonly model: string) {}
  private key = (id: string) => `${this.model}:${id}`
  async upsert(id: string, payload: AdapterPayload) {
    MemoryAdapter.rows.set(this.key(id), payload)
  }
  async find(id: string) {
    return MemoryAdapter.rows.get(this.key(id))
  }
  async findByUid(uid: string) {
    return [...MemoryAdapter.rows.values()].find((row) => row.uid === uid)
  }
  async findByUserCode(userCode: string) {
    return [...MemoryAdapter.rows.values()].find((row) => row.userCode === userCode)
  }
  async consume(id: string) {
    const row = MemoryAdapter.rows.get(this.key(id))
    if (row) row.consumed = Math.floor(Date.now() / 1000)
  }
  async destroy(id: string) {
    MemoryAdapter.rows.delete(this.key(id))
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, row] of MemoryAdapter.rows)
      if (row.grantId === grantId) MemoryAdapter.rows.delete(key)
  }
}

export async function startFakeOidcProvider(options: {
  port?: number
  redirectUris: string[]
}): Promise<FakeOidcProvider> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const provider = new Provider(issuer, {
    adapter: MemoryAdapter,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    clients: [
      {
        client_id: FAKE_GOOGLE_CLIENT.clientId,
        client_secret: FAKE_GOOGLE_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['fake-oidc-provider-cookie-key'] },
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google does: the email travels in the ID token itself.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: subjectOf(id),
        email: id,
        email_verified: !id.startsWith('nao-verificado'),
        name: id.split('@')[0],
      }),
    }),
  })
  const callback = provider.callback()
  server.on('request', (request, response) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '')?.[1]
    if (!uid) return void callback(request, response)
    void (async () => {
      const details = await provider.interactionDetails(request, response)
      if (request.method !== 'POST') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return void response.end(PAGE(uid))
      }
      const email = (await form(request)).get('email')?.trim().toLowerCase() ?? ''
      const grant = new provider.Grant({
        accountId: email,
        clientId: String(details.params.client_id),
      })
      grant.addOIDCScope(String(details.params.scope))
      const grantId = await grant.save()
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: email }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      )
    })().catch((err: unknown) => {
      response.writeHead(500).end(String(err))
    })
  })
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * What a person's browser does at the provider, for the API tests: follows the authorization
 * URL, picks `email` on the sign-in page, and stops at the redirect back to the app, whose query
 * (code, state, iss) it answers. Cookies are kept as a browser keeps them.
 */
export async function chooseAccount(authorizationUrl: string, email: string) {
  const cookies = new Map<string, string>()
  let url = new URL(authorizationUrl)
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop++) {
    const interaction = /^\/interaction\//.test(url.pathname) && body === undefined
    if (interaction) body = new URLSearchParams({ email })
    const response = await fetch(url, {
      method: interaction ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(interaction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: interaction ? body : undefined,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair!.split('=')
      cookies.set(name!.trim(), value.join('='))
    }
    const location = response.headers.get('location')
    if (!location) throw new Error(`provider stopped at ${url.pathname}: ${response.status}`)
    url = new URL(location, url)
    if (url.origin !== new URL(authorizationUrl).origin) {
      return Object.fromEntries(url.searchParams) as { code: string; state: string; iss: string }
    }
  }
  throw new Error('provider redirected too many times')
}

// `tsx server/test/fake-oidc-provider.ts --port 3802 --redirect http://…/entrar/google`: for the
// journeys, started by e2e/start-server.mjs like the fake Open-Meteo.
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, redirect: { type: 'string', multiple: true } },
  })
  const fake = await startFakeOidcProvider({
    port: Number(values.port ?? 0),
    redirectUris: values.redirect ?? [],
  })
  console.log(`fake OpenID provider listening on ${fake.issuer}`)
}
