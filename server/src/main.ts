import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { setPasswordHashCost } from './lib/password.ts'
import { DEMO_PASSWORD, findDemoGroup, isDatabaseEmpty, seedDemo } from './db/seed-demo.ts'

const startedAt = performance.now()
const config = loadConfig()
setPasswordHashCost(config.passwordHashCost)
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
await database.migrate()

const seedAllowed = config.seedDemo ?? config.nodeEnv !== 'production'
if (seedAllowed && (await isDatabaseEmpty(database.db))) await seedDemo(database.db)

const app = await buildApp({ config, database })
await app.listen({ port: config.port, host: config.host })
app.jobs.start()

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
const where = database.kind === 'pglite' ? `PGlite em ${config.dataDir}/db` : 'PostgreSQL'
console.log(`\nBidfut pronto em ${seconds} s: http://localhost:${config.port} (${where})`)
if (config.nodeEnv !== 'production' && (await findDemoGroup(database.db))) {
  console.log(`\nLogins de demonstração (senha ${DEMO_PASSWORD}):`)
  console.log('  organizador@demo.bidfut.test  (administrador)')
  console.log('  editor@demo.bidfut.test       (editor)')
  console.log('  jogador01@demo.bidfut.test … jogador28@demo.bidfut.test  (jogadores)\n')
}

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  // close() stops accepting connections, waits for in-flight requests, then stops every job
  // (app.ts) before the database goes.
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
