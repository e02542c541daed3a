import { expect, test } from '@playwright/test'
import {
  atBothWidths,
  bidNextWeek,
  journeyGroup,
  newPage,
  signedIn,
  SMALL_PHONE,
  snap,
  toastsGone,
  waitForEmail,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// 'Lembrar quem não respondeu': a new BID's regulars have not answered yet; the
// organiser reminds them in one tap on a phone, sees whom, and a second tap says when it can go.
test('an organiser reminds the players who have not answered, once every 6 hours', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await bidNextWeek(organiser)
  await organiser.goto('/bid-atual')

  const nudge = organiser.getByRole('button', { name: 'Lembrar quem não respondeu' })
  await nudge.click()
  const sent = organiser.getByRole('status').filter({ hasText: 'Lembrete enviado a' })
  await expect(sent).toContainText(/Lembrete enviado a \d+ jogadores: .*Bruninho/u)
  await expect(
    organiser.getByRole('button', { name: 'Enviar a lista de quem não respondeu no grupo' }),
  ).toBeVisible()
  await nudge.evaluate((button) => button.scrollIntoView({ block: 'center' }))
  await atBothWidths(organiser, 'bid-atual-nudge', { fullPage: false })

  // Bruninho hears it by email, with the reminder's one-tap answers.
  const email = await waitForEmail(group.member, /^Lembrete: BID #\d+/u)
  expect(email.text).toContain('Você ainda não respondeu. Vai jogar?')

  await toastsGone(organiser)
  await nudge.click()
  const refused = organiser.getByRole('alert').filter({ hasText: 'Um lembrete já foi enviado' })
  await expect(
    refused.getByText(
      /Um lembrete já foi enviado há menos de 6 horas\. O próximo pode ser enviado a partir de \p{L}+, \d\d\/\d\d às \d\d:\d\d\./u,
    ),
  ).toBeVisible()
  await nudge.evaluate((button) => button.scrollIntoView({ block: 'center' }))
  await atBothWidths(organiser, 'bid-atual-nudge-again', { fullPage: false })
})

// The group's reminder hours: 48 h and 3 h before kick-off, each to who has not answered.
test('an administrator chooses the hours of the reminders to who has not answered', async ({
  browser,
  baseURL,
}) => {
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/configuracoes')
  const hours = organiser.getByRole('textbox', {
    name: 'Lembrar quem não respondeu (horas antes do jogo)',
  })
  await hours.fill('3, 48')
  await organiser.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(organiser.getByText('Configurações salvas.')).toBeVisible()
  await expect(hours).toHaveValue('48, 3')
  await toastsGone(organiser)
  await hours.evaluate((input) => input.scrollIntoView({ block: 'center' }))
  await atBothWidths(organiser, 'configuracoes-reminder-hours', { fullPage: false })
  await organiser.setViewportSize(SMALL_PHONE)
  await hours.evaluate((input) => input.scrollIntoView({ block: 'center' }))
  await snap(organiser, 'configuracoes-reminder-hours-field-320', { fullPage: false })
})
