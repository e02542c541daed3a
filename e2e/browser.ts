import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * A browser, first found: CHROME_PATH, Debian's package, else Playwright's own. The journeys ask
 * for the headless shell (`apt-get install chromium-headless-shell`): the same Blink without the
 * full browser around it, so they use half the processor time of `chromium --headless` (ADR 055).
 * Lighthouse and the picture scripts want the whole browser (`apt-get install chromium`).
 */
export function resolveChromium({ headlessShell = false } = {}): {
  executablePath: string
  args: string[]
} {
  const debian = headlessShell
    ? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
    : ['/usr/bin/chromium']
  const executablePath = [process.env.CHROME_PATH, ...debian].find(
    (candidate) => candidate && existsSync(candidate),
  )
  return { executablePath: executablePath ?? chromium.executablePath(), args: ARGS }
}
