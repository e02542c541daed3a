import { expect, test, type Page } from '@playwright/test'
import { journeyGroup, PHONE, signedIn, snap } from '../support.ts'

const group = journeyGroup(import.meta.filename)

// The other journeys bypass the policy so axe can inject its script; this one keeps it on.
test.use({ bypassCSP: false, viewport: PHONE })

/** Every policy violation and console error the page reports from now on. */
function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  // The browser reports each blocked load as a securitypolicyviolation event on the document.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return problems
}

test('the built app works under its real Content Security Policy', async ({ page }) => {
  const problems = watchProblems(page)

  const landing = await page.goto('/')
  expect(landing?.headers()['content-security-policy']).toContain("object-src 'none'")
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const login = await page.goto('/login')
  const policy = login?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self';")
  expect(policy).not.toContain('unsafe-eval')

  await signedIn(page, group.member)
  await page.goto('/check-in')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await snap(page, 'csp-check-in')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Weather icons and photos are images the policy must let through.
  await page.waitForLoadState('networkidle')
  await snap(page, 'csp-dashboard')
  const brokenImages = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
  )
  expect(brokenImages).toEqual([])
  expect(problems).toEqual([])
})

test('compressed, cached files reach the browser', async ({ page }) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const headers = response.headers()
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
    })
  })
  const html = await page.goto('/login')
  expect(html?.headers()['cache-control']).toBe('no-cache')
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts.filter((s) => /\/assets\/.+\.js$/.test(new URL(s.url).pathname))) {
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable')
  }
  // Chromium asks for br: every script big enough to be worth it comes precompressed.
  expect(scripts.some((s) => s.encoding === 'br')).toBe(true)
})

test('each screen paints before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  // A signed-in screen: its heading and placeholders (ADR 015).
  await page.goto('/check-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible()
  await expect(page.getByText('Confirme sua presença no próximo BID.')).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Carregando...')
  // A public one, whole; its form waits for the app (inert) rather than send itself.
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.locator('form')).toHaveAttribute('inert', '')
  // Any other path: the loading screen.
  await page.goto('/activate-user/abc')
  await expect(page.getByRole('status')).toHaveText('Carregando...')
  await context.close()
})

test("a drawn screen's HTML lists its own code after the app's, for main.tsx to run in steps", async ({
  request,
}) => {
  const bootFiles = async (path: string) => {
    const html = await (await request.get(path)).text()
    const template = /<template id="boot-preloads">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
    return [...template.matchAll(/href="\/assets\/([^"]+)"/g)].map((match) => match[1]!)
  }
  const dashboard = await bootFiles('/dashboard')
  expect(dashboard.at(-1)).toMatch(/^dashboard-page-/)
  // Dependencies first: the screen's own contract before the screen, the app's code before both.
  const indexOf = (prefix: string) => dashboard.findIndex((file) => file.startsWith(prefix))
  expect(indexOf('start-app-')).toBeGreaterThan(indexOf('react-'))
  expect(indexOf('contracts-statistics-')).toBeGreaterThan(indexOf('start-app-'))
  expect(indexOf('contracts-statistics-')).toBeLessThan(indexOf('dashboard-page-'))
  // The loading screen, for any other path, lists only the app's code.
  const other = await bootFiles('/activate-user/abc')
  expect(other.at(-1)).toMatch(/^start-app-/)
  expect(other.some((file) => file.includes('-page-'))).toBe(false)
  // A page whose file is not named after its path still lists its own code.
  expect((await bootFiles('/registro')).at(-1)).toMatch(/^register-page-/)
  // The forms' code comes only with a screen that has a form; the user menu's, on demand.
  const startsWith = (files: string[], prefix: string) => files.some((f) => f.startsWith(prefix))
  expect(startsWith(dashboard, 'forms-')).toBe(false)
  expect(startsWith(await bootFiles('/login'), 'forms-')).toBe(true)
  expect(startsWith(dashboard, 'user-menu-dropdown-')).toBe(false)
})
