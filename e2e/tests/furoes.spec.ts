import { expect, test } from '@playwright/test'
import {
  atBothWidths,
  finishWithFurao,
  journeyGroup,
  newPage,
  openBidWithConfirmedPlayers,
  signedIn,
  snapElement,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// The furões (ADR 053): the game was played, Bruninho was confirmed and did not come. The
// organiser says so when finishing on a phone; /jogadores and his own dashboard count it.
test('an organiser marks a furão when finishing; the record shows on /jogadores and his dashboard', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  await openBidWithConfirmedPlayers(request, group)
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await finishWithFurao(organiser, 'Bruninho', () =>
    atBothWidths(organiser, 'finish-with-furao', { fullPage: false }),
  )

  await organiser.goto('/jogadores')
  const card = organiser.locator('[aria-labelledby^="player-"]').filter({ hasText: 'Bruninho' })
  await expect(card).toContainText(/Furões1 falta nas últimas \d+/u)
  await card.scrollIntoViewIfNeeded()
  await snapElement(card, 'jogadores-furao-card-390')
  await atBothWidths(organiser, 'jogadores-furoes', { fullPage: false })

  const bruninho = await newPage(browser, baseURL)
  await signedIn(bruninho, group.member)
  await bruninho.goto('/dashboard')
  await expect(bruninho.getByText(/1 falta nas últimas \d+/u)).toBeVisible()
  await atBothWidths(bruninho, 'dashboard-furao', { fullPage: false })
})
