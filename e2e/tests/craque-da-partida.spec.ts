import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  journeyGroup,
  linkFromOutbox,
  newPage,
  noHorizontalScroll,
  openBidWithConfirmedPlayers,
  signedIn,
  snap,
  snapElement,
  tokenOf,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

type Candidate = { companyPlayerId: number; name: string }
type Night = {
  bidDayId: number
  bidNumber: number
  craque: { state: string; candidates: Candidate[]; winners: Candidate[] }
}

/**
 * Signs a player in through the API and makes sure they are confirmed in the open BID (by the
 * organiser: the game is under way, players can no longer check in themselves).
 */
async function confirmedPlayer(
  request: APIRequestContext,
  email: string,
  organiser: Record<string, string>,
) {
  const headers = await tokenOf(request, email)
  const info = (await (
    await request.get('/v1/bids/get-information-check-in-bid', { headers })
  ).json()) as { bidDayId: number; companyPlayerId: number; playerBidStatus: string }
  if (info.playerBidStatus !== 'confirmed') {
    const res = await request.put(
      `/v1/bids/update-status-player/${info.bidDayId}/${info.companyPlayerId}`,
      { headers: organiser, data: { status: 'confirmed' } },
    )
    expect(res.status()).toBe(200)
  }
  return { headers, companyPlayerId: info.companyPlayerId }
}

async function a11yAndFit(page: Page) {
  // Away from the button just tapped: its hover colour is not what the screen shows.
  await page.mouse.move(0, 0)
  expect(await seriousA11yViolations(page)).toEqual([])
  await noHorizontalScroll(page)
}

test('after the whistle: matches, three votes, the vote closes on the clock and the craque shows everywhere', async ({
  browser,
  baseURL,
  request,
}) => {
  // The vote's 20 s on the clock, three voters' pages and the pictures: minutes beside Vitest.
  test.setTimeout(150_000)
  const bid = await openBidWithConfirmedPlayers(request, group)
  const organiser = await tokenOf(request, group.organiser)
  const [a, b, x] = [
    await confirmedPlayer(request, group.player(5), organiser),
    await confirmedPlayer(request, group.player(7), organiser),
    await confirmedPlayer(request, group.player(6), organiser),
  ]
  const drawn = await request.post('/v1/bids/generate-teams-to-play', {
    headers: organiser,
    data: { quantityOfPlayersEachTeam: 5 },
  })
  expect(drawn.status()).toBe(200)

  // The organiser records the night's first match on /bid-atual at 390 px.
  const org = await newPage(browser, baseURL)
  await signedIn(org, group.organiser)
  await org.goto('/bid-atual')
  const matches = org
    .getByRole('region', { name: 'Jogos da noite' })
    .or(org.locator('[aria-labelledby="night-matches-title"]'))
  await expect(matches.getByText('1º jogo')).toBeVisible()
  await org.getByLabel('Gols').first().fill('2')
  await org.getByLabel('Gols').nth(1).fill('1')
  await org.getByRole('button', { name: 'Registrar jogo' }).click()
  await expect(org.getByRole('list', { name: 'Jogos da noite' }).getByText('2 × 1')).toBeVisible()
  // 'Quem ganha fica': the winner stays on for the second match.
  await expect(org.getByText('2º jogo')).toBeVisible()
  await matches.scrollIntoViewIfNeeded()
  await snap(org, 'craque-bid-atual-jogos-390')
  await a11yAndFit(org)
  await org.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(org)
  await snapElement(matches, 'craque-bid-atual-jogos-320')
  await org.setViewportSize({ width: 390, height: 844 })

  // Player A is signed in before the whistle, then the BID is finished.
  const pageA = await newPage(browser, baseURL)
  await signedIn(pageA, group.player(5))
  const finished = await request.post(`/v1/bids/complete-bid/${bid.bidDayId}`, {
    headers: organiser,
  })
  expect(finished.status()).toBe(200)

  // Three votes: A on /check-in's post-game card, B from the email's link, X through the API.
  const night = (await (
    await request.get(`/v1/bids/${bid.bidDayId}/night`, { headers: a.headers })
  ).json()) as Night
  const xName = night.craque.candidates.find((c) => c.companyPlayerId === x.companyPlayerId)!.name
  await pageA.goto('/check-in')
  const card = pageA.locator('[aria-labelledby="post-game-title"]')
  await expect(card.getByText('0 votos até agora')).toBeVisible()
  await card.getByRole('button', { name: `Votar em ${xName}` }).click()
  await expect(
    card.getByText('Voto registrado! Você pode mudar até a votação encerrar.'),
  ).toBeVisible()
  await expect(card.getByRole('button', { name: `Seu voto: ${xName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await snap(pageA, 'craque-check-in-voto-390')
  await a11yAndFit(pageA)

  const link = await expect
    .poll(() => linkFromOutbox(group.player(7), '/craque/'), { timeout: 10_000 })
    .not.toBeNull()
    .then(() => linkFromOutbox(group.player(7), '/craque/'))
  const pageB = await newPage(browser, baseURL)
  await pageB.goto(link!)
  // Opening the link changes nothing: still one vote until B taps.
  await expect(pageB.getByText('1 voto até agora')).toBeVisible()
  await pageB.getByRole('button', { name: `Votar em ${xName}` }).click()
  await expect(
    pageB.getByText('Voto registrado! Você pode mudar até a votação encerrar.'),
  ).toBeVisible()
  await snap(pageB, 'craque-link-voto-390')
  await a11yAndFit(pageB)
  const byApi = await request.put(`/v1/bids/${bid.bidDayId}/craque-vote`, {
    headers: x.headers,
    data: { candidateId: a.companyPlayerId },
  })
  expect(byApi.status()).toBe(200)
  void b

  // The organiser sees who voted (never for whom) and voids X's vote: X says they did not play.
  await org.goto('/check-in')
  const orgCard = org.locator('[aria-labelledby="post-game-title"]')
  await orgCard.getByText('Quem já votou (3)').click()
  await orgCard.getByRole('button', { name: `Anular voto de ${xName}` }).click()
  await org.getByRole('button', { name: 'Sim, anular o voto' }).click()
  await expect(orgCard.getByText('2 votos até agora')).toBeVisible()
  await snap(org, 'craque-check-in-organizador-390')
  await a11yAndFit(org)

  // The vote closes on the clock (20 s in journeys) and the closer counts it.
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/v1/bids/${bid.bidDayId}/night`, { headers: x.headers })
          ).json()) as Night
        ).craque.state,
      { timeout: 40_000, intervals: [2_000] },
    )
    .toBe('closed')

  // The craque in the four places, as the craque sees them.
  const pageX = await newPage(browser, baseURL)
  await signedIn(pageX, group.player(6))
  await expect(pageX.getByText(`Você foi o craque do BID #${bid.number}!`)).toBeVisible()
  await pageX.locator('[aria-labelledby="season-record-title"]').scrollIntoViewIfNeeded()
  await snap(pageX, 'craque-dashboard-390', { fullPage: false })
  await a11yAndFit(pageX)

  await pageX.goto('/historico')
  const item = pageX.locator(`article[aria-labelledby="bid-${bid.bidDayId}-title"]`)
  await expect(item.getByText('Craque da partida')).toBeVisible()
  await expect(item.getByText(xName, { exact: true })).toBeVisible()
  await snap(pageX, 'craque-historico-390')
  await a11yAndFit(pageX)
  await item.getByRole('button', { name: `Ver Detalhes do BID #${bid.number}` }).click()
  const dialog = pageX.getByRole('dialog')
  await expect(dialog.getByText('Craque da partida')).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Jogos da noite' })).toContainText('2 × 1')
  await snap(pageX, 'craque-detalhes-390', { fullPage: false })
  await pageX.keyboard.press('Escape')

  await pageX.goto('/artilheiros')
  await pageX.getByRole('tab', { name: 'Craques' }).click()
  const panel = pageX.getByRole('tabpanel')
  const season = panel.getByRole('list', { name: /^Craques — Temporada/ })
  await expect(season.getByRole('listitem').filter({ hasText: xName })).toContainText('1 vez')
  await snap(pageX, 'craque-artilheiros-390')
  await a11yAndFit(pageX)

  // And at 320 px: the Craques tab, the list's badge and the post-game card still fit.
  await pageX.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(pageX)
  await snap(pageX, 'craque-artilheiros-320')
  await pageX.goto('/historico')
  await expect(item.getByText('Craque da partida')).toBeVisible()
  await noHorizontalScroll(pageX)
  await snap(pageX, 'craque-historico-320')
  // The group's switch, on by default, where organisers turn the vote off.
  await org.goto('/configuracoes')
  await expect(org.getByRole('switch', { name: 'Votação do craque da partida' })).toBeChecked()
  await snap(org, 'craque-configuracoes-390')
  await a11yAndFit(org)

  await pageA.setViewportSize({ width: 320, height: 640 })
  await pageA.reload()
  await expect(card.getByText(xName)).toBeVisible()
  await noHorizontalScroll(pageA)
  await snap(pageA, 'craque-check-in-resultado-320')
})
