import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import { MEMBER, ORGANISER, signIn } from '../support.ts'

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the organiser shell has no serious accessibility violations', async ({ page }) => {
  await signIn(page, ORGANISER)
  await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
  expect(await seriousA11yViolations(page)).toEqual([])
})

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the member shell fits without horizontal scrolling', async ({ page }) => {
    await signIn(page, MEMBER)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
