/**
 * The soak's load balancer: plain node:http forwarding, round robin over the upstream
 * instances. An upstream that refuses the connection is skipped for the next one; one that dies
 * with the request in flight gets a GET replayed elsewhere, while a write (which may have run)
 * answers 503 with Retry-After, as a real balancer in front of a crashed instance would.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Balancer = { url: string; close: () => Promise<void> }

type Attempt = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
type Failure = { refused: boolean; error: string }

// Hop-by-hop headers are each connection's own: the upstream's 'Keep-Alive: timeout=72' passed on
// would have the client reuse a socket this balancer closed after its own 30 s (ECONNRESET).
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade']
function withoutHopByHop(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const copy = { ...headers }
  for (const name of HOP_BY_HOP) delete copy[name]
  return copy
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

function forward(
  upstream: string,
  request: http.IncomingMessage,
  body: Buffer,
): Promise<Attempt | Failure> {
  return new Promise((resolve) => {
    const target = new URL(request.url ?? '/', upstream)
    const out = http.request(
      target,
      {
        method: request.method,
        headers: { ...withoutHopByHop(request.headers), host: target.host },
        agent,
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        )
        answer.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ refused: false, error: `answer ${err.code ?? err.message}` }),
        )
      },
    )
    out.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ refused: err.code === 'ECONNREFUSED', error: err.code ?? err.message }),
    )
    out.end(body)
  })
}

export async function startBalancer(upstreams: string[], port: number): Promise<Balancer> {
  let next = 0
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks)
      const replayable = request.method === 'GET' || request.method === 'HEAD'
      const first = next++ % upstreams.length
      const errors: string[] = []
      for (let i = 0; i < upstreams.length; i++) {
        const upstream = upstreams[(first + i) % upstreams.length]!
        const answer = await forward(upstream, request, body)
        if ('status' in answer) {
          const headers = withoutHopByHop(answer.headers)
          response.writeHead(answer.status, headers).end(answer.body)
          return
        }
        errors.push(`${new URL(upstream).port} ${answer.error}`)
        if (!answer.refused && !replayable) break
      }
      response
        .writeHead(503, {
          'retry-after': '1',
          'content-type': 'application/json',
          'x-soak-balancer': errors.join(', '),
        })
        .end(JSON.stringify({ message: 'Nenhuma instância respondeu: tente de novo.' }))
    })
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
        agent.destroy()
      }),
  }
}
