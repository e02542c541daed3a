import { expect, test } from '@playwright/test'
import {
  DESKTOP,
  journeyGroup,
  openBidWithConfirmedPlayers,
  PHONE,
  signIn,
  snap,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await openBidWithConfirmedPlayers(request, group)
})

for (const viewport of [DESKTOP, PHONE]) {
  test(`an organiser draws, redraws and copies the teams at ${viewport.width} px`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport,
      bypassCSP: true,
      serviceWorkers: 'block',
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const page = await context.newPage()
    await signIn(page, group.organiser)
    await page.goto('/bid-atual')
    await page.getByRole('button', { name: 'Sortear Times' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sortear Times' })
    await expect(dialog.getByLabel('Jogadores de linha por time')).toHaveValue('5')
    await dialog.getByRole('button', { name: 'Gerar Times' }).click()

    const teams = dialog.getByRole('region', { name: 'Times sorteados' })
    await expect(teams.getByRole('article', { name: 'Time 1' })).toBeVisible()
    await expect(teams.getByRole('article', { name: 'Time 2' })).toBeVisible()
    await expect(teams.getByText(/^H: \d+$/).first()).toBeVisible()
    const first = await teams.innerText()
    await snap(page, `team-draw-${viewport.width}`, { fullPage: false })

    const redraw = page.waitForResponse((r) => r.url().endsWith('/bids/generate-teams-to-play'))
    await dialog.getByRole('button', { name: 'Sortear novamente' }).click()
    expect((await redraw).status()).toBe(200)
    await expect.poll(() => teams.innerText()).not.toBe(first)

    await dialog.getByRole('button', { name: 'Copiar times' }).click()
    await expect(page.getByText('Times copiados!')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('⚽ TIMES SORTEADOS')
    expect(copied).toMatch(/\*Time 1\* \(habilidade \d+\)/)
    expect(copied).toContain(`👉 Veja o seu time no app: ${new URL(page.url()).origin}/check-in`)
    await context.close()
  })
}

test('a member finds the drawn team on the check-in screen', async ({ page }) => {
  await page.setViewportSize(PHONE)
  // Bruninho, a monthly player the setup confirms, so he lands in a drawn team.
  await signIn(page, group.member)
  await page.goto('/check-in')
  // The draw is random: with a confirmed count that does not divide evenly, the member's team
  // may be the one left short.
  await expect(page.getByText(/^Seu time: Time \d+( · incompleto)?$/)).toBeVisible()
  await expect(page.getByText('Bruninho (você)')).toBeVisible()
  await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
  await snap(page, 'check-in-my-team-390')
})
