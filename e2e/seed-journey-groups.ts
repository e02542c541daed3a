// Run by e2e/start-server.mjs before the journeys' server opens its fresh database: a demo group
// per spec file, so each journey signs in to a group nobody else touches.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { loadConfig } from '../server/src/config.ts'
import { openDatabase } from '../server/src/db/client.ts'
import { seedDemo } from '../server/src/db/seed-demo.ts'
import { setPasswordHashCost } from '../server/src/lib/password.ts'
import { journeyGroup } from './journey-groups.ts'

const config = loadConfig()
setPasswordHashCost(config.passwordHashCost)
const database = await openDatabase({ dataDir: config.dataDir })
await database.migrate()
const specs = readdirSync(path.join(import.meta.dirname, 'tests')).filter((file) =>
  file.endsWith('.spec.ts'),
)
const aMinuteAgo = toLocalDateTime(new Date(Date.now() - 60_000), 'America/Sao_Paulo')
for (const spec of specs) {
  const group = journeyGroup(spec)
  await seedDemo(database.db, {
    name: group.name,
    emailDomain: group.domain,
    openBidDayOfMatch: group.openBidUnderway ? aMinuteAgo : undefined,
  })
}
await database.close()
console.log(`${specs.length} journey groups seeded`)
