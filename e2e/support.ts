import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test'
import { seriousA11yViolations } from './accessibility.ts'
import type { JourneyGroup } from './journey-groups.ts'
import { E2E_DATA_DIR } from './playwright.config.ts'

export { journeyGroup, type JourneyGroup } from './journey-groups.ts'

export const DEMO_PASSWORD = 'demo1234'

export const TIME_ZONE = 'America/Sao_Paulo'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }
export const SMALL_PHONE = { width: 320, height: 640 }

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  // Off the button just tapped: the dashboard's card now under the pointer is not hovered.
  await page.mouse.move(0, 0)
}

/** Saves a picture under test-results/screenshots for a person to look at (dialogs: the viewport). */
export async function snap(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage })
}

/** Saves one element (a card, say) under test-results/screenshots, clear of fixed bars. */
export async function snapElement(element: Locator, name: string) {
  await element.screenshot({
    path: `test-results/screenshots/${name}.png`,
    // The sticky header and the phone's bottom bar would cover part of a tall element.
    style: 'header.sticky, nav[aria-label="Navegação inferior"] { visibility: hidden !important; }',
  })
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

/** One .eml from the outbox, its MIME parts decoded to text. */
export type OutboxEmail = {
  file: string
  mtime: number
  to: string
  subject: string
  /** Top-level headers, unfolded, by lower-case name. */
  headers: Record<string, string>
  text: string | null
  html: string | null
  raw: string
}

/** RFC 2047 words ('=?UTF-8?Q?Lembrete=3A_BID?=') in a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QBqb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const soft = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const cut = entity.search(/\r?\n\r?\n/)
  const head = cut < 0 ? entity : entity.slice(0, cut)
  const body = cut < 0 ? '' : entity.slice(cut).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** The text/plain and text/html parts, however deep in multipart/* they sit. */
function mimeParts(entity: string, found: { text: string | null; html: string | null }) {
  const { headers, body } = splitEntity(entity)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1)
    for (const section of sections) {
      if (section.startsWith('--')) break
      mimeParts(section.replace(/^\r?\n/, ''), found)
    }
  } else if (/^text\/html/i.test(type)) {
    found.html ??= decodeBody(headers, body)
  } else if (/^text\/plain/i.test(type)) {
    found.text ??= decodeBody(headers, body)
  }
  return found
}

/** Every .eml sent to `to`, newest first, decoded. */
export async function emailsTo(to: string): Promise<OutboxEmail[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[])
  const emails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => {
        const full = path.join(OUTBOX, file)
        const raw = await readFile(full, 'utf8')
        const { headers } = splitEntity(raw)
        const parts = mimeParts(raw, { text: null, html: null })
        return {
          file: full,
          mtime: (await stat(full)).mtimeMs,
          to: decodeHeader(headers.to ?? ''),
          subject: decodeHeader(headers.subject ?? ''),
          headers,
          raw,
          ...parts,
        }
      }),
  )
  return emails
    .filter((email) => email.to.toLowerCase().includes(to.toLowerCase()))
    .sort((a, b) => b.mtime - a.mtime)
}

/** Waits (polling the outbox) for an email to `to` whose subject matches. */
export async function waitForEmail(
  to: string,
  subject: RegExp,
  { timeout = 120_000 } = {},
): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined
  await expect
    .poll(
      async () => {
        found = (await emailsTo(to)).find((email) => subject.test(email.subject))
        return found !== undefined
      },
      // Every second: an email is written a moment after what sends it, and a journey waits
      // on it with nothing else to do.
      { timeout, intervals: [500, 1000], message: `email '${subject}' to ${to}` },
    )
    .toBe(true)
  return found!
}

/**
 * Sets the local fake Open-Meteo's scenario (e2e/start-server.mjs runs it on the app's port + 1);
 * what is not named goes back to the defaults (10 % rain, 24 °C, Campinas/São Paulo in search).
 */
export async function setWeatherScenario(
  request: APIRequestContext,
  baseURL: string | undefined,
  changes: Record<string, unknown> = {},
) {
  const app = new URL(baseURL ?? 'http://127.0.0.1:3100')
  const fake = `http://127.0.0.1:${Number(app.port) + 1}/__scenario`
  const answer = await request.put(fake, { data: changes })
  expect(answer.status()).toBe(200)
}

/** A fresh browser context in the group's locale and time zone. */
export async function newPage(browser: Browser, baseURL: string | undefined, viewport = PHONE) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'pt-BR',
    timezoneId: TIME_ZONE,
    bypassCSP: true,
    serviceWorkers: 'block',
  })
  return context.newPage()
}

/**
 * Signed in, on /dashboard, for a journey about what comes after: the login is the API's, and the
 * browser keeps what the form's would leave (the device cookie, the session the app stores), but
 * no welcome toast to wait out (4 s each). The form itself is signIn's, which the session, sign-up
 * and accessibility journeys go through.
 */
export async function signedIn(page: Page, email: string) {
  const answer = await page.request.post('/v1/accounts/login', {
    data: { email, password: DEMO_PASSWORD, keepLogged: false },
  })
  expect(answer.status()).toBe(200)
  const {
    success: _success,
    message: _message,
    ...session
  } = (await answer.json()) as {
    success: true
    message: string
    accessToken: string
    refreshToken: string
  }
  await page.goto('/login')
  // As web/src/lib/session-store.ts keeps a session.
  await page.evaluate((stored) => {
    localStorage.setItem('accessToken', stored.accessToken)
    localStorage.setItem('refreshToken', stored.refreshToken)
    localStorage.setItem('userData', JSON.stringify(stored))
  }, session)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
  // Drawn and loaded, as the form's sign-in left it by the time its toast went: a journey that
  // then cuts the server off finds the screens it needs already downloaded.
  await expect(page.getByRole('button', { name: /menu do usuário/ })).toBeVisible({
    timeout: 15_000,
  })
  await page.waitForLoadState('networkidle')
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

/** What the viewport shows, looked at on a phone and at 320 px, with nothing serious for axe. */
export async function lookAtOnPhone(page: Page, name: string) {
  await toastsGone(page)
  // Off the button just tapped: its hover colour is not what the screen shows.
  await page.mouse.move(0, 0)
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, `${name}-390`, { fullPage: false })
  await page.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(page)
  await snap(page, `${name}-320`, { fullPage: false })
  await page.setViewportSize(PHONE)
}

export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

type BidEntry = { companyPlayerId: number; status: string; playerPosition: string | null }
export type OpenLiveBid = {
  bidDayId: number
  number: number
  dayOfMatch: string
  monthly: BidEntry[]
  goalkeepers: BidEntry[]
  sporadicPlayers: BidEntry[]
}

/**
 * The group's open BID with at least 2 goalkeepers and 14 monthly players confirmed (jogador05,
 * Bruninho, among them), whatever ran before; created 3 days ahead when none is open.
 */
export async function openBidWithConfirmedPlayers(
  request: APIRequestContext,
  group: JourneyGroup,
): Promise<OpenLiveBid> {
  const login = await request.post('/v1/accounts/login', {
    data: { email: group.organiser, password: DEMO_PASSWORD, keepLogged: false },
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { Authorization: `Bearer ${accessToken}` }
  let current = await request.get('/v1/bids/current-bid', { headers })
  if (current.status() === 204) {
    const dayOfMatch = groupLocal(new Date(Date.now() + 3 * 24 * 3600 * 1000)).slice(0, 10)
    const created = await request.post('/v1/bids/create-bid', {
      headers,
      data: { dayOfMatch: `${dayOfMatch}T20:00:00` },
    })
    expect(created.status()).toBe(201)
    current = await request.get('/v1/bids/current-bid', { headers })
  }
  const bid = (await current.json()) as OpenLiveBid
  const chosen = [...bid.goalkeepers.slice(0, 2), ...bid.monthly.slice(0, 14)]
  for (const entry of chosen.filter((e) => e.status !== 'confirmed')) {
    const res = await request.put(
      `/v1/bids/update-status-player/${bid.bidDayId}/${entry.companyPlayerId}`,
      { headers, data: { status: 'confirmed' } },
    )
    expect(res.status()).toBe(200)
  }
  return (await (await request.get('/v1/bids/current-bid', { headers })).json()) as OpenLiveBid
}

/** The Authorization header of a fresh session for `email`, for calls a test makes itself. */
export async function tokenOf(request: APIRequestContext, email: string) {
  const login = await request.post('/v1/accounts/login', {
    data: { email, password: DEMO_PASSWORD, keepLogged: false },
  })
  expect(login.status()).toBe(200)
  const { accessToken } = (await login.json()) as { accessToken: string }
  return { Authorization: `Bearer ${accessToken}` }
}

/** A new BID three days ahead, whatever was open before (cancelled). */
export async function freshBid(
  request: APIRequestContext,
  organiser: Record<string, string>,
): Promise<OpenLiveBid> {
  const current = await request.get('/v1/bids/current-bid', { headers: organiser })
  if (current.status() === 200) {
    const { bidDayId } = (await current.json()) as OpenLiveBid
    const cancelled = await request.delete(`/v1/bids/delete-bid/${bidDayId}`, {
      headers: organiser,
    })
    expect(cancelled.status()).toBe(200)
  }
  const day = groupLocal(new Date(Date.now() + 3 * 24 * 3600 * 1000)).slice(0, 10)
  const created = await request.post('/v1/bids/create-bid', {
    headers: organiser,
    data: { dayOfMatch: `${day}T20:00:00` },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as OpenLiveBid
}

/**
 * The open BID (cancelled) replaced by a new one next week, made by the organiser signed in on
 * `page`: the new BID's live answer (GET /bids/current-bid).
 */
export async function bidNextWeek<T>(page: Page): Promise<T> {
  const current = await api(page, 'GET', '/bids/current-bid')
  if (current.status() === 200) {
    const { bidDayId } = (await current.json()) as { bidDayId: number }
    expect((await api(page, 'DELETE', `/bids/delete-bid/${bidDayId}`)).status()).toBe(200)
  }
  const day = groupLocal(new Date(Date.now() + 7 * 24 * 3600 * 1000)).slice(0, 10)
  const created = await api(page, 'POST', '/bids/create-bid', { dayOfMatch: `${day}T20:00:00` })
  expect(created.status()).toBe(201)
  return (await (await api(page, 'GET', '/bids/current-bid')).json()) as T
}

/** A player's own check-in, as the app sends it (on a full BID it joins the line): the answer. */
export async function checkInAs(request: APIRequestContext, email: string) {
  const headers = await tokenOf(request, email)
  const info = (await (
    await request.get('/v1/bids/get-information-check-in-bid', { headers })
  ).json()) as { bidDayId: number; companyPlayerId: number }
  const answer = await request.put(
    `/v1/bids/update-status-player/${info.bidDayId}/${info.companyPlayerId}`,
    { headers, data: { status: 'confirmed' } },
  )
  expect(answer.status()).toBe(200)
  const result = (await answer.json()) as { status: string; waitlistPosition: number | null }
  return { ...result, companyPlayerId: info.companyPlayerId }
}

/** The screen checked (no sideways scroll, no serious axe finding) and pictured at 390, then 320 px. */
export async function atBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  // Off the button just tapped: its hover shade is not what the screen shows.
  await page.mouse.move(0, 0)
  await noHorizontalScroll(page)
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, `${name}-390`, { fullPage })
  await page.setViewportSize(SMALL_PHONE)
  await noHorizontalScroll(page)
  await snap(page, `${name}-320`, { fullPage })
  await page.setViewportSize(PHONE)
}

/**
 * 'Finalizar BID' on /bid-atual with `name` ticked under 'Faltou sem avisar' (ADR 053);
 * `beforeFinishing` runs with the dialog open (a screenshot).
 */
export async function finishWithFurao(
  page: Page,
  name: string,
  beforeFinishing?: () => Promise<void>,
) {
  await page.goto('/bid-atual')
  await page.getByRole('button', { name: 'Finalizar BID' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Finalizar BID' })
  const missed = dialog.getByRole('group', { name: 'Faltou sem avisar' })
  await missed.getByRole('checkbox', { name }).check()
  await beforeFinishing?.()
  await dialog.getByRole('button', { name: 'Sim, finalizar BID' }).click()
  await expect(page.getByText('BID finalizado com sucesso.')).toBeVisible()
}
