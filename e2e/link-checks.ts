import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, waitForEmail } from './support.ts'

// What links-do-nothing-on-open.spec.ts needs to open a link as a mail scanner would and check,
// through the API, that nothing changed.

export type Headers = Record<string, string>

export async function signInApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
) {
  const login = await request.post('/v1/accounts/login', {
    data: { email, password, keepLogged: false },
  })
  expect(login.status(), `login ${email}`).toBe(200)
  const { accessToken } = (await login.json()) as { accessToken: string }
  return { Authorization: `Bearer ${accessToken}` }
}

export async function getJson(request: APIRequestContext, path: string, headers: Headers = {}) {
  const res = await request.get(`/v1${path}`, { headers })
  expect(res.status(), `GET ${path}`).toBe(200)
  return res.json()
}

/**
 * Opens `path` in a browser with no session, as a scanner would, and waits until the page has
 * settled. Returns the writes (non-GET API calls) the page made meanwhile.
 */
export async function openAsScanner(page: Page, path: string) {
  const writes: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v1/') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${url.pathname}`)
    }
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  // A script that answers on load would have done it by now; give it a moment more.
  await page.waitForTimeout(1000)
  return writes
}

/** The link path (`/lembrete/…`, `/convites`) in the newest email to `to` whose subject matches. */
export async function emailedPath(to: string, subject: RegExp, link: RegExp) {
  const email = await waitForEmail(to, subject, { timeout: 150_000 })
  const match = link.exec(email.text ?? '')
  expect(match, `${link} in '${email.subject}'`).not.toBeNull()
  return new URL(match![0]).pathname
}

export const lastSegment = (path: string) => path.split('/').pop()!
