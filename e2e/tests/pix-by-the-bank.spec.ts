import { expect, test } from '@playwright/test'
import { FAKE_PSP, startFakePixPsp, type FakePixPsp } from '../../server/test/fake-pix-psp.ts'
import { journeyGroup, lookAtOnPhone, newPage, signedIn } from '../support.ts'

// Charges paid by the bank (ADR 052): the organiser connects the group's PSP (a local fake of the
// API Pix at E2E_PORT + 4, e2e/playwright.config.ts), a player pays the charge's own Pix in their
// bank app (the fake settles the cob and posts the webhook), and the open page says 'Pago'.
const group = journeyGroup(import.meta.filename)
const port = Number(process.env.E2E_PORT ?? 3100)
let psp: FakePixPsp

test.beforeAll(async () => {
  psp = await startFakePixPsp({ port: port + 4 })
})
test.afterAll(() => psp.close())

test('the organiser connects the bank, a player pays the dynamic Pix, the charge turns Pago by itself', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/configuracoes')
  await organiser.getByLabel('Tipo da chave Pix').selectOption('email')
  await organiser.getByLabel('Chave Pix', { exact: true }).fill('tesouraria@pelada.example')
  await organiser.getByLabel('Nome do recebedor').fill('Tesouraria da Quinta')
  await organiser.getByLabel('Cidade do recebedor').fill('São Paulo')
  await organiser.getByLabel('Mensalidade (R$)').fill('80,00')
  await organiser.getByRole('button', { name: 'Salvar financeiro' }).click()
  await expect(organiser.getByText('Financeiro salvo.', { exact: false })).toBeVisible()

  // 'Conta Pix do banco': the PSP refuses a wrong secret in pt-BR, then takes the right one.
  const card = organiser.getByRole('heading', { name: 'Conta Pix do banco' })
  await organiser.getByLabel('Client ID').fill(FAKE_PSP.clientId)
  await organiser.getByLabel('Client secret').fill('segredo-errado')
  await card.scrollIntoViewIfNeeded()
  await lookAtOnPhone(organiser, 'pix-psp-form')
  await organiser.getByRole('button', { name: 'Conectar banco' }).click()
  await expect(
    organiser.getByText('Não conectou: O banco recusou o client ID ou o client secret.').first(),
  ).toBeVisible()
  await organiser.getByLabel('Client secret').fill(FAKE_PSP.clientSecret)
  await organiser.getByRole('button', { name: 'Conectar banco' }).click()
  await expect(organiser.getByText(/^Conectado a/)).toBeVisible()
  await organiser.getByRole('button', { name: 'Testar conexão' }).click()
  await expect(
    organiser.getByText('Conexão funcionando: o banco aceitou as credenciais.'),
  ).toBeVisible()
  await lookAtOnPhone(organiser, 'pix-psp-connected')

  // Bruninho's charge shows the bank's own Pix (the cob the PSP made for it).
  const player = await newPage(browser, baseURL)
  await signedIn(player, group.member)
  await player.goto('/perfil#minhas-cobrancas')
  await expect(
    player.getByText('Pague com este Pix: a cobrança aparece como paga sozinha, em segundos.'),
  ).toBeVisible({ timeout: 15_000 })
  const code = await player.getByLabel('Pix copia e cola').inputValue()
  const cob = [...psp.cobs.values()].find((made) => made.pixCopiaECola === code)
  expect(cob?.valor.original).toBe('80.00')
  await expect(player.getByRole('img', { name: /^QR code Pix de R\$ 80,00/ })).toBeVisible()
  await lookAtOnPhone(player, 'pix-dynamic-code')

  // He pays in his bank app: the PSP settles the cob and posts its notice; no reload here.
  const paid = await psp.pay(cob!.txid)
  expect(paid.status).toBe(200)
  await expect(player.getByText(/^Pago via Pix — \d{2}\/\d{2}/)).toBeVisible({ timeout: 5_000 })
  await expect(player.getByText('Tudo pago. Valeu!')).toBeVisible()
  await lookAtOnPhone(player, 'pix-paid')
  expect(psp.violations).toEqual([])
})
