import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { buildApp, type AppDeps } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { setPasswordHashCost } from '../src/lib/password.ts'
import { openTestDatabase } from './test-database.ts'

/** The app on a fresh database, closed after the file's tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  { logStream }: Pick<AppDeps, 'logStream'> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-app-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests never reach the internet: a suite that needs a forecast starts a fake Open-Meteo.
    WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
    GEOCODING_API_URL: 'http://127.0.0.1:9/v1/search',
    // Test logins hash cheaply; production's cost is config.ts's default (ADR 028).
    PASSWORD_HASH_COST: '4',
    ...env,
  })
  setPasswordHashCost(config.passwordHashCost)
  const database = await openTestDatabase()
  const app = await buildApp({ config, database, logStream })
  afterAll(async () => {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return { app, db: database.db, config, database }
}
