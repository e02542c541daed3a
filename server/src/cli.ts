import { parseArgs } from 'node:util'
import { loadConfig, type Config } from './config.ts'
import { openDatabase, type Db } from './db/client.ts'
import { runJobsCommand } from './jobs/jobs-cli.ts'
import { createGroupWithAdmin } from './modules/groups/groups.service.ts'

const USAGE = `Uso:
  npm run cli -- create-group --name "Pelada de Sábado" --admin-email ana@exemplo.com --admin-name "Ana Souza"
  npm run cli -- jobs dead [email|push|account]     lista as tarefas mortas (sem mais tentativas)
  npm run cli -- jobs retry <email|push|account> <id>   devolve uma tarefa morta à fila
  npm run cli -- jobs stats                          fila, espera mais antiga e mortas por tipo`

/** Opens the server's database (DATABASE_URL or DATA_DIR), migrated, for one command. */
async function withDatabase(work: (db: Db, config: Config) => Promise<number>): Promise<number> {
  const config = loadConfig()
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  try {
    await database.migrate()
    return await work(database.db, config)
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    return 1
  } finally {
    await database.close()
  }
}

async function createGroup(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
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
    return 1
  }
  return withDatabase(async (db, config) => {
    const group = await createGroupWithAdmin(db, {
      name,
      adminEmail,
      adminName,
      publicUrl: config.publicUrl,
    })
    console.log(`Grupo "${name}" criado (id ${group.companyId}).`)
    console.log(
      `Link de ativação do administrador (uso único, válido por 7 dias):\n  ${group.activationUrl}`,
    )
    return 0
  })
}

const [command, ...rest] = process.argv.slice(2)
if (command === 'create-group') process.exitCode = await createGroup(rest)
else if (command === 'jobs')
  process.exitCode = await withDatabase((db) => runJobsCommand(db, rest, USAGE))
else {
  console.error(USAGE)
  process.exitCode = 1
}
