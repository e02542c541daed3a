import net from 'node:net'

export type TcpProxy = {
  port: number
  /** The database is gone: existing connections drop, new ones are refused. */
  cut: () => Promise<void>
  /** The database is back on the same address. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

/** A TCP proxy on 127.0.0.1 in front of `target`, which a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => {
        sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  await listen(0)
  const { port } = server.address() as net.AddressInfo
  return { port, cut: stop, restore: () => listen(port), close: stop }
}
