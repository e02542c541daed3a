import { expect, test } from '@playwright/test'
import {
  atBothWidths,
  checkInAs,
  journeyGroup,
  newPage,
  openBidWithConfirmedPlayers,
  signedIn,
  snap,
  toastsGone,
  waitForEmail,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// A society field takes 14 (ADR 053): the organiser lowers the places on a phone, is asked first,
// and the last to confirm go to the head of the waiting list, each told by email.
test('an organiser lowers the places to 14; the last to confirm wait first in line', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const bid = await openBidWithConfirmedPlayers(request, group)
  const confirmed = [...bid.monthly, ...bid.goalkeepers, ...bid.sporadicPlayers].filter(
    (e) => e.status === 'confirmed',
  ).length
  // Two avulsos confirm last: they are the ones fewer places move.
  for (const n of [20, 21])
    expect((await checkInAs(request, group.player(n))).status).toBe('confirmed')
  expect(confirmed).toBeGreaterThanOrEqual(14)

  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/bid-atual')
  await organiser.getByRole('button', { name: 'Editar BID' }).click()
  const dialog = organiser.getByRole('dialog', { name: `Editar BID #${bid.number}` })
  await expect(dialog.getByLabel('Vagas')).toHaveValue('24')
  await dialog.getByLabel('Vagas').fill('14')
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click()

  const question = organiser.getByRole('alertdialog', { name: 'Menos vagas que confirmados' })
  await expect(question).toContainText('Com 14 vagas,')
  await expect(question).toContainText('vão para o início da lista de espera')
  await snap(organiser, 'places-fewer-question-390', { fullPage: false })
  await question.getByRole('button', { name: 'Mover para a lista de espera' }).click()
  await expect(organiser.getByText('BID atualizado com sucesso.')).toBeVisible()

  const bar = organiser.getByTestId('slot-bar')
  await expect(bar).toContainText('14/14 confirmados')
  await expect(bar).toContainText('BID lotado')
  await expect(bar).toContainText(`${confirmed + 2 - 14} na lista de espera`)
  await toastsGone(organiser)
  await atBothWidths(organiser, 'bid-atual-14-places', { fullPage: false })

  const moved = await newPage(browser, baseURL)
  await signedIn(moved, group.player(21))
  await moved.goto('/check-in')
  // The last to confirm is the last of those moved: who confirmed earlier waits ahead of them.
  await expect(moved.getByText(`Você é o ${confirmed + 2 - 14}º na lista de espera`)).toBeVisible()
  await atBothWidths(moved, 'check-in-moved-to-line', { fullPage: false })
  const email = await waitForEmail(group.player(21), /menos vagas, você está na lista de espera$/u)
  expect(email.text).toContain('para 14 vagas')
})
