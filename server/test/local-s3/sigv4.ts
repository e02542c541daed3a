import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

// AWS Signature Version 4 as S3 documents it ("Authenticating Requests: Using the Authorization
// Header"), checked on the server side. Written from the documentation, not with the SDK's signer,
// so the client under test is checked against the spec rather than against itself.

export type SignedRequest = {
  method: string
  /** The request target as sent: path (already URI-encoded by the client) and query. */
  url: string
  headers: Record<string, string | string[] | undefined>
}

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex')
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/

const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )

function canonicalQuery(query: string): string {
  if (query === '') return ''
  return query
    .split('&')
    .map((pair) => {
      const [key, value = ''] = pair.split('=')
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'))
      return [rfc3986(decode(key!)), rfc3986(decode(value))] as const
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()
const header = (request: SignedRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

/**
 * Why the request's signature is not valid for these credentials and region, or null when it is.
 * `now` bounds the clock skew to 15 minutes, as S3 does.
 */
export function sigV4Problem(
  request: SignedRequest,
  expected: { accessKeyId: string; secretAccessKey: string; region: string },
  now = new Date(),
): string | null {
  const match = AUTHORIZATION.exec(header(request, 'authorization') ?? '')
  if (!match) return 'no AWS4-HMAC-SHA256 Authorization header'
  const [, keyId, day, region, service, signedHeaders, signature] = match
  if (keyId !== expected.accessKeyId) return `unknown access key ${keyId}`
  if (region !== expected.region || service !== 's3') return `wrong scope ${region}/${service}`
  const amzDate = header(request, 'x-amz-date') ?? ''
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'bad x-amz-date'
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  )
  if (Math.abs(now.getTime() - signedAt) > 15 * 60_000) return 'request time too skewed'
  const names = signedHeaders!.split(';')
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} is not signed`
  }
  const payloadHash = header(request, 'x-amz-content-sha256')!
  const [path, query = ''] = request.url.split('?', 2) as [string, string?]
  const canonicalHeaders = names
    .map((name) => `${name}:${(header(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('')
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(query),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${expected.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  )
  const computed = hmac(signingKey, stringToSign)
  return timingSafeEqual(computed, Buffer.from(signature!, 'hex'))
    ? null
    : 'signature does not match'
}
