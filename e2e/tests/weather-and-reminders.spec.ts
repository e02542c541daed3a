import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  DEMO_PASSWORD,
  DESKTOP,
  emailsTo,
  groupLocal,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  PHONE,
  setWeatherScenario,
  signedIn,
  snap,
  snapElement,
  toastsGone,
  waitForEmail,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// jogador05 is Bruninho, a monthly player: in every new BID as Pendente, so he gets reminders.
const MEMBER_NAME = 'Bruninho'
const SMALL = { width: 320, height: 640 }

type Settings = {
  name: string
  defaultLocationGame: string | null
  forecastCity: { name: string; latitude: number; longitude: number } | null
  timeZone: string
  remindersEnabled: boolean
  linkPreviews: boolean
}

async function organiserHeaders(request: APIRequestContext) {
  const login = await request.post('/v1/accounts/login', {
    data: { email: group.organiser, password: DEMO_PASSWORD, keepLogged: false },
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  return { Authorization: `Bearer ${accessToken}` }
}

/** The weather card on /check-in (on /bid-atual, the game info card's forecast). */
function weatherCard(page: Page) {
  return page.getByRole('region', { name: 'Previsão do tempo' })
}

let bidNumber = 0
let seededSettings: Settings

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request, baseURL }) => {
  await setWeatherScenario(request, baseURL)
  const headers = await organiserHeaders(request)
  seededSettings = (await (
    await request.get('/v1/groups/settings', { headers })
  ).json()) as Settings

  // The seeded BID (next Thursday) gives way to one 36 h ahead: less than two days away, so the
  // scheduler's next tick (within a minute) sends its reminders.
  const current = await request.get('/v1/bids/current-bid', { headers })
  if (current.status() === 200) {
    const { bidDayId } = (await current.json()) as { bidDayId: number }
    expect((await request.delete(`/v1/bids/delete-bid/${bidDayId}`, { headers })).status()).toBe(
      200,
    )
  }
  const kickOff = groupLocal(new Date(Date.now() + 36 * 3600_000)).slice(0, 13)
  const created = await request.post('/v1/bids/create-bid', {
    headers,
    data: { dayOfMatch: `${kickOff}:00:00`, location: 'Arena Society Vila Madalena' },
  })
  expect(created.status()).toBe(201)
  bidNumber = ((await created.json()) as { number: number }).number
})

test.afterAll(async ({ request, baseURL }) => {
  // The fake is shared: the journeys running beside this one find its defaults again.
  const headers = await organiserHeaders(request)
  await request.put('/v1/groups/settings', { headers, data: seededSettings })
  await setWeatherScenario(request, baseURL)
})

test('a player sees a low chance of rain on /check-in at 390 px', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL, PHONE)
  await signedIn(page, group.member)
  await page.goto('/check-in')
  const card = weatherCard(page)
  await expect(card.getByText('Baixo Risco')).toBeVisible()
  await expect(card.getByText('10%', { exact: true })).toBeVisible()
  await expect(card.getByText('São Paulo', { exact: false })).toBeVisible()
  await expect(card.getByRole('progressbar', { name: 'Chance de chuva' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  )
  const icon = card.locator('img')
  await expect(icon).toHaveAttribute('src', /^\/weather-icons\/.+\.svg$/)
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await snap(page, 'weather-low-390')
  await snapElement(card, 'weather-low-card-390')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await snapElement(card, 'weather-low-card-320')
  await page.context().close()
})

/** Rain at every hour: the scenario of the city the organiser picks below. */
const RAIN = {
  hour: { temperature: 19, humidity: 94, precipitationProbability: 80, weatherCode: 63 },
  tempMin: 17,
  tempMax: 21,
}

test('the organiser picks the forecast city on /configuracoes at 390 px', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000)
  const page = await newPage(browser, baseURL, PHONE)
  await signedIn(page, group.organiser)
  await page.getByRole('button', { name: /menu do usuário/i }).click()
  await page.getByRole('menuitem', { name: 'Configurações' }).click()
  await expect(page).toHaveURL(/\/configuracoes$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configurações da pelada' }),
  ).toBeVisible()
  const city = page.getByRole('group', { name: 'Cidade da previsão do tempo' })
  await expect(city.getByText('São Paulo', { exact: false })).toBeVisible()
  await snap(page, 'configuracoes-390')
  expect(await seriousA11yViolations(page)).toEqual([])

  await city.getByRole('button', { name: 'Trocar' }).click()
  const search = city.getByRole('combobox', { name: 'Cidade da previsão do tempo' })
  await expect(search).toBeFocused()
  await search.pressSequentially('Camp', { delay: 60 })
  const results = page.getByRole('listbox', { name: 'Cidades encontradas' })
  await expect(results.getByRole('option')).toHaveCount(2)
  await expect(page.getByText('2 cidades encontradas')).toBeVisible()
  await snap(page, 'configuracoes-search-390', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await page.setViewportSize(PHONE)

  // The new city's forecast is rainy from the moment it is saved: anything may fetch it first
  // (the reminder scheduler's tick does, for an open BID two days away), and it is then cached.
  await setWeatherScenario(request, baseURL, RAIN)
  await results.getByRole('option', { name: /Campinas, São Paulo/ }).click()
  await expect(city.getByText('Campinas, São Paulo, Brasil')).toBeVisible()
  await expect(city.getByRole('button', { name: 'Trocar' })).toBeFocused()
  await expect(page.getByLabel('Fuso horário')).toHaveValue('America/Sao_Paulo')
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas.')).toBeVisible()
  await snap(page, 'configuracoes-saved-390')
  await page.reload()
  await expect(
    page.getByRole('group', { name: 'Cidade da previsão do tempo' }).getByText('Campinas'),
  ).toBeVisible()
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await snapElement(page.locator('main'), 'configuracoes-saved-320')
  await page.context().close()
})

test('a player sees a high chance of rain for the new city at 390 px', async ({
  browser,
  baseURL,
}) => {
  // RAIN was set before the city changed, whoever fetched the new city's forecast first.
  const page = await newPage(browser, baseURL, PHONE)
  await signedIn(page, group.member)
  await page.goto('/check-in')
  const card = weatherCard(page)
  await expect(card.getByText('Alto Risco')).toBeVisible()
  await expect(card.getByText('80%', { exact: true })).toBeVisible()
  await expect(card.getByText('Campinas', { exact: false })).toBeVisible()
  await expect(card.locator('.bg-red-600')).toHaveCount(1)
  await snap(page, 'weather-high-390')
  await snapElement(card, 'weather-high-card-390')
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await snapElement(card, 'weather-high-card-320')
  await page.context().close()
})

test("a player answers 'Vou jogar' from the reminder email and shows up confirmed", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const email = await waitForEmail(group.member, new RegExp(`^Lembrete: BID #${bidNumber}\\b`))
  expect(email.text).toContain('Vou jogar')
  expect(email.html).not.toBeNull()
  const html = email.html!
  expect(email.headers['list-unsubscribe']).toMatch(/\/v1\/reminders\/[\w-]{43}\/unsubscribe>$/)

  // The forecast icon is our own PNG (mail apps do not show SVG), served by the app.
  const iconUrl = /<img src="([^"]+\/weather-icons\/[^"]+\.png)"/.exec(html)?.[1]
  expect(iconUrl).toBeDefined()
  const icon = await request.get(iconUrl!)
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toBe('image/png')
  // Mail clients load it from another origin: same-origin would show a broken image.
  expect(icon.headers()['cross-origin-resource-policy']).toBe('cross-origin')

  // The email as a player sees it on a phone.
  const reader = await newPage(browser, baseURL, PHONE)
  await reader.setContent(html, { waitUntil: 'load' })
  await expect(reader.getByRole('link', { name: 'Vou jogar' })).toBeVisible()
  await expect(reader.getByRole('link', { name: 'Não vou' })).toBeVisible()
  await snap(reader, 'reminder-email-390')
  await noHorizontalScroll(reader)
  const href = await reader.getByRole('link', { name: 'Vou jogar' }).getAttribute('href')
  await reader.context().close()
  expect(href).toMatch(/\/lembrete\/[A-Za-z0-9_-]{43}\?resposta=vou$/)
  const link = new URL(href!)

  // Following it: no session in this browser; the page shows the answer and waits for the tap.
  const page = await newPage(browser, baseURL, PHONE)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1, name: `BID #${bidNumber}` })).toBeVisible()
  const confirm = page.getByRole('button', { name: 'Confirmar: vou jogar' })
  await expect(confirm).toBeVisible()
  await snap(page, 'lembrete-confirmar-390')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await snap(page, 'lembrete-confirmar-320')
  await page.setViewportSize(PHONE)
  await confirm.click()
  await expect(page.getByText('Check-in realizado com sucesso!')).toBeVisible()
  await expect(page.getByText('Confirmado', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${link.pathname}$`))
  await expect(page.getByRole('link', { name: 'Abrir o Bidfut' })).toBeVisible()
  await snap(page, 'lembrete-vou-390')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await snap(page, 'lembrete-vou-320')

  // Another player's link without an answer: the page asks (looked at, not answered).
  const others = (await emailsTo(`@${group.domain}`)).filter(
    (other) =>
      other.subject.startsWith(`Lembrete: BID #${bidNumber} `) &&
      !other.to.includes(group.member) &&
      other.html !== null,
  )
  const otherHref = /href="([^"]+\/lembrete\/[\w-]{43})\?resposta=vou"/.exec(
    others[0]?.html ?? '',
  )?.[1]
  expect(otherHref).toBeDefined()
  const chooser = await newPage(browser, baseURL, PHONE)
  await chooser.goto(new URL(otherHref!).pathname)
  await expect(chooser.getByText('Você vai jogar neste BID?')).toBeVisible()
  await expect(chooser.getByRole('button', { name: 'Vou jogar' })).toBeVisible()
  await expect(chooser.getByRole('button', { name: 'Não vou' })).toBeVisible()
  await snap(chooser, 'lembrete-choice-390')
  expect(await seriousA11yViolations(chooser)).toEqual([])
  await chooser.setViewportSize(SMALL)
  await noHorizontalScroll(chooser)
  await snap(chooser, 'lembrete-choice-320')
  await chooser.context().close()

  // The link works once: opening it again says so, with no answer to confirm.
  await page.setViewportSize(PHONE)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByText('Este link já foi usado ou o jogo já começou.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirmar: vou jogar' })).toHaveCount(0)
  await snap(page, 'lembrete-used-390')
  await page.getByRole('link', { name: 'Abrir o Bidfut' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.context().close()

  // The organiser sees him confirmed on /bid-atual.
  const organiser = await newPage(browser, baseURL, DESKTOP)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/bid-atual')
  await expect(
    organiser.getByRole('heading', { name: `BID #${bidNumber}`, exact: true }),
  ).toBeVisible()
  await expect(organiser.getByRole('combobox', { name: `Status de ${MEMBER_NAME}` })).toHaveValue(
    'confirmed',
  )
  const gameInfo = organiser
    .locator('div.rounded-xl')
    .filter({ has: organiser.getByRole('heading', { name: 'Informações do jogo' }) })
  const forecast = gameInfo.getByRole('region', { name: 'Previsão do tempo' })
  await expect(forecast.getByText('Alto Risco')).toBeVisible()
  await expect(forecast.getByText(/Campinas/)).toBeVisible()
  await toastsGone(organiser)
  await snapElement(gameInfo, 'bid-atual-weather-1280')
  expect(await seriousA11yViolations(organiser)).toEqual([])
  await organiser.setViewportSize(PHONE)
  await snapElement(gameInfo, 'bid-atual-weather-390')
  await organiser.setViewportSize(SMALL)
  await noHorizontalScroll(organiser)
  await organiser.context().close()
})

test('a player turns the reminder emails off and on again on /perfil at 390 px', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, PHONE)
  await signedIn(page, group.member)
  await page.goto('/perfil')
  const toggle = page.getByRole('switch', { name: 'Receber lembretes por email' })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(page.getByText('Lembretes por email desativados.')).toBeVisible()
  await expect(toggle).not.toBeChecked()
  await page.reload()
  await expect(toggle).not.toBeChecked()
  await toggle.click()
  await expect(page.getByText('Lembretes por email ativados.')).toBeVisible()
  await expect(toggle).toBeChecked()
  await toastsGone(page)
  await snapElement(page.locator('main'), 'perfil-reminders-390')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await page.context().close()
})
