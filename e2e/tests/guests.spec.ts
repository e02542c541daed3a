import { expect, test, type Page } from '@playwright/test'
import {
  api,
  bidNextWeek,
  journeyGroup,
  noHorizontalScroll,
  PHONE,
  signedIn,
  snap,
  snapElement,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

type LivePlayer = { companyPlayerId: number; name: string; status: string }
type LiveBidBody = {
  bidDayId: number
  number: number
  monthly: LivePlayer[]
  goalkeepers: LivePlayer[]
  sporadicPlayers: LivePlayer[]
}
type Registered = { id: number; name: string; nickname: string | null }
type Register = Record<'monthlyPlayers' | 'goalKeepers' | 'sporadicPlayers', Registered[]>

test.describe.configure({ mode: 'serial' })

/** A new BID next week (only the regulars, Pendente): no sporadic player in it yet. */
async function freshBid(page: Page): Promise<LiveBidBody> {
  return bidNextWeek<LiveBidBody>(page)
}

async function liveBid(page: Page): Promise<LiveBidBody> {
  return (await (await api(page, 'GET', '/bids/current-bid')).json()) as LiveBidBody
}

async function register(page: Page): Promise<Registered[]> {
  const body = (await (await api(page, 'GET', '/company-players/list')).json()) as Register
  return [...body.monthlyPlayers, ...body.goalKeepers, ...body.sporadicPlayers]
}

const everyone = (bid: LiveBidBody) => [...bid.monthly, ...bid.goalkeepers, ...bid.sporadicPlayers]

test('typing a registered name offers that player, and no second Gabigol appears', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await signedIn(page, group.organiser)
  const bid = await freshBid(page)
  const membersBefore = (await register(page)).length

  await page.goto('/bid-atual')
  await page.getByRole('button', { name: 'Adicionar Avulso' }).click()
  const dialog = page.getByRole('dialog', { name: 'Adicionar Avulso' })
  await dialog.getByLabel('Nome').fill('gabigol')
  await expect(dialog.getByText('Já cadastrado: Gabigol — usar este?')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Adicionar' })).toBeDisabled()
  await snap(page, 'guests-add-sporadic-offer-390', { fullPage: false })

  await dialog.getByRole('button', { name: 'Usar este' }).click()
  await expect(dialog.getByLabel('Nome')).toHaveValue('Gabigol')
  await dialog.getByRole('button', { name: 'Adicionar' }).click()
  await expect(page.getByText('Jogador adicionado com sucesso!')).toBeVisible()
  await expect(dialog).toBeHidden()

  // Typed again by name, straight to the API: refused, with the registered one's id.
  const again = await api(page, 'POST', '/bids/add-sporadic-player/', {
    bidDayId: bid.bidDayId,
    companyPlayerId: 0,
    playerName: 'GABIGOL',
  })
  expect(again.status()).toBe(409)
  const after = await liveBid(page)
  const gabigols = everyone(after).filter((p) => p.name.toLowerCase() === 'gabigol')
  expect(gabigols).toHaveLength(1)
  expect((await again.json()).existingCompanyPlayerId).toBe(gabigols[0]!.companyPlayerId)
  expect(await register(page)).toHaveLength(membersBefore)
})

test('the register shows guests apart and merges one into the registered player', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await signedIn(page, group.organiser)
  const bid = await liveBid(page)
  // Two guests typed by name during the BID: one is really Teteu, the other someone new.
  for (const playerName of ['Teteu Lopes', 'Visitante Novo']) {
    const res = await api(page, 'POST', '/bids/add-sporadic-player/', {
      bidDayId: bid.bidDayId,
      companyPlayerId: 0,
      playerName,
    })
    expect(res.status()).toBe(200)
  }
  const teteu = (await register(page)).find((p) => p.nickname === 'Teteu')!

  await page.goto('/jogadores')
  const guests = page.getByRole('region', { name: /Convidados sem cadastro/ })
  // Folded above the tabs until opened.
  await expect(guests).toBeVisible()
  await expect(guests.getByRole('heading', { name: 'Teteu Lopes' })).toBeHidden()
  await snap(page, 'guests-register-folded-390', { fullPage: false })
  await guests.getByText('Convidados sem cadastro').click()
  await expect(guests.getByRole('heading', { name: 'Teteu Lopes' })).toBeVisible()
  await expect(guests.getByRole('heading', { name: 'Visitante Novo' })).toBeVisible()
  await noHorizontalScroll(page)
  await snapElement(guests, 'guests-register-section-390')

  await guests.getByRole('button', { name: 'Mesclar Teteu Lopes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mesclar Teteu Lopes' })
  await dialog.getByLabel('Manter o cadastro de').selectOption(String(teteu.id))
  await snap(page, 'guests-merge-dialog-390', { fullPage: false })
  await dialog.getByRole('button', { name: 'Mesclar' }).click()
  await expect(page.getByText('Teteu Lopes foi mesclado com Teteu.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(guests.getByRole('heading', { name: 'Teteu Lopes' })).toBeHidden()
  await expect(guests.getByRole('heading', { name: 'Visitante Novo' })).toBeVisible()

  // The guest's place in the open BID is Teteu's now; the guest is gone.
  const after = everyone(await liveBid(page))
  expect(after.filter((p) => p.name === 'Teteu')).toEqual([
    expect.objectContaining({ companyPlayerId: teteu.id, status: 'confirmed' }),
  ])
  expect(after.some((p) => p.name === 'Teteu Lopes')).toBe(false)

  // Removing the other guest, who is confirmed, says they stay in the BID.
  await toastsGone(page)
  await guests.getByRole('button', { name: 'Excluir Visitante Novo' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(
    page.getByText(
      `Visitante Novo foi removido do cadastro, mas continua confirmado no BID #${bid.number}.`,
    ),
  ).toBeVisible()
  await expect(guests).toBeHidden()
  await snap(page, 'guests-deleted-confirmed-390', { fullPage: false })
})
