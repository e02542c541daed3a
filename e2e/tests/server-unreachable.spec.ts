import { expect, test } from '@playwright/test'
import { journeyGroup, PHONE, signedIn, snap } from '../support.ts'

const group = journeyGroup(import.meta.filename)

const RETRYING = 'Sem conexão com o servidor. Tentando de novo…'

test.use({ viewport: PHONE })

test('a database outage shows "Tentando de novo…" and the screen loads by itself once it ends', async ({
  page,
}) => {
  await signedIn(page, group.member)
  // The check-in call meets the database away twice (as the server answers it), then gets through.
  let outage = 2
  await page.route('**/v1/bids/get-information-check-in-bid', async (route) => {
    if (outage-- <= 0) return route.continue()
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '1' },
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Serviço temporariamente indisponível. Tente de novo em instantes.',
      }),
    })
  })
  await page.goto('/check-in')
  const banner = page.getByText(RETRYING)
  await expect(banner).toBeVisible()
  await snap(page, 'server-unreachable-390', { fullPage: false })
  await expect(page.getByText(/vagas restantes/)).toBeVisible({ timeout: 10_000 })
  await expect(banner).toBeHidden()
  await expect(page.getByText('Não foi possível carregar as informações do check-in.')).toHaveCount(
    0,
  )
  expect(outage).toBeLessThan(0)
})
