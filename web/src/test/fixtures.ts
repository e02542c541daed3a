import type { z } from 'zod'
import {
  loginResponseSchema,
  profileSchema,
  type LoginResponse,
  type Profile,
} from '@bidfut/domain/contracts/accounts'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
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

/** Ana's profile as /perfil reads it, with only the required fields filled. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    fullName: 'Ana Maria Souza',
    nickname: 'Aninha',
    phone: null,
    birthDate: null,
    favoriteTeam: null,
    email: 'ana@example.com',
    playerPosition: null,
    photoUrl: null,
    hasPassword: true,
    ...overrides,
  })
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
  return loginResponseSchema.parse({
    success: true,
    message: 'Login realizado com sucesso',
    ...user,
    accessToken,
    refreshToken,
    refreshTokenExpiresAt,
    ...overrides,
  })
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

/**
 * A success answer whose body goes through the contract the server serialises it with, so a
 * stub cannot send what the server never would (a drifted fixture fails here, not in the UI).
 */
export function contractResponse<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  init: ResponseInit = {},
): Response {
  return jsonResponse(schema.parse(body), init)
}

/** `{ success: true, message }`: the answer of calls that only confirm what they did. */
export const messageResponse = (message: string) =>
  contractResponse(messageResponseSchema, { success: true, message })

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
