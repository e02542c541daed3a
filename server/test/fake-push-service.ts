import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import ece from 'http_ece'
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose'

/**
 * A local push service (RFC 8030) on 127.0.0.1 for tests and the bench. It hands out browser-like
 * subscriptions (its own endpoint, a P-256 key pair and an auth secret per device), and for each
 * POST it checks what a real push service and browser would: the VAPID JWT (RFC 8292: ES256,
 * signed by the key in `k`, `aud` = this origin, `exp` within 24 h, a `sub`), then decrypts the
 * aes128gcm body (RFC 8291) with the device's private key and auth secret. Each device answers
 * 201 unless the test queues other statuses for it.
 */
export type FakeDevice = {
  id: string
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
}

export type ReceivedPush = {
  deviceId: string
  payload: Record<string, unknown>
  vapid: { publicKey: string; sub: string; aud: string; exp: number }
  ttl: string | undefined
  urgency: string | undefined
  at: number
}

type DeviceState = {
  ecdh: ReturnType<typeof createECDH>
  auth: string
  /** Statuses to answer next, one per request; 201 once empty. */
  answers: { status: number; retryAfter?: number }[]
}

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** The uncompressed P-256 point VAPID's `k` carries, as the JWK jose verifies with. */
function jwkOf(publicKey: string) {
  const point = Buffer.from(publicKey, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 public key')
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  }
}

export async function startFakePushService() {
  const devices = new Map<string, DeviceState>()
  const received: ReceivedPush[] = []
  const refused: { deviceId: string; reason: string }[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  let nextId = 1
  let origin = ''
  // A push service checks a sender's JWT once and trusts it until it expires, as this one does.
  const verifiedJwts = new Map<string, { sub: string; aud: string; exp: number }>()

  async function verifyJwt(jwt: string, publicKey: string) {
    const known = verifiedJwts.get(`${jwt} ${publicKey}`)
    if (known && known.exp * 1000 > Date.now()) return known
    if (decodeProtectedHeader(jwt).alg !== 'ES256') throw new Error('VAPID JWT is not ES256')
    const key = await importJWK(jwkOf(publicKey), 'ES256')
    const { payload } = await jwtVerify(jwt, key, { audience: origin })
    const exp = payload.exp ?? 0
    if (exp * 1000 > Date.now() + 24 * 60 * 60 * 1000) throw new Error('VAPID exp over 24 h')
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
      throw new Error(`VAPID sub is not mailto: or https: (${payload.sub})`)
    }
    const claims = { sub: payload.sub, aud: String(payload.aud), exp }
    verifiedJwts.set(`${jwt} ${publicKey}`, claims)
    return claims
  }

  async function verify(request: IncomingMessage, deviceId: string, device: DeviceState) {
    const authorization = request.headers.authorization ?? ''
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization)
    if (!match) throw new Error(`no VAPID authorization: ${authorization}`)
    const [, jwt, publicKey] = match
    const vapid = await verifyJwt(jwt!, publicKey!)
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
    const plain: Buffer = ece.decrypt(await body(request), {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.auth,
    })
    received.push({
      deviceId,
      payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
      vapid: { publicKey: publicKey!, ...vapid },
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      at: performance.now(),
    })
    for (const waiter of [...waiters]) {
      if (received.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  }

  // While down, every connection is dropped unanswered, as by a push service that cannot be reached.
  let down = false
  const server = createServer((request, response) => {
    if (down) {
      request.socket.destroy()
      return
    }
    const deviceId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1]
    const device = deviceId ? devices.get(deviceId) : undefined
    if (request.method !== 'POST' || !deviceId || !device) {
      response.writeHead(404).end()
      return
    }
    const answer = device.answers.shift()
    if (answer && answer.status !== 201) {
      void body(request).then(() => {
        const headers = answer.retryAfter ? { 'Retry-After': String(answer.retryAfter) } : {}
        response.writeHead(answer.status, headers).end()
      })
      return
    }
    verify(request, deviceId, device).then(
      () => response.writeHead(201).end(),
      (err: Error) => {
        refused.push({ deviceId, reason: err.message })
        response.writeHead(400).end(err.message)
      },
    )
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    refused,
    /** A browser's new subscription on this push service. */
    newDevice(): FakeDevice {
      const id = `d${nextId++}`
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16).toString('base64url')
      devices.set(id, { ecdh, auth, answers: [] })
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      }
    },
    /** The next requests to this device get these statuses (then 201 again). */
    answerNext(deviceId: string, ...answers: { status: number; retryAfter?: number }[]) {
      devices.get(deviceId)!.answers.push(...answers)
    },
    /** Resolves once `count` pushes have been received and decrypted in all. */
    waitFor(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ count, resolve }))
    },
    reset() {
      received.length = 0
      refused.length = 0
    },
    /** The push service cannot be reached (connections dropped), or is back. */
    setDown(value: boolean) {
      down = value
      if (value) server.closeAllConnections()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>
