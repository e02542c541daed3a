import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { bearer, createGroup, createMember, login, PASSWORD } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { errorBody, withoutRequestId } from '../../../test/error-body.ts'

const { app, db, config } = await createTestApp()
const group = await createGroup(db)
const { email, member, account } = await createMember(db, group.id, {
  role: 'editor',
  fullName: 'Carlos Eduardo',
})

describe('POST /v1/accounts/login', () => {
  it('returns the session user and tokens for valid credentials', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: email.toUpperCase(), password: PASSWORD, keepLogged: true },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      id: account!.id,
      companyPlayerId: member.id,
      companyId: group.id,
      email,
      name: 'Carlos Eduardo',
      role: 'editor',
      defaultLocationGame: 'Quadra do Teste',
    })
    expect(body.accessToken.split('.')).toHaveLength(3)
    const refreshLife = Date.parse(body.refreshTokenExpiresAt) - Date.now()
    expect(refreshLife).toBeGreaterThan(29 * 24 * 3600 * 1000)
  })

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email, password: 'errada', keepLogged: false },
    })
    const unknown = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: 'ninguem@teste.com', password: 'errada', keepLogged: false },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(errorBody({ message: 'Email ou senha inválidos.' }))
    expect(withoutRequestId(unknown.body)).toBe(withoutRequestId(wrong.body))
  })

  it('refuses a person who has not activated the account', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: pending.email, password: PASSWORD },
    })
    expect(res.statusCode).toBe(401)
  })

  it('validates the body with pt-BR messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: '', password: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Email é obrigatório',
      errors: { email: 'Email é obrigatório', password: 'Senha é obrigatória' },
    })
  })

  it('rejects unknown fields, wrong types and malformed JSON with 400, never 500', async () => {
    const unknownField = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email, password: PASSWORD, companyId: 999 },
    })
    expect(unknownField.statusCode).toBe(400)
    const wrongType = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: 42, password: ['x'] },
    })
    expect(wrongType.statusCode).toBe(400)
    const malformed = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ success: false })
  })

  it('answers 413 to a body over 1 MB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email, password: 'x'.repeat(1_100_000) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual(errorBody({ message: 'Conteúdo grande demais.' }))
  })

  it('limits logins per IP', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/accounts/login',
        remoteAddress: '10.9.9.9',
        payload: { email: `ip${i}@teste.com`, password: 'x' },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      remoteAddress: '10.9.9.9',
      payload: { email: 'outro@teste.com', password: 'x' },
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().message).toMatch(
      /^Muitas tentativas\. Aguarde (1 minuto|\d+ segundos) e tente novamente\.$/,
    )
  })
})

describe('access tokens', () => {
  const profile = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v1/accounts/get-profile', headers })

  it('gives the profile of the signed-in member', async () => {
    const { accessToken } = await login(app, email)
    const res = await profile(bearer(accessToken))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      fullName: 'Carlos Eduardo',
      email,
      playerPosition: 'midfielder',
    })
  })

  it('refuses missing, tampered, expired and alg:none tokens with 401', async () => {
    const { accessToken } = await login(app, email)
    const [h, p, s] = accessToken.split('.')
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: 999, role: 'administrator' }))
    const tampered = `${h}.${forged.toString('base64url')}.${s}`
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged.toString('base64url')}.`
    const key = new TextEncoder().encode(config.jwtSecret)
    const expired = await new SignJWT({ cpid: member.id, cid: group.id, role: 'editor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account!.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key)

    expect((await profile({})).statusCode).toBe(401)
    for (const token of [tampered, none, expired, 'abc']) {
      const res = await profile(bearer(token))
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(errorBody({ message: 'Sessão expirada. Faça login novamente.' }))
    }
  })
})

describe('the HTTP shell', () => {
  it('answers health: ready (the database answers) and live (the process answers)', async () => {
    for (const url of ['/v1/health', '/v1/health/live']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ status: 'ok' })
    }
  })

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nao-existe' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(errorBody({ message: 'Recurso não encontrado.' }))
  })

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
  })
})
