import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { errorBody } from '../test/error-body.ts'

// Node's HTTP parser refuses some requests before Fastify routes anything; `inject` never meets
// the parser, so these go over a real socket, byte for byte.
const { app } = await createTestApp()
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as AddressInfo

/** Writes raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const cut = text.indexOf('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
        headers: text.slice(0, cut),
        body: text.slice(cut + 4),
      })
    })
    // Not end(): a half-closed socket may be dropped before a slow answer is written.
    socket.write(bytes)
  })
}

describe('a request the HTTP parser refuses', () => {
  it.each([
    [
      'a 70 KB header',
      `GET /v1/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
      431,
      'Cabeçalhos grandes demais.',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /v1/accounts/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'Dados inválidos. Verifique as informações e tente novamente.',
    ],
    [
      'a malformed request line',
      'GET /v1/health HTTP/9.Z\r\n\r\n',
      400,
      'Dados inválidos. Verifique as informações e tente novamente.',
    ],
    [
      'a header name with a space',
      'GET /v1/health HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n',
      400,
      'Dados inválidos. Verifique as informações e tente novamente.',
    ],
  ])('%s: answers the house error body in pt-BR', async (_, bytes, status, message) => {
    const res = await rawRequest(bytes)
    expect(res.status).toBe(status)
    expect(res.headers).toMatch(/^content-type: application\/json; charset=utf-8$/im)
    expect(res.headers).toMatch(
      new RegExp(`^content-length: ${Buffer.byteLength(res.body)}$`, 'im'),
    )
    expect(JSON.parse(res.body)).toEqual(errorBody({ message }))
  })

  it('leaves a well-formed request to the app', async () => {
    const res = await rawRequest('GET /v1/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n')
    expect(res.status).toBe(200)
  })
})
