// Starts the real server on a brand-new embedded database, so every run begins from the demo seed.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR, { recursive: true, force: true })
const server = spawn('npx', ['tsx', 'server/src/main.ts'], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
