import type { LoginResponse } from '@bidfut/domain/contracts/accounts'
import type { SessionData } from '@/lib/session-store'

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An unsigned JWT whose `exp` is `secondsFromNow` away; the client only reads `exp`. */
export function makeJwt(secondsFromNow: number, extra: Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow
  const payload = base64Url(JSON.stringify({ sub: '7', exp, ...extra }))
  return `${header}.${payload}.signature`
}

export function makeSession(overrides: Partial<SessionData> = {}): SessionData {
  return {
    id: 7,
    companyPlayerId: 42,
    companyId: 3,
    email: 'ana@example.com',
    name: 'Ana Souza',
    role: 'member',
    photoUrl: null,
    defaultLocationGame: 'Arena Central',
    accessToken: makeJwt(900),
    refreshToken: 'refresh-1',
    refreshTokenExpiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  }
}

export function makeLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  const { accessToken, refreshToken, refreshTokenExpiresAt, ...user } = makeSession()
  return {
    success: true,
    message: 'Login realizado com sucesso',
    ...user,
    accessToken,
    refreshToken,
    refreshTokenExpiresAt,
    ...overrides,
  }
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

/** Flattens a fetch call's arguments for assertions. */
export function describeCall(call: unknown[]): {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
} {
  const [input, init = {}] = call as [string, RequestInit | undefined]
  const headers = (init.headers ?? {}) as Record<string, string>
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body
  return { url: String(input), method: init.method ?? 'GET', headers, body }
}
