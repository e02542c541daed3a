import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The browser for tests, first found: CHROME_PATH, Debian's chromium (`apt-get install
 * chromium`), else Playwright's own (`npx playwright install chromium`).
 */
export function resolveChromium(): { executablePath: string; args: string[] } {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ]
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
    (candidate) => candidate && existsSync(candidate),
  )
  return { executablePath: executablePath ?? chromium.executablePath(), args }
}
