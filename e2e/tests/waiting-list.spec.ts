import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  api,
  checkInAs,
  freshBid,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  signedIn,
  snap,
  toastsGone,
  tokenOf,
  waitForEmail,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// jogador05 is Bruninho, a monthly player; jogador20 (Teteu) and jogador24 (Rique) are sporadic.
const LATE = group.player(20)
const LATER = group.player(24)
const RULE =
  'Na lista de espera, mensalistas e goleiros vêm antes dos avulsos; depois vale a ordem de chegada.'

type Entry = { companyPlayerId: number; status: string }
type Live = {
  bidDayId: number
  number: number
  monthly: Entry[]
  goalkeepers: Entry[]
  waitlist: (Entry & { waitlistPosition: number })[]
}

test('a full BID fills its waiting list and hands the next slot to the first in line', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const organiser = await tokenOf(request, group.organiser)
  const bid = await freshBid(request, organiser)

  // 23 players are in already; Bruninho, on his phone, takes the 24th slot himself.
  const bruninho = await newPage(browser, baseURL)
  await signedIn(bruninho, group.member)
  await bruninho.goto('/check-in')
  await expect(bruninho.getByText('Pendente', { exact: true })).toBeVisible()
  const me = (await (await api(bruninho, 'GET', '/bids/get-information-check-in-bid')).json()) as {
    companyPlayerId: number
  }
  // The regulars, then sporadic players other than the two who will queue.
  const guests = (await (
    await request.get(`/v1/bids/get-sporadic-players/${bid.bidDayId}`, { headers: organiser })
  ).json()) as { companyPlayerId: number; name: string }[]
  const others = [
    ...[...bid.goalkeepers, ...bid.monthly].map((entry) => entry.companyPlayerId),
    ...guests.filter((g) => !['Teteu', 'Rique'].includes(g.name)).map((g) => g.companyPlayerId),
  ].filter((id) => id !== me.companyPlayerId)
  expect(others.length).toBeGreaterThanOrEqual(23)
  for (const companyPlayerId of others.slice(0, 23)) {
    const res = await request.put(
      `/v1/bids/update-status-player/${bid.bidDayId}/${companyPlayerId}`,
      { headers: organiser, data: { status: 'confirmed' } },
    )
    expect(res.status()).toBe(200)
    expect(((await res.json()) as { status: string }).status).toBe('confirmed')
  }
  await bruninho.reload()
  await expect(bruninho.getByText('1 vaga restante')).toBeVisible()
  await bruninho.getByRole('button', { name: 'Fazer Check-in' }).click()
  await expect(bruninho.getByText('Check-in realizado com sucesso!')).toBeVisible()
  await expect(bruninho.getByText('Confirmado', { exact: true })).toBeVisible()

  // The 25th sees the BID is full before tapping, and joins the line.
  const late = await newPage(browser, baseURL)
  await signedIn(late, LATE)
  await late.goto('/check-in')
  await expect(late.getByText('24/24 confirmados')).toBeVisible()
  const full = late.getByRole('status').filter({ hasText: 'BID lotado' })
  await expect(full).toContainText('As 24 vagas foram preenchidas.')
  await expect(full).toContainText(RULE)
  await expect(late.getByRole('button', { name: 'Fazer Check-in' })).toHaveCount(0)
  await noHorizontalScroll(late)
  expect(await seriousA11yViolations(late)).toEqual([])
  await snap(late, 'check-in-full-390')
  await late.getByRole('button', { name: 'Entrar na lista de espera' }).click()
  await expect(
    late.getByText('BID lotado: você entrou na lista de espera (1º lugar).'),
  ).toBeVisible()
  await expect(late.getByText('Você é o 1º na lista de espera')).toBeVisible()
  await expect(late.getByText('Lista de espera', { exact: true })).toBeVisible()
  await expect(late.getByRole('button', { name: 'Sair da lista de espera' })).toBeVisible()
  await toastsGone(late)
  await noHorizontalScroll(late)
  expect(await seriousA11yViolations(late)).toEqual([])
  await snap(late, 'check-in-waitlisted-390')

  // The 26th checks in from the app as well: second in line.
  const laterInfo = await checkInAs(request, LATER)
  expect(laterInfo).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 })

  // Bruninho cannot go after all: he cancels and declares his absence.
  await toastsGone(bruninho)
  await bruninho.getByRole('button', { name: 'Cancelar status' }).click()
  // Someone waits: the app names who gets the slot before giving it away.
  await expect(bruninho.getByRole('alertdialog')).toContainText(
    'Você vai liberar sua vaga para Teteu, 1º da lista de espera. Confirmar?',
  )
  await bruninho.getByRole('button', { name: 'Sim, liberar minha vaga' }).click()
  await expect(bruninho.getByText('Status cancelado.')).toBeVisible()
  await bruninho.getByRole('button', { name: 'Declarar Ausência' }).click()
  await expect(bruninho.getByText('Ausência registrada.')).toBeVisible()
  await expect(bruninho.getByText('Ausente', { exact: true })).toBeVisible()

  // The 25th got the slot at once, and an email saying so; the 26th moved up.
  await late.reload()
  await expect(late.getByText('Confirmado', { exact: true })).toBeVisible()
  await expect(late.getByText('24/24 confirmados')).toBeVisible()
  await expect(late.getByRole('button', { name: 'Cancelar status' })).toBeVisible()
  await snap(late, 'check-in-promoted-390')
  const live = (await (
    await request.get('/v1/bids/current-bid', { headers: organiser })
  ).json()) as Live
  expect(live.waitlist).toEqual([
    expect.objectContaining({ companyPlayerId: laterInfo.companyPlayerId, waitlistPosition: 1 }),
  ])
  const email = await waitForEmail(
    LATE,
    new RegExp(`^Abriu uma vaga: você está confirmado no BID #${bid.number}$`),
  )
  expect(email.text).toContain('Olá, Mateus!')
  expect(email.text).toContain('você saiu da lista de espera e já está confirmado')
  expect(email.html).toContain(`BID #${bid.number}`)
})
