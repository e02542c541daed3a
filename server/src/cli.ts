import { parseArgs } from 'node:util'
import { loadConfig, type Config } from './config.ts'
import { openDatabase, type Db } from './db/client.ts'
import { runJobsCommand } from './jobs/jobs-cli.ts'
import { createGroupWithAdmin } from './modules/groups/groups.service.ts'
import { createDiskUploadStore } from './modules/uploads/disk-upload-store.ts'
import { describeMove, moveUploads } from './modules/uploads/move-uploads.ts'
import { createS3UploadStore } from './modules/uploads/s3-upload-store.ts'
import { registerTemplates } from './modules/whatsapp/templates-cli.ts'
import { createWhatsAppClient } from './modules/whatsapp/whatsapp-client.ts'

const USAGE = `Uso:
  npm run cli -- create-group --name "Pelada de Sábado" --admin-email ana@exemplo.com --admin-name "Ana Souza"
  npm run cli -- jobs dead [email|push|account]     lista as tarefas mortas (sem mais tentativas)
  npm run cli -- jobs retry <email|push|account> <id>   devolve uma tarefa morta à fila
  npm run cli -- jobs stats                          fila, espera mais antiga e mortas por tipo
  npm run cli -- move-uploads                        copia as fotos de DATA_DIR/uploads para o bucket S3_*
  npm run cli -- whatsapp-templates                  registra os modelos do WhatsApp e mostra se foram aprovados`

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

/** DATA_DIR/uploads into the S3_* bucket (ADR 050); run again to finish or to check. */
async function moveUploadsToBucket(): Promise<number> {
  const config = loadConfig()
  if (!config.s3) {
    console.error(
      'Defina S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: o bucket de destino.',
    )
    return 1
  }
  const from = createDiskUploadStore(config.dataDir)
  const to = createS3UploadStore(config.s3, {
    warn: ({ err }: { err?: Error }, msg) => console.error(`${msg}: ${err?.name} ${err?.message}`),
  })
  try {
    const report = await moveUploads(from, to)
    console.log(describeMove(report, from.where, to.where))
    return report.failed.length > 0 ? 1 : 0
  } catch (err) {
    // The bucket could not even be listed: wrong keys, endpoint or bucket (the line above says).
    console.error(`Não foi possível ler ${to.where}: ${(err as Error).message}`)
    return 1
  }
}

/** The WhatsApp templates defined in the repository, registered with Meta (ADR 051). */
async function whatsappTemplates(): Promise<number> {
  const config = loadConfig()
  if (!config.whatsapp) {
    console.error('Defina as variáveis WHATSAPP_* (README): o WhatsApp está desligado.')
    return 1
  }
  return registerTemplates(createWhatsAppClient(config.whatsapp), config.publicUrl)
}

const [command, ...rest] = process.argv.slice(2)
if (command === 'create-group') process.exitCode = await createGroup(rest)
else if (command === 'jobs')
  process.exitCode = await withDatabase((db) => runJobsCommand(db, rest, USAGE))
else if (command === 'move-uploads') process.exitCode = await moveUploadsToBucket()
else if (command === 'whatsapp-templates') process.exitCode = await whatsappTemplates()
else {
  console.error(USAGE)
  process.exitCode = 1
}
