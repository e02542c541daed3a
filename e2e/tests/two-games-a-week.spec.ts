import { expect, test, type Page } from '@playwright/test'
import { DAY_BY_DAY_PLACE } from '../../server/test/fake-open-meteo.ts'
import {
  api,
  atBothWidths,
  groupLocal,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  signedIn,
  SMALL_PHONE,
  PHONE,
  snap,
  snapElement,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)
const DAY = 86_400_000

/** What the fake Open-Meteo forecasts for a game at DAY_BY_DAY_PLACE: 10 °C plus the day. */
const temperatureOn = (date: string) => `${10 + Number(date.slice(8, 10))}°C`

/** The forecast card on /check-in (a region named by its title). */
const weatherCard = (page: Page) => page.getByRole('region', { name: 'Previsão do tempo' })

test('a player answers the Tuesday and the Thursday games separately (ADR 059)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // The demo's BID is on its next Thursday at 20:00; the organiser opens next Tuesday's by hand.
  const tuesday = [1, 2, 3, 4, 5, 6, 7]
    .map((days) => groupLocal(new Date(Date.now() + days * DAY)).slice(0, 10))
    .find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 2)!
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  // The group plays where the fake forecast changes by the day: each game's is its own.
  const settings = await (await api(organiser, 'GET', '/groups/settings')).json()
  const place = { ...DAY_BY_DAY_PLACE, name: 'Sorocaba, São Paulo, Brasil' }
  const moved = await api(organiser, 'PUT', '/groups/settings', {
    ...settings,
    forecastCity: place,
  })
  expect(moved.status()).toBe(200)
  const [demo] = (await (await api(organiser, 'GET', '/bids/open')).json()) as {
    dayOfMatch: string
  }[]
  const thursday = demo!.dayOfMatch.slice(0, 10)

  // 'Criar outro BID' on /bid-atual while Thursday's is open: the same form as 'Criar Novo BID'.
  await organiser.goto('/bid-atual')
  await organiser.getByRole('button', { name: 'Criar outro BID' }).click()
  const form = organiser.getByRole('dialog', { name: 'Criar outro BID' })
  const date = form.getByLabel('Data')
  await expect(date).not.toHaveValue('')
  // One open BID per date: Thursday is refused in the form, naming the date.
  await date.fill(thursday)
  await form.getByLabel('Horário').fill('08:00')
  await form.getByRole('button', { name: 'Criar Novo BID' }).click()
  const taken = `Já existe um BID aberto para ${thursday.slice(8, 10)}/${thursday.slice(5, 7)}. Finalize ou cancele esse BID, ou escolha outra data.`
  await expect(form.getByRole('alert')).toHaveText(taken)
  await expect(date).toBeFocused()
  await snap(organiser, 'two-games-create-another-refused-390', { fullPage: false })

  await date.fill(tuesday)
  await expect(form.getByRole('alert')).toHaveCount(0)
  await form.getByLabel('Horário').fill('21:00')
  await form.getByLabel('Local (opcional)').fill('Quadra Coberta')
  await noHorizontalScroll(organiser)
  await snap(organiser, 'two-games-create-another-390', { fullPage: false })
  await organiser.setViewportSize(SMALL_PHONE)
  await noHorizontalScroll(organiser)
  await snap(organiser, 'two-games-create-another-320', { fullPage: false })
  await organiser.setViewportSize(PHONE)
  await form.getByRole('button', { name: 'Criar Novo BID' }).click()
  await expect(form).toBeHidden()
  // The new BID is the one on screen, chosen among the two open.
  const chooser = organiser.getByRole('group', { name: 'Escolha o BID' })
  await expect(chooser.getByRole('button', { name: /terça 21:00$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(organiser.getByText('Quadra Coberta').first()).toBeVisible()

  const player = await newPage(browser, baseURL)
  await signedIn(player, group.member)
  // The dashboard's card lists each open game with the player's own answer.
  const card = player.getByRole('region', { name: 'Próximos BIDs' })
  await expect(card.getByRole('listitem')).toHaveCount(2)
  await expect(card.getByRole('heading', { name: /— terça 21:00$/ })).toBeVisible()
  await expect(card.getByRole('heading', { name: /— quinta 20:00$/ })).toBeVisible()
  // Each game with its own forecast.
  const game = (when: RegExp) => card.getByRole('listitem', { name: when })
  await expect(game(/terça 21:00$/).getByText(temperatureOn(tuesday))).toBeVisible()
  await expect(game(/quinta 20:00$/).getByText(temperatureOn(thursday))).toBeVisible()

  await player.goto('/check-in')
  const choice = player.getByRole('group', { name: 'Escolha o jogo' })
  const tuesdayGame = choice.getByRole('button', { name: /terça 21:00/ })
  const thursdayGame = choice.getByRole('button', { name: /quinta 20:00/ })
  await expect(tuesdayGame).toContainText('Pendente')
  // The demo may have confirmed the regular on Thursday already: leaving then asks first.
  const confirmedOnThursday = (await thursdayGame.textContent())!.includes('Confirmado')

  await tuesdayGame.click()
  await expect(tuesdayGame).toHaveAttribute('aria-pressed', 'true')
  await player.getByRole('button', { name: 'Fazer Check-in' }).click()
  await expect(tuesdayGame).toContainText('Confirmado')

  // Each game chosen shows its own forecast.
  await expect(weatherCard(player).getByText(temperatureOn(tuesday))).toBeVisible()
  await thursdayGame.click()
  await expect(thursdayGame).toHaveAttribute('aria-pressed', 'true')
  await expect(weatherCard(player).getByText(temperatureOn(thursday))).toBeVisible()
  await expect(weatherCard(player).getByText('Sorocaba, São Paulo, Brasil')).toBeVisible()
  await toastsGone(player)
  await atBothWidths(player, 'two-games-check-in-thursday')
  await snapElement(weatherCard(player), 'two-games-check-in-thursday-forecast-390')
  if (confirmedOnThursday) {
    // Confirmed (the demo's regulars mostly are): back to 'Pendente' first, then absent.
    await player.getByRole('button', { name: 'Cancelar status' }).click()
    await expect(thursdayGame).toContainText('Pendente')
  }
  await player.getByRole('button', { name: 'Declarar Ausência' }).click()
  await expect(thursdayGame).toContainText('Ausente')
  // Each game kept its own answer.
  await expect(tuesdayGame).toContainText('Confirmado')
  await tuesdayGame.click()
  await expect(player.getByRole('button', { name: 'Cancelar status' })).toBeVisible()
  await toastsGone(player)
  await atBothWidths(player, 'two-games-check-in', { fullPage: false })

  const open = (await (await api(player, 'GET', '/bids/open')).json()) as {
    label: string
    playerBidStatus: string
  }[]
  expect(open.map((b) => b.playerBidStatus).sort()).toEqual(['absent', 'confirmed'])

  await player.goto('/dashboard')
  await expect(card.getByText('Confirmado')).toBeVisible()
  await expect(card.getByText('Ausente')).toBeVisible()
  await toastsGone(player)
  await atBothWidths(player, 'two-games-dashboard')
  await snapElement(card, 'two-games-dashboard-card-390')

  // The organiser runs either BID on /bid-atual: the next game first, the other after a tap.
  const [first, second] = (await (await api(organiser, 'GET', '/bids/open')).json()) as {
    number: number
    label: string
  }[]
  await organiser.goto('/bid-atual')
  const which = organiser.getByRole('group', { name: 'Escolha o BID' })
  await expect(which.getByRole('button')).toHaveCount(2)
  await expect(which.getByRole('button', { name: first!.label })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const title = (bid: { number: number }) =>
    organiser.getByRole('heading', { level: 2, name: `BID #${bid.number}` })
  await expect(title(first!)).toBeVisible()
  await which.getByRole('button', { name: second!.label }).click()
  await expect(which.getByRole('button', { name: second!.label })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(title(second!)).toBeVisible()
  await toastsGone(organiser)
  await atBothWidths(organiser, 'two-games-bid-atual', { fullPage: false })
})
