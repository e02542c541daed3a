import { expect, test } from '@playwright/test'
import {
  api,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  openBidWithConfirmedPlayers,
  type OpenLiveBid,
  signedIn,
  snap,
  toastsGone,
  waitForEmail,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

const DAY = 24 * 3600 * 1000

/** A team size the confirmed outfield players do not divide, so the last team is incomplete. */
function sizeLeavingAnIncompleteTeam(bid: OpenLiveBid): number {
  const outfield = [...bid.monthly, ...bid.sporadicPlayers].filter(
    (e) => e.status === 'confirmed' && e.playerPosition !== 'goalkeeper',
  ).length
  const size = [5, 4, 6, 3, 7].find((k) => outfield % k !== 0 && outfield >= 2 * k)
  if (!size) throw new Error(`no team size leaves an incomplete team for ${outfield} players`)
  return size
}

test.describe.configure({ mode: 'serial' })

let bid: OpenLiveBid
test.beforeAll(async ({ request }) => {
  bid = await openBidWithConfirmedPlayers(request, group)
})

test('an organiser moves the BID on a phone; the check-in and the email show it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // A day after the BID's own, so the date really changes whatever weekday the run falls on.
  const newDay = new Date(Date.parse(`${bid.dayOfMatch.slice(0, 10)}T12:00:00Z`) + DAY)
    .toISOString()
    .slice(0, 10)
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/bid-atual')
  await organiser.getByRole('button', { name: 'Editar BID' }).click()
  const dialog = organiser.getByRole('dialog', { name: `Editar BID #${bid.number}` })
  await expect(dialog.getByLabel('Data')).not.toHaveValue('')
  await expect(dialog.getByLabel('Horário')).not.toHaveValue('')
  await dialog.getByLabel('Data').fill(newDay)
  await dialog.getByLabel('Horário').fill('21:30')
  await dialog.getByLabel('Local (opcional)').fill('Arena Nova do Edit')
  await snap(organiser, 'edit-bid-dialog-390', { fullPage: false })
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(organiser.getByText('BID atualizado com sucesso.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(organiser.getByText('Arena Nova do Edit').first()).toBeVisible()
  const share = organiser.getByRole('button', { name: 'Compartilhar lista de presença' })
  await share.scrollIntoViewIfNeeded()
  await toastsGone(organiser)
  await snap(organiser, 'bid-actions-share-390', { fullPage: false })
  await noHorizontalScroll(organiser)
  await organiser.setViewportSize({ width: 320, height: 700 })
  await share.scrollIntoViewIfNeeded()
  await noHorizontalScroll(organiser)
  await snap(organiser, 'bid-actions-share-320', { fullPage: false })

  const member = await newPage(browser, baseURL)
  await signedIn(member, group.member)
  await member.goto('/check-in')
  const [, month, dayOfMonth] = newDay.split('-')
  const when = member.getByRole('definition')
  await expect(when.filter({ hasText: '21:30' })).toBeVisible()
  await expect(when.filter({ hasText: 'Arena Nova do Edit' })).toBeVisible()
  await snap(member, 'check-in-after-edit-bid-390', { fullPage: false })

  const email = await waitForEmail(group.member, new RegExp(`^BID #${bid.number}: nova data`))
  expect(email.text).toContain(`Quando: `)
  expect(email.text).toContain(`${dayOfMonth}/${month} às 21:30`)
  expect(email.text).toContain('Local: Arena Nova do Edit')
})

test('the draw marks the incomplete team and the goalkeepers at 390 px', async ({
  browser,
  baseURL,
}) => {
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/bid-atual')
  await organiser.getByRole('button', { name: 'Sortear Times' }).click()
  const dialog = organiser.getByRole('dialog', { name: 'Sortear Times' })
  const size = sizeLeavingAnIncompleteTeam(bid)
  await dialog.getByLabel('Jogadores de linha por time').selectOption(String(size))
  await dialog.getByRole('button', { name: 'Gerar Times' }).click()
  const teams = dialog.getByRole('region', { name: 'Times sorteados' })
  const last = teams.getByRole('article', { name: /^Time \d+ · incompleto$/ })
  await expect(last).toBeVisible()
  await expect(teams.getByRole('article', { name: 'Time 1' })).toBeVisible()
  await expect(teams.getByRole('img', { name: 'Goleiro' }).first()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Compartilhar times' })).toBeVisible()
  await toastsGone(organiser)
  await teams.getByRole('article', { name: 'Time 1' }).scrollIntoViewIfNeeded()
  await snap(organiser, 'team-draw-incomplete-390', { fullPage: false })
  await last.scrollIntoViewIfNeeded()
  await snap(organiser, 'team-draw-incomplete-last-390', { fullPage: false })

  // team-draw.spec.ts opens the dialog on the stored draw and expects the default size.
  if (size !== 5) {
    const redraw = await api(organiser, 'POST', '/bids/generate-teams-to-play', {
      quantityOfPlayersEachTeam: 5,
    })
    expect(redraw.status()).toBe(200)
  }
})
