import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Browser, type Page } from '@playwright/test'
import { E2E_DATA_DIR } from './playwright.config.ts'

export const DEMO_PASSWORD = 'demo1234'
export const ORGANISER = 'organizador@demo.bidfut.test'
export const EDITOR = 'editor@demo.bidfut.test'
export const MEMBER = 'jogador05@demo.bidfut.test'

export const TIME_ZONE = 'America/Sao_Paulo'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Saves a picture under test-results/screenshots for a person to look at (dialogs: the viewport). */
export async function snap(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage })
}

/** A wall-clock date-time in the group's time zone, as the API takes dayOfMatch. */
export function groupLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

const OUTBOX = path.resolve(import.meta.dirname, '..', E2E_DATA_DIR, 'outbox')

/** Reads the newest .eml sent to `to` and returns the first link path starting with `prefix`. */
export async function linkFromOutbox(to: string, prefix: string): Promise<string | null> {
  const files = await readdir(OUTBOX).catch(() => [] as string[])
  const emails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => {
        const full = path.join(OUTBOX, file)
        return { raw: await readFile(full, 'utf8'), mtime: (await stat(full)).mtimeMs }
      }),
  )
  const newest = emails
    .filter((email) => new RegExp(`^To: ${to.replace(/[.@]/g, '\\$&')}`, 'mi').test(email.raw))
    .sort((a, b) => b.mtime - a.mtime)[0]
  if (!newest) return null
  // Undo quoted-printable: soft line breaks and =XX escapes.
  const decoded = newest.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const match = decoded.match(new RegExp(`${prefix}[A-Za-z0-9_-]+`))
  return match ? match[0] : null
}

/** A fresh browser context in the group's locale and time zone. */
export async function newPage(browser: Browser, baseURL: string | undefined, viewport = PHONE) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'pt-BR',
    timezoneId: TIME_ZONE,
    bypassCSP: true,
  })
  return context.newPage()
}

/** Signs in and waits for the welcome toast to go. */
export async function signedIn(page: Page, email: string) {
  await signIn(page, email)
  await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
}

/** Calls the API with the page's own session, as the app would. */
export async function api(page: Page, method: string, path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  return page.request.fetch(`/v1${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  })
}

export async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
}

export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}
