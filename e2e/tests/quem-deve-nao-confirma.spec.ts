import { expect, test } from '@playwright/test'
import {
  api,
  atBothWidths,
  bidNextWeek,
  groupLocal,
  journeyGroup,
  lookAtOnPhone,
  newPage,
  signedIn,
  snapElement,
} from '../support.ts'

// 'Quem deve não confirma' (ADR 056): with the rule on, Bruninho owes a charge 10 days overdue.
// /check-in says why he cannot check in, with the amount and the Pix code right there; he pays a
// part in cash (recorded on /financeiro, he still owes the rest), then the rest by Pix, which the
// organiser confirms by hand, and his 'Fazer Check-in' goes through at once.
const group = journeyGroup(import.meta.filename)
const REASON =
  'Você tem R$ 39,90 em atraso há mais de 3 dias com a pelada. Pague o Pix para confirmar presença.'

test('a player who owes sees why with the Pix, pays, and checks in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  const settings = await api(organiser, 'PUT', '/finance/settings', {
    pixKeyType: 'email',
    pixKey: 'tesouraria@pelada.example',
    receiverName: 'Tesouraria da Quinta',
    receiverCity: 'São Paulo',
    monthlyFeeCents: null,
    gameFeeCents: null,
    dueDay: 10,
    courtCostCents: null,
    blockOverdueDays: 3,
  })
  expect(settings.status()).toBe(200)
  const { members } = (await (await api(organiser, 'GET', '/finance/charges')).json()) as {
    members: { companyPlayerId: number; name: string }[]
  }
  const bruninho = members.find((member) => member.name === 'Bruninho')!
  const tenDaysAgo = groupLocal(new Date(Date.now() - 10 * 24 * 3600 * 1000)).slice(0, 10)
  const charge = await api(organiser, 'POST', '/finance/charges', {
    companyPlayerId: bruninho.companyPlayerId,
    description: 'Churrasco do aniversário',
    amountCents: 3990,
    dueDate: tenDaysAgo,
  })
  expect(charge.status()).toBe(200)
  await bidNextWeek(organiser)

  // Bruninho opens /check-in: the block, its amount and the Pix code, before he taps anything.
  const player = await newPage(browser, baseURL)
  await signedIn(player, group.member)
  await player.goto('/check-in')
  const block = player.getByRole('region', { name: 'Check-in bloqueado' })
  await expect(block.getByText(REASON)).toBeVisible()
  await expect(block.getByText('R$ 39,90', { exact: true })).toBeVisible()
  expect(await block.getByLabel('Pix copia e cola').inputValue()).toMatch(
    /^000201.*br\.gov\.bcb\.pix.*tesouraria@pelada\.example.*540539\.90/,
  )
  await expect(block.getByRole('img', { name: /^QR code Pix de R\$ 39,90/ })).toBeVisible()
  await atBothWidths(player, 'check-in-blocked')
  // The server refuses the tap too, in the same words.
  await player.getByRole('button', { name: 'Fazer Check-in' }).click()
  await expect(player.getByText(`Check-in bloqueado: ${REASON}`)).toBeVisible()

  // He pays R$ 20,00 in cash: the organiser records the part; he still owes the rest.
  await organiser.goto('/financeiro')
  await organiser
    .getByRole('button', { name: 'Detalhes de Bruninho: Churrasco do aniversário' })
    .click()
  const details = organiser.getByRole('dialog')
  await details.getByLabel('Valor recebido (R$)').fill('20,00')
  await details.getByRole('button', { name: 'Confirmar em dinheiro' }).click()
  await expect(organiser.getByText('Pagamento parcial registrado.')).toBeVisible()
  await expect(organiser.getByText('Pago R$ 20,00 — faltam R$ 19,90')).toBeVisible()
  await lookAtOnPhone(organiser, 'financeiro-partial')
  await snapElement(organiser.getByTestId('charge-row').first(), 'financeiro-partial-row-390')
  await player.reload()
  await expect(
    block.getByText(
      'Você tem R$ 19,90 em atraso há mais de 3 dias com a pelada. Pague o Pix para confirmar presença.',
    ),
  ).toBeVisible()

  // He pays the rest by Pix; the organiser sees it in the bank and confirms it with the tick.
  await organiser
    .getByRole('button', { name: 'Confirmar Pix de Bruninho: Churrasco do aniversário' })
    .click()
  await expect(organiser.getByText('Pagamento confirmado.', { exact: false })).toBeVisible()

  // Unblocked at once: the same tap now checks him in.
  await player.getByRole('button', { name: 'Fazer Check-in' }).click()
  await expect(player.getByText('Check-in realizado com sucesso!')).toBeVisible()
  await expect(block).toBeHidden()
})
