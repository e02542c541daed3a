import { expect, test, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  api,
  journeyGroup,
  noHorizontalScroll,
  PHONE,
  signedIn,
  snap,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

const NARROW = { width: 320, height: 640 }
const STALE = /^Sem conexão — dados de \d{2}:\d{2}$/

test.use({ viewport: PHONE })

/** As with the server stopped: nothing from the origin answers, the page's code included. */
async function stopServer(page: Page) {
  await page.route('**/*', (route) => route.abort('connectionrefused'))
}

async function startServer(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
}

async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navegação inferior' })).toBeVisible()
}

test('a screen opened with the server stopped shows its error in the frame, and opens once it is back', async ({
  page,
}) => {
  await signedIn(page, group.member)
  await toastsGone(page)
  await stopServer(page)
  await page
    .getByRole('navigation', { name: 'Navegação inferior' })
    .getByRole('link', { name: 'Histórico' })
    .click()

  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { name: 'Não foi possível abrir esta tela' }),
  ).toBeVisible()
  await expect(main.getByRole('status')).toHaveText(/^Sem conexão com o servidor\./)
  await expectFrame(page)
  await expect(page).toHaveURL(/\/historico$/)
  const home = main.getByRole('link', { name: 'Voltar ao início' })
  await expect(home).toHaveAttribute('href', '/dashboard')
  const retry = main.getByRole('button', { name: 'Tentar de novo' })
  await snap(page, 'screen-error-in-frame-390', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])

  // Still away: it says so and stays, the focus on the button.
  await retry.click()
  await expect(main.getByRole('status')).toHaveText(/^Ainda sem conexão com o servidor/)
  await expect(retry).toBeFocused()

  await page.setViewportSize(NARROW)
  await noHorizontalScroll(page)
  await snap(page, 'screen-error-in-frame-320', { fullPage: false })
  await page.setViewportSize(PHONE)

  await startServer(page)
  await retry.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible()
  await expect(page.getByText('Não foi possível abrir esta tela')).toHaveCount(0)
  await expectFrame(page)
})

test("'Voltar ao início' leaves a failed screen for the dashboard", async ({ page }) => {
  await signedIn(page, group.member)
  await toastsGone(page)
  // Only the scorers' screen's code is gone, as after a deploy replaced it.
  await page.route(/\/assets\/artilheiros-page-[^/]+\.js$/, (route) => route.abort())
  await page
    .getByRole('navigation', { name: 'Navegação inferior' })
    .getByRole('link', { name: 'Artilheiros' })
    .click()
  const main = page.getByRole('main')
  await expect(main.getByRole('status')).toHaveText(/^Algo deu errado nesta tela/)
  await expectFrame(page)
  await main.getByRole('link', { name: 'Voltar ao início' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('/bid-atual says since when its data is, while the server is away, and stops once it is back', async ({
  page,
}) => {
  await signedIn(page, group.organiser)
  // The shortest refresh, so the first poll without the server comes within seconds.
  await page.evaluate(() => localStorage.setItem('bidfut:live-bid-poll-interval', '2000'))
  await page.goto('/bid-atual')
  await expect(page.getByRole('list', { name: 'Mensalistas' })).toBeVisible()
  await toastsGone(page)
  const loadedAt = new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date())

  await page.route('**/v1/**', (route) => route.abort('connectionrefused'))
  const note = page.getByText(STALE)
  await expect(note).toBeVisible({ timeout: 10_000 })
  // One banner: the data's age in place of 'Tentando de novo…', not both.
  await expect(page.getByText('Sem conexão com o servidor. Tentando de novo…')).toHaveCount(0)
  const text = (await note.textContent()) ?? ''
  // The last refresh that got through, give or take the minute turning meanwhile.
  expect(text.slice(-5) <= loadedAt || text.endsWith(loadedAt)).toBe(true)
  // The screen keeps its data.
  await expect(page.getByRole('list', { name: 'Mensalistas' })).toBeVisible()
  await snap(page, 'bid-atual-stale-390', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.setViewportSize(NARROW)
  await noHorizontalScroll(page)
  await snap(page, 'bid-atual-stale-320', { fullPage: false })
  await page.setViewportSize(PHONE)

  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await expect(note).toHaveCount(0, { timeout: 15_000 })
})

test('the member checks in for the next BID from the dashboard', async ({ page }) => {
  await signedIn(page, group.member)
  // Start from no answer, whatever the demo gave this member.
  const info = await (await api(page, 'GET', '/bids/get-information-check-in-bid')).json()
  if (info.playerBidStatus !== 'waiting') {
    const reset = await api(
      page,
      'PUT',
      `/bids/update-status-player/${info.bidDayId}/${info.companyPlayerId}`,
      { status: 'waiting' },
    )
    expect(reset.status()).toBe(200)
  }
  await page.goto('/dashboard')
  const next = page.getByRole('region', { name: `Próximo BID #${info.number}` })
  const status = next.getByText('Seu status:')
  await expect(status).toContainText('Pendente')
  const checkIn = next.getByRole('button', { name: /^(Fazer Check-in|Entrar na lista de espera)$/ })
  await expect(checkIn).toBeVisible()
  await snap(page, 'dashboard-next-bid-390', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])

  await checkIn.click()
  await expect(status).toContainText(/Confirmado|Lista de espera/)
  await expect(status).toBeFocused()
  await expect(checkIn).toHaveCount(0)
  const after = await (await api(page, 'GET', '/bids/get-information-check-in-bid')).json()
  expect(['confirmed', 'waitlisted']).toContain(after.playerBidStatus)
  await toastsGone(page)
  await page.setViewportSize(NARROW)
  await noHorizontalScroll(page)
  await snap(page, 'dashboard-next-bid-320', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the bottom bar gives every label room at 320 px', async ({ page }) => {
  await page.setViewportSize(NARROW)
  // The organiser's bar is the fullest: six items.
  await signedIn(page, group.organiser)
  await toastsGone(page)
  const bar = page.getByRole('navigation', { name: 'Navegação inferior' })
  await expect(bar.getByRole('link')).toHaveCount(6)
  await noHorizontalScroll(page)
  const labels = await bar.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const label = item.querySelector('a > span:last-child') as HTMLElement
      const cell = item.getBoundingClientRect()
      const text = label.getBoundingClientRect()
      return {
        text: label.textContent,
        clipped: label.scrollWidth > label.clientWidth,
        left: text.left - cell.left,
        right: cell.right - text.right,
      }
    }),
  )
  for (const label of labels) {
    expect(label.clipped, `${label.text} is cut`).toBe(false)
    expect(
      Math.min(label.left, label.right),
      `${label.text} touches the edge`,
    ).toBeGreaterThanOrEqual(4)
  }
  await snap(page, 'bottom-nav-320', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])
})
