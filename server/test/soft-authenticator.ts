import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

/**
 * A passkey authenticator in software, for the API tests (the journeys use Chromium's virtual
 * authenticator): it answers the server's options the way a phone does, by the WebAuthn spec —
 * an ES256 key, 'none' attestation in CBOR, client data with the challenge and origin, and an
 * assertion signed over the authenticator data and the client data's hash. Each answer can be
 * bent (another origin or RP ID, no user verification, an old counter) to prove the server
 * refuses it.
 */
export function createSoftAuthenticator(page: { origin: string; rpId: string }) {
  const credentials = new Map<
    string,
    { privateKey: KeyObject; counter: number; userHandle: string; rpId: string }
  >()

  function authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const head = Buffer.alloc(37)
    createHash('sha256').update(rpId).digest().copy(head, 0)
    head[32] = flags
    head.writeUInt32BE(counter, 33)
    return attested ? Buffer.concat([head, attested]) : head
  }

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    /** navigator.credentials.create() with the server's creation options. */
    register(
      options: { challenge: string; user: { id: string } },
      bend: { origin?: string; rpId?: string; userVerified?: boolean } = {},
    ) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const credentialId = randomBytes(16)
      const id = credentialId.toString('base64url')
      const rpId = bend.rpId ?? page.rpId
      credentials.set(id, { privateKey, counter: 0, userHandle: options.user.id, rpId })
      const cose = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      )
      const length = Buffer.alloc(2)
      length.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cose])
      // UP, UV (unless bent away), AT: user present, verified, attested credential data.
      const flags = 0x01 | (bend.userVerified === false ? 0 : 0x04) | 0x40
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(rpId, flags, 0, attested)],
        ]),
      )
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientData(
            'webauthn.create',
            options.challenge,
            bend.origin ?? page.origin,
          ).toString('base64url'),
          attestationObject: attestationObject.toString('base64url'),
          transports: ['internal' as const],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      }
    },

    /** navigator.credentials.get(): the passkey `id` (the only one by default) signs in. */
    assert(
      options: { challenge: string },
      bend: { id?: string; origin?: string; userVerified?: boolean; counter?: number } = {},
    ) {
      const id = bend.id ?? [...credentials.keys()][0]!
      const credential = credentials.get(id)!
      credential.counter = bend.counter ?? credential.counter + 1
      const flags = 0x01 | (bend.userVerified === false ? 0 : 0x04)
      const data = authData(credential.rpId, flags, credential.counter)
      const client = clientData('webauthn.get', options.challenge, bend.origin ?? page.origin)
      const signature = sign(
        'sha256',
        Buffer.concat([data, createHash('sha256').update(client).digest()]),
        credential.privateKey,
      )
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: signature.toString('base64url'),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      }
    },
  }
}

/** Just enough CBOR (RFC 8949) for attestation objects: integers, strings, bytes and maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    const out = Buffer.alloc(3)
    out[0] = (major << 5) | 25
    out.writeUInt16BE(length, 1)
    return out
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)]
    for (const [key, item] of value) parts.push(cbor(key), cbor(item))
    return Buffer.concat(parts)
  }
  throw new Error(`cbor: unsupported ${typeof value}`)
}
