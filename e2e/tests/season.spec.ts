import { expect, test, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  checkInAs,
  groupLocal,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  PHONE,
  signedIn,
  snap,
  tokenOf,
  toastsGone,
  waitForEmail,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// jogador05 is Bruninho, a monthly player; jogador20 … jogador28 are avulsos (sporadic).
const AVULSOS = [20, 21, 22, 23, 24, 25, 26, 27].map((n) => group.player(n))
const LATE_AVULSO = group.player(28)
const SMALL = { width: 320, height: 640 }
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado']

type CheckIn = {
  bidDayId: number
  number: number
  totalConfirmed: number
  monthlyWindow: { until: string; heldPlaces: number } | null
}

/** Saves the 'Agenda da pelada' form and waits for the server's answer. */
async function saveSchedule(page: Page) {
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/v1/groups/schedule') && res.request().method() === 'PUT',
  )
  await page.getByRole('button', { name: 'Salvar agenda' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText('Agenda salva.').last()).toBeVisible()
}

test('the BID opens on schedule, a member answers from the email, and the mensalistas’ window holds and releases places', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const organiserHeaders = await tokenOf(request, group.organiser)
  // The seeded BID (next Thursday) is cancelled: the schedule opens the next one itself.
  const current = await request.get('/v1/bids/current-bid', { headers: organiserHeaders })
  if (current.status() === 200) {
    const { bidDayId } = (await current.json()) as { bidDayId: number }
    await request.delete(`/v1/bids/delete-bid/${bidDayId}`, { headers: organiserHeaders })
  }

  // A game 30 hours from now that opens 6 days before: its opening time has passed, so saving
  // the schedule makes the opening due at once (the server catches up while the game is ahead).
  const kickOff = groupLocal(new Date(Date.now() + 30 * 3600_000))
  const weekday = new Date(`${kickOff.slice(0, 10)}T12:00:00Z`).getUTCDay()
  const time = kickOff.slice(11, 16)

  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/configuracoes')
  const schedule = organiser.getByRole('region', { name: 'Agenda da pelada' })
  await schedule.getByRole('switch', { name: 'Abrir o BID automaticamente toda semana' }).click()
  const window = organiser.getByRole('region', { name: 'Vagas garantidas para mensalistas' })
  await window.getByRole('switch', { name: 'Guardar vagas para mensalistas e goleiros' }).click()
  await window.getByLabel('Até quantas horas antes do jogo').fill('24')
  await expect(
    window.getByText('Vagas garantidas para mensalistas até 24 horas antes do jogo.'),
  ).toBeVisible()
  await saveSchedule(organiser)

  // The weekly game (ADR 057): saving it with the agenda on makes its opening due at once.
  const games = organiser.getByRole('region', { name: 'Jogos da semana' })
  await games.getByRole('button', { name: 'Adicionar jogo' }).click()
  const game = games.getByRole('form', { name: 'Novo jogo' })
  await game.getByRole('checkbox', { name: WEEKDAYS[weekday]! }).check()
  await game.getByLabel('Horário do jogo').fill(time)
  await expect(game.getByText(`às ${time}, abre 6 dias antes`)).toBeVisible()
  await toastsGone(organiser)
  await noHorizontalScroll(organiser)
  expect(await seriousA11yViolations(organiser)).toEqual([])
  await snap(organiser, 'season-schedule-390')
  await organiser.setViewportSize(SMALL)
  await noHorizontalScroll(organiser)
  await snap(organiser, 'season-schedule-320')
  await organiser.setViewportSize(PHONE)
  await game.getByRole('button', { name: 'Salvar jogo' }).click()
  await expect(organiser.getByText('Jogo salvo na agenda.').last()).toBeVisible()
  const weekdayName = WEEKDAYS[weekday]!
  const label = `${weekdayName.charAt(0).toUpperCase()}${weekdayName.slice(1)} ${time}`
  await expect(games.getByRole('list', { name: 'Jogos da semana' })).toContainText(label)

  // The scheduler opened the BID and emailed the members; Bruninho taps 'Vou jogar'.
  const opened = await waitForEmail(group.member, /^BID #\d+ aberto — confirme sua presença$/, {
    timeout: 30_000,
  })
  const href = /(\/lembrete\/[\w-]{43}\?resposta=vou)/.exec(opened.text ?? '')![1]!
  const bruninho = await newPage(browser, baseURL)
  await bruninho.goto(href)
  const confirm = bruninho.getByRole('button', { name: 'Confirmar: vou jogar' })
  await expect(confirm).toBeVisible()
  await confirm.click()
  await expect(bruninho.getByText('Check-in realizado com sucesso!')).toBeVisible()
  await bruninho.context().close()

  // Avulsos take the free places; the places of the mensalistas who did not answer are held.
  const memberHeaders = await tokenOf(request, group.member)
  const info = async () =>
    (await (
      await request.get('/v1/bids/get-information-check-in-bid', { headers: memberHeaders })
    ).json()) as CheckIn
  const before = await info()
  expect(before.monthlyWindow).not.toBeNull()
  const free = 24 - before.totalConfirmed - before.monthlyWindow!.heldPlaces
  expect(free).toBeLessThanOrEqual(AVULSOS.length)
  for (const avulso of AVULSOS.slice(0, free)) {
    expect(await checkInAs(request, avulso)).toMatchObject({ status: 'confirmed' })
  }

  // One more avulso, on a phone: the window sends them to the waiting list.
  const late = await newPage(browser, baseURL)
  await signedIn(late, LATE_AVULSO)
  await late.goto('/check-in')
  const notice = late.getByRole('note').filter({ hasText: 'Vagas reservadas para mensalistas' })
  await expect(notice).toContainText(`até ${before.monthlyWindow!.until}`)
  await expect(
    late.getByText(`0 livres, ${before.monthlyWindow!.heldPlaces} reservadas`),
  ).toBeVisible()
  // Before the tap, the button says where it lands: the line, and the place in it.
  await expect(late.getByRole('button', { name: 'Fazer Check-in' })).toHaveCount(0)
  await late.getByRole('button', { name: 'Entrar na lista de espera (1º)' }).click()
  await expect(
    late.getByText(
      `Vagas reservadas para mensalistas até ${before.monthlyWindow!.until}. Você entrou na lista de espera (1º lugar).`,
    ),
  ).toBeVisible()
  await expect(late.getByText('Você é o 1º na lista de espera')).toBeVisible()
  await toastsGone(late)
  await noHorizontalScroll(late)
  expect(await seriousA11yViolations(late)).toEqual([])
  await snap(late, 'season-check-in-window-390')
  await late.setViewportSize(SMALL)
  await noHorizontalScroll(late)
  await snap(late, 'season-check-in-window-320')
  await late.setViewportSize(PHONE)

  // The organiser moves the deadline to 48 hours before the game: it has passed, the window
  // closes at the scheduler's next tick and the first in line gets the place with an email.
  await window.getByLabel('Até quantas horas antes do jogo').fill('48')
  await saveSchedule(organiser)
  const promoted = await waitForEmail(
    LATE_AVULSO,
    new RegExp(`^Abriu uma vaga: você está confirmado no BID #${before.number}$`),
    { timeout: 30_000 },
  )
  expect(promoted.text).toContain('já está confirmado')
  await late.reload()
  await expect(late.getByText('Confirmado', { exact: true })).toBeVisible()
  await expect(late.getByRole('note').filter({ hasText: 'Vagas reservadas' })).toHaveCount(0)
  await snap(late, 'season-check-in-promoted-390')

  // The schedule stays on for next week; turned off, the journey leaves the group as it found it.
  await organiser.getByRole('switch', { name: 'Abrir o BID automaticamente toda semana' }).click()
  await window.getByRole('switch', { name: 'Guardar vagas para mensalistas e goleiros' }).click()
  await saveSchedule(organiser)
  await games.getByRole('button', { name: new RegExp(`^Remover ${label}`) }).click()
  await expect(games.getByText('Nenhum jogo na agenda.', { exact: false })).toBeVisible()
})
