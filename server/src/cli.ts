import { parseArgs } from 'node:util'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { runJobsCommand } from './jobs/jobs-cli.ts'
import { createGroupWithAdmin } from './modules/groups/groups.service.ts'

const USAGE = `Uso:
  npm run cli -- create-group --name "Pelada de Sábado" --admin-email ana@exemplo.com --admin-name "Ana Souza"
  npm run cli -- jobs dead [email|push|account]     lista as tarefas mortas (sem mais tentativas)
  npm run cli -- jobs retry <email|push|account> <id>   devolve uma tarefa morta à fila
  npm run cli -- jobs stats                          fila, espera mais antiga e mortas por tipo`

const [command, ...rest] = process.argv.slice(2)
if (command === 'jobs') {
  const config = loadConfig()
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  try {
    await database.migrate()
    process.exitCode = await runJobsCommand(database.db, rest, USAGE)
  } finally {
    await database.close()
  }
  process.exit()
}
if (command !== 'create-group') {
  console.error(USAGE)
  process.exit(1)
}
const { values } = parseArgs({
  args: rest,
  options: {
    name: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-name': { type: 'string' },
  },
})
const name = values.name?.trim()
const adminEmail = values['admin-email']?.trim()
const adminName = values['admin-name']?.trim()
if (!name || !adminEmail || !adminName || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
  console.error(`Informe --name, --admin-email (válido) e --admin-name.\n\n${USAGE}`)
  process.exit(1)
}

const config = loadConfig()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
try {
  await database.migrate()
  const group = await createGroupWithAdmin(database.db, {
    name,
    adminEmail,
    adminName,
    publicUrl: config.publicUrl,
  })
  console.log(`Grupo "${name}" criado (id ${group.companyId}).`)
  console.log(
    `Link de ativação do administrador (uso único, válido por 7 dias):\n  ${group.activationUrl}`,
  )
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  await database.close()
}
