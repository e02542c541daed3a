import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  api,
  bidNextWeek,
  checkInAs,
  DESKTOP,
  journeyGroup,
  PHONE,
  signedIn,
  snap,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// jogador20–jogador28 are the seed's nine sporadic players (Teteu first).
const sporadic = (n: number) => group.player(n)
const LIVE_PLAYERS = ['Mensalistas', 'Goleiros', 'Avulsos', 'Lista de espera']

type LivePlayer = { companyPlayerId: number; name: string; status: string }
type LiveBidBody = {
  bidDayId: number
  monthly: LivePlayer[]
  goalkeepers: LivePlayer[]
  sporadicPlayers: LivePlayer[]
  waitlist: LivePlayer[]
}

/** A new BID next week: 18 regulars confirmed by the organiser, 3 left Pendente, then 8 sporadic
 * players check in themselves: 6 take the last slots and 2 wait in line (29 players). */
async function fullBid(page: Page, request: APIRequestContext): Promise<LiveBidBody> {
  const bid = await bidNextWeek<LiveBidBody>(page)
  const regulars = [...bid.goalkeepers, ...bid.monthly]
  expect(regulars).toHaveLength(21)
  for (const player of regulars.slice(0, 18)) {
    const path = `/bids/update-status-player/${bid.bidDayId}/${player.companyPlayerId}`
    expect((await api(page, 'PUT', path, { status: 'confirmed' })).status()).toBe(200)
  }
  for (let n = 20; n <= 27; n++) await checkInAs(request, sporadic(n))
  const full = (await (await api(page, 'GET', '/bids/current-bid')).json()) as LiveBidBody
  expect(full.waitlist).toHaveLength(2)
  return full
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)
const groupButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title} \\d`) })

test('the organiser manages a full BID on a phone with compact rows', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await signedIn(page, group.organiser)
  const bid = await fullBid(page, request)
  const [first, second] = bid.waitlist

  await page.goto('/bid-atual')
  await expect(page.getByRole('list', { name: 'Mensalistas' })).toBeVisible()
  // The first screen holds the live actions and the game's card, not a column of buttons: the
  // card started at 765 px when editing and cancelling the BID sat in the header too.
  await expect(page.getByRole('button', { name: 'Sortear Times' })).toBeInViewport()
  const gameInfo = await page.getByText('Informações do jogo').boundingBox()
  expect(gameInfo!.y).toBeLessThan(PHONE.height * 0.75)
  await expect(page.getByRole('list', { name: 'Mensalistas' }).getByRole('listitem')).toHaveCount(
    bid.monthly.length,
  )
  await expect(groupButton(page, 'Lista de espera')).toHaveAccessibleName('Lista de espera 2')
  const line = page.getByRole('list', { name: 'Lista de espera' })
  await expect(line.getByRole('listitem').first()).toContainText(`1º${first!.name}`)
  await expect(line.getByRole('listitem').nth(1)).toContainText(`2º${second!.name}`)
  await page.mouse.move(0, 0)
  await toastsGone(page)
  const opened = await pageHeight(page)
  await snap(page, 'bid-atual-phone-rows-390')
  for (const title of LIVE_PLAYERS) await groupButton(page, title).click()
  const collapsed = await pageHeight(page)
  await snap(page, 'bid-atual-phone-collapsed-390')
  test.info().annotations.push({
    type: 'height at 390 px',
    description: `${bid.monthly.length + bid.goalkeepers.length + bid.sporadicPlayers.length + bid.waitlist.length} players: ${opened} px (groups open, rows closed), ${collapsed} px (groups closed)`,
  })
  console.log(`bid-atual at 390 px: ${opened} px open, ${collapsed} px collapsed`)
  // 26 players in cards used to take 12,751 px.
  expect(opened).toBeLessThan(4000)
  for (const title of LIVE_PLAYERS) await groupButton(page, title).click()

  // Search ignores case and accents; the row opens to every field.
  const search = page.getByLabel('Buscar jogador')
  await search.fill('TETEU')
  await expect(page.getByRole('list', { name: 'Avulsos' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('list', { name: 'Mensalistas' })).toHaveCount(0)
  const teteu = page.getByRole('button', { name: 'Teteu Confirmado' })
  await expect(teteu).toHaveAttribute('aria-expanded', 'false')
  // Keyboard: the control used keeps focus through the save, and Enter goes on counting.
  const more = page.getByRole('button', { name: 'Aumentar gols de Teteu' })
  await more.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Gols de Teteu' })).toHaveValue('2')
  await expect(page.getByText('Atualizando...')).toHaveCount(0)
  await expect(more).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Gols de Teteu' })).toHaveValue('3')
  await expect(more).toBeFocused()
  await teteu.click()
  await expect(teteu).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('combobox', { name: 'Status de Teteu' })).toHaveValue('confirmed')
  await expect(page.getByRole('textbox', { name: 'Gols de Teteu' })).toHaveValue('3')
  await snap(page, 'bid-atual-phone-row-open-390')
  expect(await seriousA11yViolations(page)).toEqual([])
  await search.fill('')

  // The filter: only the Pendentes, then the line.
  await page.getByRole('button', { name: 'Pendentes' }).click()
  await expect(groupButton(page, 'Mensalistas')).toHaveAccessibleName(/^Mensalistas \d+ de \d+$/)
  const pending = page.getByRole('list', { name: 'Mensalistas' })
  await expect(pending.getByText('Pendente', { exact: true })).not.toHaveCount(0)
  await expect(pending.getByText('Confirmado', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Lista de espera' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Lista de espera', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Mensalistas' })).toHaveCount(0)
  await expect(line.getByRole('listitem')).toHaveCount(2)

  // The BID is full: promoting the second moves them to the head of the line.
  await line.getByRole('button', { name: `Promover: ${second!.name}` }).click()
  await expect(page.getByText('Jogador movido para o 1º lugar da lista de espera.')).toBeVisible()
  await expect(line.getByRole('listitem').first()).toContainText(`1º${second!.name}`)
  await expect(line.getByRole('button', { name: `Promover: ${second!.name}` })).toBeFocused()
  await line.getByRole('button', { name: `Remover da lista: ${first!.name}` }).click()
  await expect(page.getByText('Jogador removido da lista de espera.')).toBeVisible()
  await expect(line.getByRole('listitem')).toHaveCount(1)
  // Own actions: their answers only, never a 'Confirmados' or status notice.
  await expect(page.getByText(/^Confirmados: /)).toHaveCount(0)
  await expect(page.getByText(new RegExp(`^${first!.name}: `))).toHaveCount(0)
  await page.getByRole('button', { name: 'Todos' }).click()
  await expect(page.getByRole('button', { name: `${first!.name} Pendente` })).toBeVisible()

  // The chosen refresh interval survives a reload.
  await page.getByLabel('Intervalo').selectOption('5000')
  await page.reload()
  await expect(page.getByLabel('Intervalo')).toHaveValue('5000')

  // At 320 px every row, the toolbar and the line stay inside the screen.
  await page.setViewportSize({ width: 320, height: 640 })
  await page.getByRole('button', { name: 'Teteu Confirmado' }).click()
  const players = page.getByRole('region', { name: 'Jogadores' })
  await expect
    .poll(() => players.evaluate((el) => Math.ceil(el.getBoundingClientRect().right)))
    .toBeLessThanOrEqual(320 - 12)
  expect(await players.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  await snap(page, 'bid-atual-phone-320')
  await page.setViewportSize(PHONE)

  // Desktop: the table's header sticks below the app's header while the page scrolls.
  await page.setViewportSize(DESKTOP)
  const table = page.getByRole('table', { name: 'Mensalistas' })
  await expect(table).toBeVisible()
  await toastsGone(page)
  await snap(page, 'bid-atual-table-sticky-1280')
  await table.getByRole('row').nth(12).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 200))
  const header = table.getByRole('columnheader', { name: 'Jogador' })
  await expect.poll(async () => Math.round((await header.boundingBox())!.y)).toBe(56)
  await snap(page, 'bid-atual-table-scrolled-1280', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])
})
