import { expect, test } from '@playwright/test'
import {
  api,
  atBothWidths,
  groupLocal,
  journeyGroup,
  newPage,
  signedIn,
  snapElement,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)
const DAY = 86_400_000

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
  const created = await api(organiser, 'POST', '/bids/create-bid', {
    dayOfMatch: `${tuesday}T21:00`,
    location: 'Quadra Coberta',
  })
  expect(created.status()).toBe(201)
  // One open BID per date: a second game that Tuesday is refused, naming the date.
  const twice = await api(organiser, 'POST', '/bids/create-bid', { dayOfMatch: `${tuesday}T08:00` })
  expect(twice.status()).toBe(409)
  expect((await twice.json()).message).toBe(
    `Já existe um BID aberto para ${tuesday.slice(8, 10)}/${tuesday.slice(5, 7)}. Finalize ou cancele esse BID, ou escolha outra data.`,
  )

  const player = await newPage(browser, baseURL)
  await signedIn(player, group.member)
  // The dashboard's card lists each open game with the player's own answer.
  const card = player.getByRole('region', { name: 'Próximos BIDs' })
  await expect(card.getByRole('listitem')).toHaveCount(2)
  await expect(card.getByRole('heading', { name: /— terça 21:00$/ })).toBeVisible()
  await expect(card.getByRole('heading', { name: /— quinta 20:00$/ })).toBeVisible()

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

  await thursdayGame.click()
  await expect(thursdayGame).toHaveAttribute('aria-pressed', 'true')
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
