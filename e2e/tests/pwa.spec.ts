import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import { E2E_WEB_DIST } from '../playwright.config.ts'
import { journeyGroup, PHONE, signedIn, snap } from '../support.ts'

const group = journeyGroup(import.meta.filename)
const SW_FILE = path.join(E2E_WEB_DIST, 'sw.js')

// The other journeys block service workers (playwright.config.ts); this one is about them.
test.use({ viewport: PHONE, serviceWorkers: 'allow' })

/** Waits until a service worker controls the page (registered after load and idle, ADR 041). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  })
}

test('installable, /check-in offline with the kept data, and a new build offers the update', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  // Installable: the manifest, as Chrome reads it.
  const manifest = await page.request.get('/manifest.webmanifest')
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
  expect(await manifest.json()).toMatchObject({
    short_name: 'Bidfut',
    start_url: '/check-in',
    display: 'standalone',
    lang: 'pt-BR',
  })
  const sw = await page.request.get('/sw.js')
  expect(sw.headers()['cache-control']).toBe('no-cache')

  await signedIn(page, group.member)
  await page.goto('/check-in')
  await controlled(page)
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // Playwright's contexts are incognito, where Chrome never installs; nothing else may be missing.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])
  const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string }[]
  }
  expect(manifestErrors).toEqual([])

  // Once controlled, the check-in's read goes through the worker, which keeps it.
  await page.reload()
  // The member's status buttons (the demo's jogador05 is confirmed: 'Cancelar status').
  const checkIn = page.locator('[data-focus-group="status-action"]').first()
  await expect(checkIn).toBeVisible()
  const keptAt = await page.evaluate(() => {
    const now = new Date()
    return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`
  })

  // Offline: the page opens from the precache, the data from the kept copy, actions wait.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(`Sem conexão — dados de ${keptAt}`)).toBeVisible()
  await expect(checkIn).toHaveAttribute('aria-disabled', 'true')
  await expect(
    page.getByText('Sem conexão: o check-in volta a funcionar quando a internet voltar.'),
  ).toBeVisible()
  await checkIn.click({ force: true })
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, 'pwa-offline-check-in-390', { fullPage: false })
  await page.setViewportSize({ width: 320, height: 640 })
  await snap(page, 'pwa-offline-check-in-320', { fullPage: false })
  await page.setViewportSize(PHONE)
  await context.setOffline(false)

  // A new build: the worker's file changes; the browser finds it and the app offers it.
  const original = await readFile(SW_FILE, 'utf8')
  try {
    await writeFile(SW_FILE, `${original}\n// e2e: a new build ${Date.now()}\n`)
    await page.reload()
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Nova versão disponível' })
    await expect(toast).toBeVisible({ timeout: 20_000 })
    await expect(toast).toHaveAttribute('data-mounted', 'true')
    // Settled below the sticky header (h-14), where the toaster puts every toast.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(56)
    await snap(page, 'pwa-update-toast-390', { fullPage: false })
    const reloaded = page.waitForEvent('load')
    await toast.getByRole('button', { name: 'Atualizar' }).click()
    await reloaded
    await expect(checkIn).toBeVisible()
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0)
  } finally {
    await writeFile(SW_FILE, original)
  }

  // 'Notificações neste aparelho' in /perfil: off until the person turns it on.
  await page.goto('/perfil')
  const notifications = page.getByRole('switch', { name: 'Notificações neste aparelho' })
  await expect(notifications).not.toBeChecked()
  await notifications.scrollIntoViewIfNeeded()
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, 'pwa-perfil-notifications-390', { fullPage: false })
})

test('/bid-atual offline: the organiser reads the kept BID and its actions wait, with the reason', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await signedIn(page, group.organiser)
  await page.goto('/bid-atual')
  await controlled(page)
  await page.reload()
  const draw = page.getByRole('button', { name: 'Sortear Times' })
  await expect(draw).toBeEnabled()

  await context.setOffline(true)
  await page.reload()
  const reason = page.getByText(
    'Sem conexão: as ações do BID voltam a funcionar quando a internet voltar.',
  )
  await expect(reason).toBeVisible()
  await expect(draw).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Cancelar BID' })).toBeDisabled()
  // Copying the list needs no server.
  await expect(page.getByRole('button', { name: 'Copiar Lista de Presença' })).toBeEnabled()
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, 'pwa-offline-bid-atual-390', { fullPage: false })
  await page.setViewportSize({ width: 320, height: 640 })
  await snap(page, 'pwa-offline-bid-atual-320', { fullPage: false })

  await context.setOffline(false)
  await page.setViewportSize(PHONE)
  await page.reload()
  await expect(reason).toHaveCount(0)
  await expect(draw).toBeEnabled()
})
