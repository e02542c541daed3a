import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  api,
  DEMO_PASSWORD,
  DESKTOP,
  groupLocal,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  PHONE,
  signedIn,
  snap,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

type Entry = { companyPlayerId: number; name: string; status: string }
type LiveBid = {
  bidDayId: number
  number: number
  isPast: boolean
  monthly: Entry[]
  goalkeepers: Entry[]
}
type Ranking = { totalGoals: number }
type HistoryPage = { totalRecords: number }

/** Everything on the page has loaded: no skeleton, no spinner. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  })
}

/** A summary card's value (the term's <dd>). */
function cardValue(page: Page, label: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]/span[1]')
}

/** Client-side navigation through the header (desktop) or the bottom bar (phone). */
async function go(page: Page, link: string) {
  const wide = (page.viewportSize()?.width ?? 0) >= 768
  const nav = page.getByRole('navigation', {
    name: wide ? 'Navegação principal' : 'Navegação inferior',
  })
  await nav.getByRole('link', { name: link }).click()
}

/** The seed's open BID, or a new one next week when an earlier journey closed it. */
async function ensureOpenBid(request: APIRequestContext) {
  const login = await request.post('/v1/accounts/login', {
    data: { email: group.organiser, password: DEMO_PASSWORD, keepLogged: false },
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { Authorization: `Bearer ${accessToken}` }
  const current = await request.get('/v1/bids/current-bid', { headers })
  if (current.status() === 200) return
  const day = groupLocal(new Date(Date.now() + 7 * 24 * 3600 * 1000)).slice(0, 10)
  const created = await request.post('/v1/bids/create-bid', {
    headers,
    data: { dayOfMatch: `${day}T20:00:00` },
  })
  expect(created.status()).toBe(201)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await ensureOpenBid(request)
})

for (const viewport of [DESKTOP, PHONE]) {
  test(`a player reads the dashboard, the history and the ranking at ${viewport.width} px`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const page = await newPage(browser, baseURL, viewport)
    await signedIn(page, group.organiser)
    const width = viewport.width

    // Dashboard: the four cards, goals per BID, top 5 and the open BID.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText(/^Temporada \d{4}$/)).toBeVisible()
    await expect(page.getByRole('meter').first()).toBeVisible()
    await expect(page.getByRole('tab', { name: /^Mensal \d+$/ })).toBeVisible()
    await settled(page)
    await expect(cardValue(page, 'Mensalistas')).toHaveText(/^\d+$/)
    await expect(page.getByText('Erro ao carregar', { exact: false })).toHaveCount(0)
    await snap(page, `stats-dashboard-${width}`)
    if (width === DESKTOP.width) expect(await seriousA11yViolations(page)).toEqual([])
    else await noHorizontalScroll(page)

    // History: summary, the first page and one BID's details.
    await go(page, 'Histórico')
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible()
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible()
    await expect(page.getByText(/^Mostrando \d+ de \d+ BIDs$/)).toBeVisible()
    await settled(page)
    await snap(page, `stats-historico-${width}`)
    if (width === DESKTOP.width) expect(await seriousA11yViolations(page)).toEqual([])
    else await noHorizontalScroll(page)
    await page
      .getByRole('button', { name: /^Ver Detalhes/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: /^Participantes \(\d+\)/ })).toBeVisible()
    await expect(dialog.getByRole('region', { name: 'Artilheiro' })).toBeVisible()
    await snap(page, `stats-historico-details-${width}`, { fullPage: false })
    if (width === DESKTOP.width) expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    // Ranking: cards, podium and both tabs.
    await go(page, 'Artilheiros')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ranking de Artilheiros' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Pódio da temporada' })).toBeVisible()
    await expect(
      page.locator('dt', { hasText: /^Mais eficiente$/ }).locator('xpath=following-sibling::dd[1]'),
    ).toContainText('mínimo de 3 jogos')
    await settled(page)
    await snap(page, `stats-artilheiros-${width}`)
    if (width === DESKTOP.width) expect(await seriousA11yViolations(page)).toEqual([])
    else await noHorizontalScroll(page)
    await page.getByRole('tab', { name: 'Mês Atual' }).click()
    await expect(page.getByRole('tabpanel')).toBeVisible()
    await snap(page, `stats-artilheiros-mes-${width}`)

    if (width === PHONE.width) {
      await page.setViewportSize({ width: 320, height: 640 })
      for (const link of ['Dashboard', 'Histórico', 'Artilheiros']) {
        await go(page, link)
        await settled(page)
        await noHorizontalScroll(page)
      }
      await snap(page, 'stats-artilheiros-320')
    }
    await page.context().close()
  })
}

test('opened from a link, a screen asks for each of its numbers once', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, PHONE)
  await signedIn(page, group.member)
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  const count = (path: string) => asked.filter((asked) => asked === `/v1${path}`).length

  // The first screen's data comes before its first render (docs/web-boot.md); the sections then
  // read it from the cache instead of asking again. Each screen is opened anew and counted alone.
  const open = (path: string) => {
    asked.length = 0
    return page.goto(path)
  }
  await open('/dashboard')
  await expect(page.getByRole('tab', { name: /^Mensal \d+$/ })).toBeVisible()
  await settled(page)
  for (const path of [
    '/statistics/monthly-players',
    '/statistics/company-player-stats',
    '/statistics/quantity-of-goals-stats-dashboard',
    '/statistics/top-five-scorers-dashboard',
    '/statistics/active-bid-dashboard',
    '/bids/get-information-check-in-bid',
  ]) {
    expect(count(path), path).toBe(1)
  }

  await open('/check-in')
  await expect(page.getByRole('heading', { name: /^Confirmados \(\d+\)$/ })).toBeVisible()
  await settled(page)
  expect(count('/bids/get-information-check-in-bid')).toBe(1)
  expect(count('/bids/drawn-teams')).toBe(1)

  await open('/historico')
  await expect(page.getByRole('heading', { level: 2, name: 'BIDs finalizados' })).toBeVisible()
  await settled(page)
  expect(count('/bid-statistics/history-stats')).toBe(1)
  expect(count('/bid-statistics/games-history-stats')).toBe(1)

  await open('/perfil')
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeVisible()
  await settled(page)
  expect(count('/accounts/get-profile')).toBe(1)
  expect(count('/profile/reminder-emails')).toBe(1)
  await page.context().close()
})

test('a finished BID shows at once on the dashboard, the history and the ranking', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const page = await newPage(browser, baseURL, DESKTOP)
  await signedIn(page, group.organiser)
  const me = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as Entry).companyPlayerId,
  )

  // What the screens show before: read through the API.
  const history = (await (
    await api(page, 'GET', '/bid-statistics/games-history-stats?PageNumber=1&PageSize=10')
  ).json()) as HistoryPage
  const ranking = (await (await api(page, 'GET', '/statistics/ranking-strikers')).json()) as Ranking
  const ownBefore = await api(page, 'GET', '/statistics/company-player-stats')
  const ownGoals =
    ownBefore.status() === 200 ? ((await ownBefore.json()) as { totalGoals: number }).totalGoals : 0

  // This journey's open BID kicked off as the run began (e2e/journey-groups.ts): it can be finished.
  const current = await api(page, 'GET', '/bids/current-bid')
  expect(current.status()).toBe(200)
  const bid = (await current.json()) as LiveBid
  expect(bid.isPast).toBe(true)

  // Two goalkeepers and 12 monthly players (the organiser among them) played; he scored 3,
  // a team-mate 2, and he made the weekly team.
  const monthly = [
    ...bid.monthly.filter((p) => p.companyPlayerId === me),
    ...bid.monthly.filter((p) => p.companyPlayerId !== me).slice(0, 11),
  ]
  expect(monthly[0]?.companyPlayerId).toBe(me)
  const mate = monthly[1]!
  const played = [...bid.goalkeepers.slice(0, 2), ...monthly]
  for (const player of played.filter((p) => p.status !== 'confirmed')) {
    const path = `/bids/update-status-player/${bid.bidDayId}/${player.companyPlayerId}`
    expect((await api(page, 'PUT', path, { status: 'confirmed' })).status()).toBe(200)
  }
  const goals = (id: number, quantityOfGoals: number) =>
    api(page, 'PUT', `/bids/update-quantity-of-goals-player/${bid.bidDayId}/${id}`, {
      quantityOfGoals,
    })
  expect((await goals(me, 3)).status()).toBe(200)
  expect((await goals(mate.companyPlayerId, 2)).status()).toBe(200)
  const weekly = await api(page, 'PUT', `/bids/update-weakly-team-stats/${bid.bidDayId}/${me}`, {
    weaklyTeamStats: true,
  })
  expect(weekly.status()).toBe(200)

  // The three screens are visited first, so the app holds their numbers in its cache.
  await page.goto('/dashboard')
  await expect(page.getByRole('tab', { name: /^Mensal \d+$/ })).toBeVisible()
  await settled(page)
  await expect(cardValue(page, 'Meus gols na temporada')).toHaveText(String(ownGoals))
  await go(page, 'Histórico')
  await expect(page.getByText(`Mostrando 10 de ${history.totalRecords} BIDs`)).toBeVisible()
  await go(page, 'Artilheiros')
  await settled(page)
  await expect(cardValue(page, 'Total de gols')).toHaveText(String(ranking.totalGoals))

  // The organiser finishes the BID on /bid-atual.
  await go(page, 'BID Atual')
  const finish = page.getByRole('button', { name: 'Finalizar BID' })
  await expect(finish).toBeVisible({ timeout: 15_000 })
  await finish.click()
  await page.getByRole('button', { name: 'Sim, finalizar BID' }).click()
  await expect(page.getByText('BID finalizado com sucesso.')).toBeVisible()
  await expect(page.getByText('Nenhum BID Aberto')).toBeVisible()

  // Without a reload, every screen has it.
  await go(page, 'Histórico')
  await expect(page.getByText(`Mostrando 10 de ${history.totalRecords + 1} BIDs`)).toBeVisible()
  const newest = page.getByRole('article').first()
  await expect(newest.getByRole('heading', { name: `BID #${bid.number}` })).toBeVisible()
  await expect(newest).toContainText('Finalizado')
  await expect(newest).toContainText('(3 gols)')
  await newest.getByRole('button', { name: /^Ver Detalhes/ }).click()
  const dialog = page.getByRole('dialog', { name: new RegExp(`^BID #${bid.number} — `) })
  await expect(dialog.getByRole('heading', { name: /^Participantes \(\d+\)/ })).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Artilheiro' })).toContainText('(3 gols)')
  await expect(
    dialog.getByRole('region', { name: 'Time da semana' }).getByRole('listitem'),
  ).toHaveCount(1)
  await toastsGone(page)
  await snap(page, 'stats-finished-details-1280', { fullPage: false })
  await page.keyboard.press('Escape')
  await snap(page, 'stats-finished-historico-1280')

  await go(page, 'Dashboard')
  await expect(page.getByRole('meter').first()).toHaveAccessibleName(`Gols no BID #${bid.number}`)
  await expect(page.getByRole('meter').first()).toHaveAttribute('aria-valuenow', '5')
  await expect(cardValue(page, 'Meus gols na temporada')).toHaveText(String(ownGoals + 3))
  await expect(page.getByText('Nenhum BID Ativo')).toBeVisible()
  await settled(page)
  await snap(page, 'stats-finished-dashboard-1280')

  await go(page, 'Artilheiros')
  await expect(cardValue(page, 'Total de gols')).toHaveText(String(ranking.totalGoals + 5))
  await page.getByRole('tab', { name: 'Mês Atual' }).click()
  await expect(page.getByRole('list', { name: 'Artilheiros do mês atual' })).toContainText('(você)')
  await settled(page)
  await snap(page, 'stats-finished-artilheiros-1280')

  await page.setViewportSize(PHONE)
  await go(page, 'Dashboard')
  await settled(page)
  await snap(page, 'stats-finished-dashboard-390')
  await noHorizontalScroll(page)
  await page.context().close()
})
