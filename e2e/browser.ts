import { existsSync } from 'node:fs'

/** The browser for tests, first found: CHROME_PATH, Debian's chromium, else the npm-shipped one. */
export async function resolveChromium(): Promise<{ executablePath: string; args: string[] }> {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ]
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, args }
  if (existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args }
  const { default: packaged } = await import('@sparticuz/chromium')
  return { executablePath: await packaged.executablePath(), args: [...packaged.args, ...args] }
}
