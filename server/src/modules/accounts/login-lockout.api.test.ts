import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createGroup, createMember, PASSWORD } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { clock } from '../../lib/clock.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { replaceAccountToken } from './account-tokens.repo.ts'
import { DEVICE_COOKIE } from './device-cookie.ts'
import { LOGIN_LIMITS } from './login-throttle.ts'

// The throttle reads its time from `clock`: hours of guessing pass without the test sleeping.
let frozenAt: number | undefined
vi.spyOn(clock, 'now').mockImplementation(() => new Date(frozenAt ?? Date.now()))
afterEach(() => {
  frozenAt = undefined
})
afterAll(() => vi.restoreAllMocks())

const { app, db } = await createTestApp()
const group = await createGroup(db)
const MINUTE = 60_000
const WAIT_MESSAGE =
  /^Muitas tentativas de login\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente, ou use "Esqueci minha senha"\.$/

// Every guess from an address never seen before: the per-IP limit never sees a second request.
let addresses = 0
const freshAddress = () => `10.${(++addresses >> 8) & 255}.${addresses & 255}.7`

const signIn = (
  email: string,
  password: string,
  from: { ip?: string; device?: string | undefined } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/login',
    remoteAddress: from.ip ?? freshAddress(),
    cookies: from.device ? { [DEVICE_COOKIE]: from.device } : {},
    payload: { email, password, keepLogged: false },
  })

type Answer = Awaited<ReturnType<typeof signIn>>
const deviceOf = (res: Answer) => res.cookies.find((c) => c.name === DEVICE_COOKIE)

/** A 429 a client can act on: Retry-After in seconds, and a message that says how long. */
function expectToldToWait(res: Answer) {
  expect(res.statusCode).toBe(429)
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(res.json().message).toMatch(WAIT_MESSAGE)
}

async function ownerWithDevice() {
  const owner = await createMember(db, group.id, { role: 'administrator' })
  const first = await signIn(owner.email, PASSWORD)
  expect(first.statusCode).toBe(200)
  return { ...owner, device: deviceOf(first)!.value }
}

describe('the trusted-device cookie', () => {
  it('comes with a sign-in: HttpOnly, SameSite=Strict, for /v1/accounts, for a year', async () => {
    const { email } = await createMember(db, group.id)
    const cookie = deviceOf(await signIn(email, PASSWORD))
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/v1/accounts',
      maxAge: 365 * 24 * 3600,
    })
    // Served over http here (PUBLIC_URL http://…): Secure only when the app is on https.
    expect(cookie!.secure).toBeUndefined()
    expect(cookie!.value).toMatch(/^[\w-]{43}$/)
  })

  it('is new at each sign-in, and the token it replaces is trusted no more', async () => {
    const owner = await ownerWithDevice()
    const again = await signIn(owner.email, PASSWORD, { device: owner.device })
    const renewed = deviceOf(again)!.value
    expect(renewed).not.toBe(owner.device)
    for (let i = 0; i < LOGIN_LIMITS.untrustedPerAccount; i++) {
      await signIn(owner.email, 'chute')
    }
    expectToldToWait(await signIn(owner.email, PASSWORD, { device: owner.device }))
    expect((await signIn(owner.email, PASSWORD, { device: renewed })).statusCode).toBe(200)
  })
})

describe('guessing from rotating addresses', () => {
  it(`checks at most ${LOGIN_LIMITS.untrustedPerAccount} passwords per account an hour and ${LOGIN_LIMITS.untrustedPerAccountPerDay} a day, while the owner’s device gets in at once`, async () => {
    const owner = await ownerWithDevice()
    const start = Date.now()
    const checkedAt: number[] = []
    const guessAt = async (minute: number) => {
      frozenAt = start + minute * MINUTE
      for (let i = 0; i < LOGIN_LIMITS.untrustedPerAccount + 2; i++) {
        const res = await signIn(owner.email, `chute-${minute}-${i}`)
        if (res.statusCode === 401) checkedAt.push(minute)
        else expectToldToWait(res)
      }
      // Locked to strangers, even with the right password...
      expectToldToWait(await signIn(owner.email, PASSWORD))
      // ...but the owner's browser signs in at once, and that does not reopen the door.
      const owned = await signIn(owner.email, PASSWORD, { device: owner.device })
      expect(owned.statusCode).toBe(200)
      owner.device = deviceOf(owned)!.value
    }
    // Six hours of guessing, every 20 minutes, each guess from an address never seen before.
    for (let minute = 0; minute < 6 * 60; minute += 20) await guessAt(minute)
    expect(checkedAt).toEqual([0, 60, 120, 180, 240].flatMap((m) => Array(20).fill(m)))
    // The next day, the first hour's guesses have left the day's budget.
    await guessAt(24 * 60)
    expect(checkedAt).toHaveLength(LOGIN_LIMITS.untrustedPerAccountPerDay + 20)
    for (const from of checkedAt) {
      const within = (minutes: number) => checkedAt.filter((m) => m >= from && m < from + minutes)
      expect(within(60).length).toBeLessThanOrEqual(LOGIN_LIMITS.untrustedPerAccount)
      expect(within(24 * 60).length).toBeLessThanOrEqual(LOGIN_LIMITS.untrustedPerAccountPerDay)
    }
  }, 90_000)

  it('tells a locked stranger when the next try is possible', async () => {
    const { email } = await createMember(db, group.id)
    frozenAt = Date.now()
    for (let i = 0; i < LOGIN_LIMITS.untrustedPerAccount; i++) {
      expect((await signIn(email, 'chute')).statusCode).toBe(401)
    }
    frozenAt += 15 * MINUTE
    const locked = await signIn(email, PASSWORD)
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBe(String(45 * 60))
    expect(locked.json().message).toBe(
      'Muitas tentativas de login. Aguarde 45 minutos e tente novamente, ou use "Esqueci minha senha".',
    )
    frozenAt += 45 * MINUTE
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200)
  })

  it('answers an unknown email exactly as a known one', async () => {
    const known = await createMember(db, group.id)
    const answers = async (email: string) => {
      const statuses: number[] = []
      for (let i = 0; i < LOGIN_LIMITS.untrustedPerAccount + 2; i++) {
        statuses.push((await signIn(email, 'chute')).statusCode)
      }
      return statuses
    }
    expect(await answers('ninguem-aqui@teste.com')).toEqual(await answers(known.email))
  })
})

describe('one address', () => {
  it('is slowed down after 5 wrong passwords (1, then 2 minutes…), other addresses are not', async () => {
    const { email } = await createMember(db, group.id)
    frozenAt = Date.now()
    const ip = freshAddress()
    for (let i = 0; i < LOGIN_LIMITS.freePerAddress; i++) {
      expect((await signIn(email, 'chute', { ip })).statusCode).toBe(401)
    }
    const slowed = await signIn(email, PASSWORD, { ip })
    expectToldToWait(slowed)
    expect(slowed.headers['retry-after']).toBe('60')
    expect((await signIn(email, 'chute')).statusCode).toBe(401)

    frozenAt += MINUTE
    expect((await signIn(email, 'chute', { ip })).statusCode).toBe(401)
    expect((await signIn(email, 'chute', { ip })).headers['retry-after']).toBe('120')
    frozenAt += 2 * MINUTE
    expect((await signIn(email, PASSWORD, { ip })).statusCode).toBe(200)
  })
})

describe('a trusted device', () => {
  it(`is judged on its own: ${LOGIN_LIMITS.perDevice} wrong passwords an hour, then it waits`, async () => {
    const owner = await ownerWithDevice()
    frozenAt = Date.now()
    for (let i = 0; i < LOGIN_LIMITS.perDevice; i++) {
      expect((await signIn(owner.email, 'chute', { device: owner.device })).statusCode).toBe(401)
    }
    expectToldToWait(await signIn(owner.email, PASSWORD, { device: owner.device }))
    // Its failures are its own: strangers still have their budget.
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200)
  })

  it('is trusted for its own account only', async () => {
    const owner = await ownerWithDevice()
    const neighbour = await createMember(db, group.id)
    for (let i = 0; i < LOGIN_LIMITS.untrustedPerAccount; i++) {
      await signIn(neighbour.email, 'chute')
    }
    expectToldToWait(await signIn(neighbour.email, PASSWORD, { device: owner.device }))
  })

  it('cannot be made up: a cookie we never issued is a stranger', async () => {
    const { email } = await createMember(db, group.id)
    for (let i = 0; i < LOGIN_LIMITS.untrustedPerAccount; i++) await signIn(email, 'chute')
    const planted = newOpaqueToken().token
    expectToldToWait(await signIn(email, PASSWORD, { device: planted }))
    expectToldToWait(await signIn(email, PASSWORD, { device: 'x'.repeat(5000) }))
  })
})

describe('the password reset link', () => {
  it('is the way back on a new device: the browser that used it is trusted, the others no more', async () => {
    const owner = await ownerWithDevice()
    for (let i = 0; i < LOGIN_LIMITS.untrustedPerAccount; i++) await signIn(owner.email, 'chute')
    const newPhone = freshAddress()
    expectToldToWait(await signIn(owner.email, PASSWORD, { ip: newPhone }))

    const { token, hash } = newOpaqueToken()
    await replaceAccountToken(
      db,
      { playerId: owner.account!.id },
      { kind: 'password_reset', tokenHash: hash, ttlMs: 60 * MINUTE },
    )
    const reset = await app.inject({
      method: 'POST',
      url: '/v1/accounts/reset-password',
      remoteAddress: newPhone,
      payload: { token, newPassword: 'senha-nova-1', confirmNewPassword: 'senha-nova-1' },
    })
    expect(reset.statusCode).toBe(200)
    const trusted = deviceOf(reset)!.value
    const back = await signIn(owner.email, 'senha-nova-1', { ip: newPhone, device: trusted })
    expect(back.statusCode).toBe(200)
    // The browsers trusted before the reset are strangers now.
    expectToldToWait(await signIn(owner.email, 'senha-nova-1', { device: owner.device }))
  })
})
