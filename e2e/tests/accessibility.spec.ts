import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import { DESKTOP, journeyGroup, PHONE, signIn } from '../support.ts'

const group = journeyGroup(import.meta.filename)

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the organiser shell has no serious accessibility violations', async ({ page }) => {
  await signIn(page, group.organiser)
  await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
  expect(await seriousA11yViolations(page)).toEqual([])
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`/bid-atual has no serious accessibility violations at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page, group.organiser)
    await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
    await page.goto('/bid-atual')
    await expect(page.getByRole('heading', { level: 1, name: 'BID Atual' })).toBeVisible()
    // An open BID shows its players (a phone's first row opened); otherwise the create form.
    const bid = page.getByRole('heading', { name: /^BID #\d+$/ })
    const form = page.getByRole('button', { name: 'Criar Novo BID' })
    await expect(bid.or(form)).toBeVisible()
    if ((await bid.count()) > 0 && viewport === PHONE) {
      await page.getByRole('list', { name: 'Mensalistas' }).getByRole('button').first().click()
    }
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the member shell fits without horizontal scrolling', async ({ page }) => {
    await signIn(page, group.member)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
