import { expect, test } from '@playwright/test'
import {
  atBothWidths,
  bidNextWeek,
  journeyGroup,
  newPage,
  signedIn,
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
