import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  groupLocal,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  signedIn,
  snap,
  snapElement,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado']
const DAY = 86_400_000

test('the Agenda holds two weekly games, each with its own time and place (ADR 057)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // Games three and five days ahead, each opening the day before: nothing opens during the test.
  const weekdayIn = (days: number) =>
    new Date(`${groupLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T12:00:00Z`).getUTCDay()
  const first = weekdayIn(3)
  const second = weekdayIn(5)

  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/configuracoes')
  await organiser
    .getByRole('region', { name: 'Agenda da pelada' })
    .getByRole('switch', { name: 'Abrir o BID automaticamente toda semana' })
    .click()
  await organiser.getByRole('button', { name: 'Salvar agenda' }).click()
  await expect(organiser.getByText('Agenda salva.').last()).toBeVisible()

  const games = organiser.getByRole('region', { name: 'Jogos da semana' })
  const list = games.getByRole('list', { name: 'Jogos da semana' })
  const addGame = async (weekday: number, time: string, place: string) => {
    await games.getByRole('button', { name: 'Adicionar jogo' }).click()
    const form = games.getByRole('form', { name: 'Novo jogo' })
    await form.getByRole('checkbox', { name: WEEKDAYS[weekday]! }).check()
    await form.getByLabel('Horário do jogo').fill(time)
    await form.getByLabel('Abre quantos dias antes').fill('1')
    await form.getByLabel('Local').fill(place)
    await form.getByRole('button', { name: 'Salvar jogo' }).click()
    return form
  }
  await addGame(first, '21:00', 'Quadra Coberta')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await addGame(second, '20:00', 'Campo do Zé')
  const name = (day: number) =>
    `${WEEKDAYS[day]!.charAt(0).toUpperCase()}${WEEKDAYS[day]!.slice(1)}`
  const firstLabel = `${name(first)} 21:00 — Quadra Coberta`
  const secondLabel = `${name(second)} 20:00 — Campo do Zé`
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list).toContainText(firstLabel)
  await expect(list).toContainText(secondLabel)
  // The next openings interleave the two games, each naming its own.
  await expect(games.getByText(/^Jogo .* — abre /)).toHaveCount(3)
  await expect(games.getByText(firstLabel, { exact: true })).not.toHaveCount(0)
  await expect(games.getByText(secondLabel, { exact: true })).not.toHaveCount(0)

  // A weekday that already has a game is refused, naming it.
  const refused = await addGame(first, '08:00', 'Outro Campo')
  await expect(
    refused.getByText(`Dias da semana: ${WEEKDAYS[first]} já tem jogo na agenda (${firstLabel}).`),
  ).toBeVisible()
  await refused.getByRole('button', { name: 'Cancelar' }).click()

  await toastsGone(organiser)
  await games.scrollIntoViewIfNeeded()
  await noHorizontalScroll(organiser)
  expect(await seriousA11yViolations(organiser)).toEqual([])
  await snap(organiser, 'agenda-two-games-390')
  await snapElement(games, 'agenda-two-games-card-390')
  await organiser.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(organiser)
  await snap(organiser, 'agenda-two-games-320')
  await snapElement(games, 'agenda-two-games-card-320')

  // Editing one game leaves the other as it was.
  await games.getByRole('button', { name: `Editar ${firstLabel}` }).click()
  const edit = games.getByRole('form', { name: `Editar ${firstLabel}` })
  await edit.getByLabel('Horário do jogo').fill('21:30')
  await edit.getByRole('button', { name: 'Salvar jogo' }).click()
  await expect(list).toContainText(`${name(first)} 21:30 — Quadra Coberta`)
  await expect(list).toContainText(secondLabel)
})
