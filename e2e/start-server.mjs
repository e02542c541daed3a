// Starts a local fake Open-Meteo on PORT+1, then the real server on a brand-new embedded
// database pointed at it, so every run begins from the demo seed and never leaves the machine.
// With --journey-groups (the Playwright run) the database starts instead with a demo group per
// journey (e2e/seed-journey-groups.ts).
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR, { recursive: true, force: true })
if (process.argv.includes('--journey-groups')) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/seed-journey-groups.ts'], {
    stdio: 'inherit',
  })
  if (seeded.status !== 0) process.exit(seeded.status ?? 1)
}

const weatherPort = Number(process.env.PORT ?? 3100) + 1
const weatherBase = `http://127.0.0.1:${weatherPort}`

const weather = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/test/fake-open-meteo.ts', '--port', String(weatherPort)],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
let server
let stopping = false

const alive = (child) => child !== undefined && child.exitCode === null && child.signalCode === null

function stop(code, signal = 'SIGTERM') {
  if (stopping) return
  stopping = true
  process.exitCode = code
  if (alive(server)) server.kill(signal)
  if (alive(weather)) weather.kill(signal)
}

weather.on('exit', (code) => {
  if (stopping) return
  console.error(`fake Open-Meteo exited (${code}) before the journeys ended`)
  stop(1)
})

// The app starts only once the fake answers, so its first forecast never meets a closed port.
await new Promise((resolve, reject) => {
  let output = ''
  weather.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    output += String(chunk)
    if (output.includes('listening')) resolve()
  })
  weather.on('exit', () => reject(new Error('fake Open-Meteo did not start')))
})

server = spawn('npx', ['tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // Links in emails point where the journeys' browser finds the app (localhost: see the config).
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3100}`,
    WEATHER_API_URL: `${weatherBase}/v1/forecast`,
    GEOCODING_API_URL: `${weatherBase}/v1/search`,
  },
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(0, signal))
server.on('exit', (code) => {
  stop(code ?? 0)
  // The fake goes with the app; once it has, nothing keeps this process alive.
  if (alive(weather)) weather.once('exit', () => process.exit())
  else process.exit()
})
