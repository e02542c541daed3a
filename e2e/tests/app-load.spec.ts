import { expect, test } from '@playwright/test'
import { PHONE, snap } from '../support.ts'

// Under the real policy: the message and its button must work without inline script.
test.use({ bypassCSP: false, viewport: PHONE })

test('a file of the app that fails to load shows a message and a reload, not an inert screen', async ({
  page,
}) => {
  // As after a deploy that replaced the app's files: the screen's HTML names one that is gone.
  const startApp = /\/assets\/start-app-[^/]+\.js$/
  await page.route(startApp, (route) => route.abort())
  await page.goto('/login')

  await expect(page.getByRole('alert')).toHaveText(/Não foi possível carregar o app/)
  const reload = page.getByRole('button', { name: 'Recarregar' })
  await expect(reload).toBeFocused()
  await expect(page.locator('[inert]')).toHaveCount(0)
  await snap(page, 'app-load-failure')

  // Once the file is back, the reload brings the app.
  await page.unroute(startApp)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled()
  await expect(page.locator('form')).not.toHaveAttribute('inert')
})
