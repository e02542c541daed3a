import { expect, test } from '@playwright/test'
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

test.describe.configure({ mode: 'serial' })

type LiveBidBody = { bidDayId: number; number: number; dayOfMatch: string; location: string | null }

/** A plain date plus some days, as the date input shows it. */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

test('a goalkeeper added without an email is under Goleiros, not among the guests', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await signedIn(page, group.organiser)
  const before = await (await api(page, 'GET', '/company-players/list')).json()
  const added = await api(page, 'POST', '/company-players/create-company-player', {
    fullName: 'Rafael Sem Email',
    nickname: 'Rafa Luva',
    playerPosition: 'goalkeeper',
    typePlayer: 'goalkeeper',
  })
  expect(added.status()).toBe(200)

  await page.goto('/jogadores')
  const keepers = page.getByRole('tab', { name: /Goleiros/ })
  await expect(keepers).toHaveText(`Goleiros${before.goalKeepers.length + 1}`)
  await keepers.click()
  const card = page.getByRole('tabpanel').getByText('Rafael Sem Email')
  await expect(card).toBeVisible()
  await card.scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('region', { name: /Convidados sem cadastro/ }).getByText('Rafael Sem Email'),
  ).toHaveCount(0)
  await noHorizontalScroll(page)
  await snap(page, 'register-goalkeeper-without-email-390', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('a new BID starts from the usual day, time and place and takes a cancelled BID’s number', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await signedIn(page, group.organiser)
  const open = (await (await api(page, 'GET', '/bids/current-bid')).json()) as LiveBidBody
  expect((await api(page, 'DELETE', `/bids/delete-bid/${open.bidDayId}`)).status()).toBe(200)

  await page.goto('/bid-atual')
  await expect(page.getByText('Nenhum BID Aberto')).toBeVisible()
  await expect(
    page.getByText('Sugerimos o mesmo dia da semana e horário do último BID.'),
  ).toBeVisible()
  // The cancelled game's day is not offered again: the same weekday and time, a week later.
  const [date, time] = open.dayOfMatch.split('T') as [string, string]
  await expect(page.getByLabel('Data')).toHaveValue(addDays(date, 7))
  await expect(page.getByLabel('Horário')).toHaveValue(time.slice(0, 5))
  await expect(page.getByLabel('Local (opcional)')).not.toHaveValue('')
  await noHorizontalScroll(page)
  await snap(page, 'bid-atual-new-bid-suggested-390', { fullPage: false })
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(page)
  await snap(page, 'bid-atual-new-bid-suggested-320', { fullPage: false })

  await page.getByRole('button', { name: 'Criar Novo BID' }).click()
  // The cancelled BID was never played: the new one takes its number.
  await expect(page.getByText(`BID #${open.number} criado com sucesso!`)).toBeVisible()
  await toastsGone(page)
  const created = (await (await api(page, 'GET', '/bids/current-bid')).json()) as LiveBidBody
  expect(created.number).toBe(open.number)
  expect(created.dayOfMatch).toBe(`${addDays(date, 7)}T${time}`)
})
