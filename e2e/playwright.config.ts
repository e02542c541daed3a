import { realpathSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { whatsappEnv } from '../server/test/fake-whatsapp-cloud.ts'
import { pixEnv } from '../server/test/fake-pix-psp.ts'
import { resolveChromium } from './browser.ts'

const port = Number(process.env.E2E_PORT ?? 3100)
const chromium = resolveChromium({ headlessShell: true })
// Overridable so two journey runs on one machine (with E2E_PORT) do not wipe each other's data.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.test-data/e2e'
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789'
// The build the journeys' server serves, resolved once by the runner (workers inherit it): a
// build swapped into web/dist meanwhile (a test of npm start beside the journeys) is not theirs.
process.env.E2E_WEB_DIST ??= realpathSync(path.resolve(import.meta.dirname, '../web/dist'))
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST
// Each worker is another client on the network, as the players' phones are: the per-address
// limits (20 logins a minute) see each worker as they saw the single worker before. Workers load
// this file too, with their own TEST_PARALLEL_INDEX.
const clientAddress = `10.0.0.${Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1}`

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // A journey shares the processors with Vitest, which runs beside it (scripts/test.mjs): a long
  // one takes more than Playwright's 30 s on a busy machine. Each step still waits only 5 s.
  timeout: 60_000,
  // Files run side by side, each on its own group (e2e/journey-groups.ts); a file's tests in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // npm test asks for a JSON report to sum the suites; by hand, the list is enough.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // localhost, not 127.0.0.1: WebAuthn refuses an IP address as its relying party (ADR 049).
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromium,
    trace: 'off',
    // axe-core is injected as a script tag, which the app's CSP would otherwise refuse.
    bypassCSP: true,
    // Service workers answer requests page.route cannot see; pwa.spec.ts allows them (ADR 041).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
  },
  webServer: {
    command: 'node e2e/start-server.mjs --journey-groups',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/v1/health`,
    // Seeding a group per journey comes first: a busy machine needs more than a minute.
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      WEB_DIST_DIR: E2E_WEB_DIST,
      JWT_SECRET: E2E_JWT_SECRET,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The journeys come "through a proxy", each worker from its own address (above).
      TRUST_PROXY: 'true',
      // Cheap password hashes, as in the API suite (ADR 028).
      PASSWORD_HASH_COST: '4',
      // The craque vote closes 20 s after a BID is finished, not 24 h (refused in production).
      CRAQUE_VOTE_SECONDS: '20',
      // 'Entrar com Google' against the OpenID provider sign-in-without-password.spec.ts starts
      // (FAKE_GOOGLE_CLIENT in server/test/fake-oidc-provider.ts).
      GOOGLE_CLIENT_ID: 'bidfut-web',
      GOOGLE_CLIENT_SECRET: 'segredo-do-bidfut',
      OIDC_ISSUER_URL: `http://127.0.0.1:${port + 2}`,
      // The WhatsApp Cloud API whatsapp.spec.ts starts (server/test/fake-whatsapp-cloud.ts).
      ...whatsappEnv(`http://127.0.0.1:${port + 3}/v23.0`),
      // The PSP pix-by-the-bank.spec.ts starts (server/test/fake-pix-psp.ts), ADR 052.
      ...pixEnv(`http://127.0.0.1:${port + 4}`),
    },
  },
})
