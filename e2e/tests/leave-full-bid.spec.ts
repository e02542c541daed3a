import { expect, test, type APIRequestContext } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  checkInAs,
  freshBid,
  journeyGroup,
  lookAtOnPhone,
  newPage,
  signedIn,
  snap,
  toastsGone,
  tokenOf,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// jogador05 is Bruninho, a monthly player; jogador20 (Teteu) and jogador24 (Rique) are sporadic.
const TETEU = group.player(20)
const RIQUE = group.player(24)

type Entry = { companyPlayerId: number; name: string; status: string }
type Live = {
  bidDayId: number
  monthly: Entry[]
  goalkeepers: Entry[]
  sporadicPlayers: Entry[]
  waitlist: Entry[]
}

async function liveBid(request: APIRequestContext, organiser: Record<string, string>) {
  return (await (await request.get('/v1/bids/current-bid', { headers: organiser })).json()) as Live
}

const statusOf = (bid: Live, name: string) =>
  [...bid.monthly, ...bid.goalkeepers, ...bid.sporadicPlayers, ...bid.waitlist].find(
    (p) => p.name === name,
  )?.status

test('leaving a full BID asks first, naming the first in line, for a member and an organiser', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const organiser = await tokenOf(request, group.organiser)

  const bid = await freshBid(request, organiser)

  // Bruninho and 23 others take the 24 slots; Teteu, the 25th, waits first in line.
  const guests = (await (
    await request.get(`/v1/bids/get-sporadic-players/${bid.bidDayId}`, { headers: organiser })
  ).json()) as { companyPlayerId: number; name: string }[]
  const fillers = [
    ...[...bid.goalkeepers, ...bid.monthly].map((entry) => entry.companyPlayerId),
    ...guests.filter((g) => !['Teteu', 'Rique'].includes(g.name)).map((g) => g.companyPlayerId),
  ]
  const me = await checkInAs(request, group.member)
  let confirmed = 1
  for (const companyPlayerId of fillers.filter((id) => id !== me.companyPlayerId)) {
    if (confirmed === 24) break
    const res = await request.put(
      `/v1/bids/update-status-player/${bid.bidDayId}/${companyPlayerId}`,
      { headers: organiser, data: { status: 'confirmed' } },
    )
    expect(res.status()).toBe(200)
    if (((await res.json()) as { status: string }).status === 'confirmed') confirmed++
  }
  expect(confirmed).toBe(24)
  expect(await checkInAs(request, TETEU)).toMatchObject({
    status: 'waitlisted',
    waitlistPosition: 1,
  })

  // Bruninho, confirmed, taps 'Cancelar status': the app asks first, naming Teteu.
  const bruninho = await newPage(browser, baseURL)
  await signedIn(bruninho, group.member)
  await bruninho.goto('/check-in')
  await expect(bruninho.getByText('Confirmado', { exact: true })).toBeVisible()
  await expect(bruninho.getByText('24/24 confirmados')).toBeVisible()
  const cancelStatus = bruninho.getByRole('button', { name: 'Cancelar status' })
  await cancelStatus.click()
  const dialog = bruninho.getByRole('alertdialog', { name: 'Liberar sua vaga?' })
  await expect(dialog).toContainText(
    'Você vai liberar sua vaga para Teteu, 1º da lista de espera. Confirmar?',
  )
  await expect(dialog.getByRole('button', { name: 'Manter minha vaga' })).toBeFocused()
  await lookAtOnPhone(bruninho, 'leave-full-bid-member-dialog')

  // He keeps his slot: nothing was sent, Teteu still waits.
  await dialog.getByRole('button', { name: 'Manter minha vaga' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(cancelStatus).toBeFocused()
  await expect(bruninho.getByText('Confirmado', { exact: true })).toBeVisible()
  let live = await liveBid(request, organiser)
  expect(statusOf(live, 'Bruninho')).toBe('confirmed')
  expect(live.waitlist.map((p) => p.name)).toEqual(['Teteu'])

  // Then he means it: his slot goes to Teteu at once.
  await cancelStatus.click()
  await dialog.getByRole('button', { name: 'Sim, liberar minha vaga' }).click()
  await expect(bruninho.getByText('Status cancelado.')).toBeVisible()
  await expect(bruninho.getByText('Pendente', { exact: true })).toBeVisible()
  // The BID is full again, so his first action now is the line; focus is on it.
  await expect(bruninho.getByRole('button', { name: 'Entrar na lista de espera' })).toBeFocused()
  live = await liveBid(request, organiser)
  expect(statusOf(live, 'Bruninho')).toBe('waiting')
  expect(statusOf(live, 'Teteu')).toBe('confirmed')
  expect(live.waitlist).toEqual([])
  await toastsGone(bruninho)
  expect(await seriousA11yViolations(bruninho)).toEqual([])
  await snap(bruninho, 'leave-full-bid-member-after-390')

  // Rique queues; the organiser, on a phone, takes Teteu out: the same question, naming both.
  expect(await checkInAs(request, RIQUE)).toMatchObject({ status: 'waitlisted' })
  const admin = await newPage(browser, baseURL)
  await signedIn(admin, group.organiser)
  await admin.goto('/bid-atual')
  await admin.getByRole('button', { name: 'Teteu Confirmado' }).click()
  const teteuStatus = admin.getByRole('combobox', { name: 'Status de Teteu' })
  // As a person does: the select has focus while its value changes (selectOption alone does not).
  await teteuStatus.focus()
  await teteuStatus.selectOption('absent')
  const question = admin.getByRole('alertdialog', { name: 'Liberar a vaga de Teteu?' })
  await expect(question).toContainText(
    'Você vai liberar a vaga de Teteu para Rique, 1º da lista de espera. Confirmar?',
  )
  await lookAtOnPhone(admin, 'leave-full-bid-organiser-dialog')
  await question.getByRole('button', { name: 'Voltar' }).click()
  await expect(question).toHaveCount(0)
  await expect(teteuStatus).toHaveValue('confirmed')
  await expect(teteuStatus).toBeFocused()
  live = await liveBid(request, organiser)
  expect(statusOf(live, 'Teteu')).toBe('confirmed')
  expect(live.waitlist.map((p) => p.name)).toEqual(['Rique'])

  await teteuStatus.selectOption('absent')
  await expect(question.getByRole('button', { name: 'Voltar' })).toBeFocused()
  await question.getByRole('button', { name: 'Sim, liberar a vaga' }).click()
  await expect(admin.getByRole('button', { name: 'Rique Confirmado' })).toBeVisible()
  await expect(teteuStatus).toHaveValue('absent')
  await expect(teteuStatus).toBeFocused()
  live = await liveBid(request, organiser)
  expect(statusOf(live, 'Teteu')).toBe('absent')
  expect(statusOf(live, 'Rique')).toBe('confirmed')
  await toastsGone(admin)
  expect(await seriousA11yViolations(admin)).toEqual([])
  await snap(admin, 'leave-full-bid-organiser-after-390')
})
