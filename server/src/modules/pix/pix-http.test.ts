import { readFileSync } from 'node:fs'
import { createServer, globalAgent, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pspFetch } from './pix-http.ts'

// A PSP that asks for a client certificate (mTLS, as Efí's API does): the certificate a group's
// administrator pasted (certificate and key in one PEM) opens the handshake; none, no answer.
const pem = (name: string) =>
  readFileSync(new URL(`../../../test/mtls/${name}`, import.meta.url), 'utf8')
let server: Server
let url: string

beforeAll(async () => {
  server = createServer(
    { key: pem('server.key'), cert: pem('server.crt'), ca: pem('ca.crt'), requestCert: true },
    (req, res) => {
      const socket = req.socket as TLSSocket
      res.end(JSON.stringify({ client: socket.getPeerCertificate().subject?.CN ?? null }))
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/oauth/token`
  // The test CA stands in for the public ones a PSP's certificate chains to.
  globalAgent.options.ca = pem('ca.crt')
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const post = (certificate?: string) =>
  pspFetch({ method: 'POST', url, headers: {}, body: '', certificate, timeoutMs: 5_000 })

it('shakes hands with the client certificate and key kept in one PEM', async () => {
  const answer = await post(pem('client.pem'))
  expect(answer).toEqual({ status: 200, body: JSON.stringify({ client: 'bidfut-psp-client' }) })
})

it('gets no answer without the certificate when the PSP asks for one', async () => {
  await expect(post()).rejects.toThrow()
})
