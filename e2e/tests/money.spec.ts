import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, journeyGroup, lookAtOnPhone, newPage, PHONE, signedIn, snap } from '../support.ts'

const group = journeyGroup(import.meta.filename)

/** Bruninho's line on /financeiro's checklist: his monthly fee. */
const bruninhoOn = (page: Page) =>
  page
    .getByRole('list', { name: 'Cobranças' })
    .getByRole('listitem')
    .filter({ hasText: 'Bruninho' })

/**
 * How many charge lines one phone screen of the list shows whole, between the sticky header and
 * the bottom navigation, with the list's first line at the top.
 */
async function linesInOneScreen(page: Page) {
  const rows = page.getByTestId('charge-row')
  return rows.evaluateAll((lines) => {
    const top = document.querySelector('header.sticky')?.getBoundingClientRect().bottom ?? 0
    const nav = document.querySelector('nav[aria-label="Navegação inferior"]')
    const bottom = nav?.getBoundingClientRect().top ?? window.innerHeight
    window.scrollBy(0, lines[0]!.getBoundingClientRect().top - top)
    return lines.filter((line) => {
      const box = line.getBoundingClientRect()
      return box.top >= top - 1 && box.bottom <= bottom + 1
    }).length
  })
}

test('the organiser sets the Pix, a player pays with the code, the organiser confirms, summary and CSV agree', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)

  // /configuracoes → Financeiro: a CPF with a wrong digit says so; the right one saves.
  await organiser.goto('/configuracoes')
  await organiser.getByLabel('Tipo da chave Pix').selectOption('cpf')
  await organiser.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-24')
  await organiser.getByLabel('Nome do recebedor').fill('Tesouraria da Quinta')
  await organiser.getByLabel('Cidade do recebedor').fill('São Paulo')
  await organiser.getByLabel('Mensalidade (R$)').fill('80,00')
  await organiser.getByLabel('Valor por jogo (R$)').fill('25,00')
  await organiser.getByLabel('Custo da quadra por jogo (R$)').fill('300,00')
  await organiser.getByRole('button', { name: 'Salvar financeiro' }).click()
  await expect(
    organiser.getByText('CPF inválido: confira os dígitos da chave Pix').first(),
  ).toBeVisible()
  await organiser.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-25')
  await organiser.getByRole('button', { name: 'Salvar financeiro' }).click()
  await expect(organiser.getByText('Financeiro salvo.', { exact: false })).toBeVisible()
  await lookAtOnPhone(organiser, 'money-configuracoes')

  // The month's charges are there: on a phone a checklist, a screenful of lines at a glance.
  await organiser.goto('/financeiro')
  await expect(bruninhoOn(organiser).getByText(/\d{2}\/\d{2} · Mensalidade de /)).toBeVisible()
  await expect(bruninhoOn(organiser).getByText('Em aberto')).toBeVisible()
  expect(await linesInOneScreen(organiser)).toBeGreaterThanOrEqual(6)
  await lookAtOnPhone(organiser, 'money-financeiro')
  // On a desktop the same rows are a table in the CSV's columns.
  await organiser.setViewportSize(DESKTOP)
  const table = organiser.getByRole('table', { name: 'Cobranças do mês e atrasadas' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Jogador',
    'Descrição',
    'Vencimento',
    'Valor (R$)',
    'Situação',
    'Ações',
  ])
  await table.getByRole('button', { name: 'Valor (R$)' }).click()
  await expect(table.getByRole('columnheader', { name: 'Valor (R$)' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await snap(organiser, 'money-financeiro-1280', { fullPage: false })
  await organiser.setViewportSize(PHONE)

  // Bruninho sees the card on /dashboard, copies the Pix code on /perfil and taps 'Já paguei'.
  const player = await newPage(browser, baseURL)
  await player.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedIn(player, group.member)
  const card = player.getByRole('heading', { name: 'Minhas cobranças' })
  await expect(card).toBeVisible()
  await expect(player.getByText('1 cobrança em aberto')).toBeVisible()
  await lookAtOnPhone(player, 'money-dashboard')
  await player.getByRole('link', { name: 'Pagar com Pix' }).click()
  await expect(player).toHaveURL(/\/perfil#minhas-cobrancas$/)
  await expect(player.getByRole('img', { name: /^QR code Pix de R\$ 80,00/ })).toBeVisible()
  await player.getByRole('button', { name: 'Copiar código Pix' }).click()
  const copied = await player.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^000201.*br\.gov\.bcb\.pix011152998224725.*540580\.00.*6304[0-9A-F]{4}$/)
  await expect(player.getByLabel('Pix copia e cola')).toHaveValue(copied)
  await lookAtOnPhone(player, 'money-minhas-cobrancas')
  await player.getByRole('button', { name: 'Já paguei' }).click()
  await expect(player.getByText('Informado pelo jogador')).toBeVisible()

  // The organiser finds it under 'Informado pelo jogador' and confirms the Pix in one tap.
  await organiser.reload()
  await organiser.getByRole('button', { name: 'Informado pelo jogador' }).click()
  await bruninhoOn(organiser)
    .getByRole('button', { name: /^Confirmar Pix de Bruninho/ })
    .click()
  await expect(organiser.getByText('Pagamento confirmado.')).toBeVisible()
  // The month read again (the charge leaves this filter, the summary moves): a tap before it
  // lands could meet the filters where they were.
  await expect(organiser.getByText('Nenhuma cobrança com esta situação.')).toBeVisible()
  await organiser.getByRole('button', { name: 'Pago', exact: true }).click()
  await expect(bruninhoOn(organiser).getByText('Pago')).toBeVisible()

  // The history says who confirmed, and when.
  await bruninhoOn(organiser)
    .getByRole('button', { name: /^Detalhes de Bruninho/ })
    .click()
  const dialog = organiser.getByRole('dialog')
  await expect(dialog.getByText('Pagamento confirmado (Pix)')).toBeVisible()
  await expect(dialog.getByText('Jogador informou que pagou')).toBeVisible()
  await lookAtOnPhone(organiser, 'money-historico')
  await organiser.keyboard.press('Escape')

  // The summary and the CSV agree: R$ 80,00 received.
  const received = organiser.locator('dt', { hasText: 'Recebido' }).locator('+ dd')
  await expect(received).toHaveText('R$ 80,00')
  const outstanding = await organiser
    .locator('dt', { hasText: 'Em aberto' })
    .locator('+ dd')
    .textContent()
  const [download] = await Promise.all([
    organiser.waitForEvent('download'),
    organiser.getByRole('button', { name: 'Exportar CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^financeiro-\d{4}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  expect(csv).toContain('Jogador;Descrição;Vencimento;Valor (R$);Situação;Forma de pagamento')
  expect(csv).toMatch(/\r\nBruninho;Mensalidade de [^;]+;\d{2}\/\d{2}\/\d{4};80,00;Pago;Pix\r\n/)
  expect(csv).toContain('\r\nRecebido;80,00\r\n')
  expect(csv).toContain(`\r\nEm aberto;${outstanding!.replace('R$ ', '').replaceAll('.', '')}\r\n`)
})
