import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * The real server (with the local fake Open-Meteo the journeys use) on a throwaway DATA_DIR,
 * serving whatever web/dist holds. Started as the e2e suite starts it, so nothing leaves the machine.
 */
export async function startDemoServer(options: {
  port: number
  dataDir: string
  env?: Record<string, string>
}) {
  const url = `http://127.0.0.1:${options.port}`
  // A server left over from an interrupted run would answer the health check below, and the
  // audit would measure its old code: refuse to start instead.
  const stranger = await fetch(`${url}/v1/health`).then(
    () => true,
    () => false,
  )
  if (stranger) throw new Error(`port ${options.port} already has a server: stop it first`)
  const child = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: root,
    // Its own process group: stopping it also stops the app and the fake it started.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      JWT_SECRET: 'demo-server-secret-demo-server-secret-0123',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('the demo server exited while starting')
    const ok = await fetch(`${url}/v1/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      killGroup()
      throw new Error('the demo server did not answer /v1/health within 90 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        killGroup()
        await exited
      }
    },
  }
}
