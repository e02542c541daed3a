import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** One HTTP exchange with a PSP: JSON or form out, text back; mTLS when a certificate is given. */
export type PspRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  headers: Record<string, string>
  body?: string
  /** PEM holding the client certificate and its private key. */
  certificate?: string
  timeoutMs: number
}

export type PspAnswer = { status: number; body: string }

/** Network failures (refused, reset, TLS, timeout) reject; any HTTP status resolves. */
export function pspFetch(req: PspRequest): Promise<PspAnswer> {
  const url = new URL(req.url)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const tls = req.certificate === undefined ? {} : { cert: req.certificate, key: req.certificate }
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { method: req.method, headers: req.headers, timeout: req.timeoutMs, ...tls },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
    outgoing.on('error', reject)
    outgoing.end(req.body)
  })
}
