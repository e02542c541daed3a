import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// `npm start` in this checkout, twice (ADR 047): the second one's web build (other inputs, so a
// real one) is written aside and swapped in while the first keeps serving.
const root = path.resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(path.join(tmpdir(), 'bidfut-start-'))
const started: ChildProcess[] = []
// The environment a person's shell has: no database URL of the suite's, and no NODE_ENV=test of
// Vitest's (another build input: the journeys' build, made beside this test, is the one to meet).
const { DATABASE_URL: _postgres, NODE_ENV: _vitest, ...shell } = process.env
afterAll(async () => {
  await Promise.all(started.map(stop))
  rmSync(scratch, { recursive: true, force: true })
  // The checkout serves again the build it served before (kept, so only pointed at again).
  spawnSync('node', ['web/scripts/build.mjs', '--quiet'], { cwd: root, env: shell })
})

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function npmStart(name: string, env: Record<string, string> = {}) {
  const port = await freePort()
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, so stopping it stops npm's children too.
    detached: true,
    env: {
      ...shell,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, name),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
      GEOCODING_API_URL: 'http://127.0.0.1:9/v1/search',
      ...env,
    },
  })
  started.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  return { url, output: () => output, healthy: () => waitHealthy(url, child, () => output) }
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output()}`)
    const res = await fetch(`${url}/v1/health`).catch(() => null)
    if (res?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGTERM')
  return exited
}

/** A page and every script and stylesheet it loads, each answered: what a phone would fetch. */
async function loadPage(url: string) {
  const page = await fetch(`${url}/login`)
  const html = await page.text()
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
  const answers = await Promise.all(
    assets.map(async (asset) => [asset, (await fetch(`${url}${asset}`)).status] as const),
  )
  return {
    status: page.status,
    assets: assets.length,
    failed: answers.filter(([, status]) => status !== 200).map(([asset]) => asset),
  }
}

describe('npm start', () => {
  it('twice in one checkout: the second builds aside while the first serves', async () => {
    const first = await npmStart('first')
    await first.healthy()
    expect(await loadPage(first.url)).toMatchObject({ status: 200, failed: [] })

    // Another PUBLIC_URL is another build input: the second start builds the web app again. One of
    // this run's own, so a build an earlier run made is not merely pointed at again.
    const publicUrl = `http://run-${process.pid}-${Date.now()}.bidfut.test`
    const second = await npmStart('second', { PUBLIC_URL: publicUrl })
    const loads: Awaited<ReturnType<typeof loadPage>>[] = []
    let secondUp = false
    void second.healthy().then(() => (secondUp = true))
    // A phone reloading every half second, not a busy loop: the build beside it needs the
    // processors (faster reloads cost CI 20 s of CPU), and each load meets the build at another step.
    while (!secondUp) {
      loads.push(await loadPage(first.url))
      await new Promise((resolve) => setTimeout(resolve, 500))
    }

    expect(second.output()).toMatch(/App web: construído em/)
    expect(loads.length).toBeGreaterThan(0)
    for (const load of loads) expect(load).toMatchObject({ status: 200, failed: [] })
    // Both now serve the second build, which has the share previews' absolute URLs.
    for (const url of [first.url, second.url]) {
      expect(await (await fetch(`${url}/`)).text()).toContain(`content="${publicUrl}/`)
      expect(await loadPage(url)).toMatchObject({ status: 200, failed: [] })
    }

    const again = spawnSync('node', ['web/scripts/build.mjs', '--quiet'], {
      cwd: root,
      env: { ...shell, PUBLIC_URL: publicUrl },
      encoding: 'utf8',
    })
    expect(again.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^App web: sem mudanças desde a última build/),
    ])
  }, 600_000)

  it('builds once when two builds of the same sources meet', async () => {
    const { buildAside } = (await import(
      pathToFileURL(path.join(root, 'scripts/build-aside.mjs')).href
    )) as {
      buildAside: (options: {
        label: string
        dir: string
        inputs: { files: string[] }
        build: (outDir: string) => Promise<void>
      }) => Promise<void>
    }
    const dir = path.join(scratch, 'package')
    const source = path.join(scratch, 'source.txt')
    writeFileSync(source, 'v1')
    mkdirSync(dir)
    let builds = 0
    const build = async (outDir: string) => {
      builds += 1
      await new Promise((resolve) => setTimeout(resolve, 300))
      mkdirSync(outDir)
      writeFileSync(path.join(outDir, 'index.html'), 'v1')
    }
    const options = { label: 'test', dir, inputs: { files: [source] }, build }
    await Promise.all([buildAside(options), buildAside(options)])
    expect(builds).toBe(1)
  })
})
