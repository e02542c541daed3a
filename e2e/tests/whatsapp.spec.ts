import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  buttonTap,
  startFakeWhatsAppCloud,
  statusUpdate,
  type FakeWhatsAppCloud,
} from '../../server/test/fake-whatsapp-cloud.ts'
import { getJson } from '../link-checks.ts'
import { addAuthenticator } from '../passkeys.ts'
import {
  atBothWidths,
  freshBid,
  journeyGroup,
  newPage,
  PHONE,
  SMALL_PHONE,
  snapElement,
  signedIn,
  snap,
  toastsGone,
  tokenOf,
} from '../support.ts'

// BID notices on WhatsApp (ADR 051): the player opts in on /perfil, the BID opens, the Cloud API
// (a local fake at E2E_PORT + 3, e2e/playwright.config.ts) 'taps' 'Vou jogar' in a signed
// webhook, and /check-in shows the player confirmed.
const group = journeyGroup(import.meta.filename)
const port = Number(process.env.E2E_PORT ?? 3100)
const PHONE_TYPED = '11987650041'
const TO = '5511987650041'

let fake: FakeWhatsAppCloud
test.beforeAll(async () => {
  fake = await startFakeWhatsAppCloud({ port: port + 3 })
})
test.afterAll(() => fake.close())

/** Meta posts a webhook delivery to the server, signed with the app secret. */
async function deliver(
  request: import('@playwright/test').APIRequestContext,
  webhook: { body: string; headers: Record<string, string> },
) {
  const answer = await request.post(`http://127.0.0.1:${port}/v1/webhooks/whatsapp`, {
    data: webhook.body,
    headers: webhook.headers,
  })
  expect(answer.status()).toBe(200)
}

/** The card holding `inside`, pictured at 390 and at 320 px. */
async function cardAtBothWidths(page: Page, inside: Locator, name: string) {
  const card = page.locator('div.rounded-xl').filter({ has: inside }).last()
  await snapElement(card, `${name}-390`)
  await page.setViewportSize(SMALL_PHONE)
  await snapElement(card, `${name}-320`)
  await page.setViewportSize(PHONE)
}

test('opt in, the BID opens, Vou jogar on WhatsApp confirms the player', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000)
  const player = await newPage(browser, baseURL)
  await signedIn(player, group.member)
  await player.goto('/perfil')
  const optIn = player.getByRole('switch', { name: 'Receber avisos pelo WhatsApp' })
  await expect(optIn).not.toBeChecked()
  await player.getByLabel('Celular com WhatsApp').fill(PHONE_TYPED)
  await optIn.click()
  await expect(optIn).toBeChecked()
  await expect(player.getByText('Avisos para +5511987650041')).toBeVisible()
  await toastsGone(player)
  await optIn.scrollIntoViewIfNeeded()
  await atBothWidths(player, 'whatsapp-perfil', { fullPage: false })
  await cardAtBothWidths(player, optIn, 'whatsapp-perfil-card')

  // The organiser opens the BID: 'BID aberto' goes out as the template, with its two buttons.
  const organiser = await tokenOf(request, group.organiser)
  const bid = await freshBid(request, organiser)
  await expect
    .poll(() => fake.sent.filter((m) => m.to === TO && m.template === 'bidfut_bid_aberto').length, {
      timeout: 15_000,
    })
    .toBe(1)
  const message = fake.sent.find((m) => m.to === TO && m.template === 'bidfut_bid_aberto')!
  expect(message.params[1]).toBe(String(bid.number))
  expect(fake.violations).toEqual([])

  await deliver(request, buttonTap(message, 'Vou jogar'))
  // Worked on the intake's nudge; beside the whole suite, at the latest by the queues' next
  // pass (30 s).
  await expect
    .poll(() => fake.sent.find((m) => m.to === TO && m.text !== null)?.text, { timeout: 45_000 })
    .toMatch(new RegExp(`^Confirmado no BID #${bid.number} — `))

  await player.goto('/check-in')
  await expect(player.getByText('Confirmado', { exact: true }).first()).toBeVisible()
  await snap(player, 'whatsapp-check-in-390')

  // Meta tells the message was delivered and read: the organiser sees it on /bid-atual.
  await deliver(request, statusUpdate(message, 'delivered'))
  await deliver(request, statusUpdate(message, 'read'))
  const desk = await newPage(browser, baseURL)
  await signedIn(desk, group.organiser)
  await expect
    .poll(
      async () => {
        await desk.goto('/bid-atual')
        return desk
          .getByText(/WhatsApp: 1 entregue, 1 lida/)
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          )
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  await desk.getByText(/WhatsApp: 1 entregue, 1 lida/).scrollIntoViewIfNeeded()
  await atBothWidths(desk, 'whatsapp-bid-atual', { fullPage: false })
  await desk.goto('/configuracoes')
  const usage = desk.getByText(/de \d+ mensagens em/)
  await expect(usage).toBeVisible()
  await usage.scrollIntoViewIfNeeded()
  await atBothWidths(desk, 'whatsapp-configuracoes', { fullPage: false })
  await cardAtBothWidths(desk, usage, 'whatsapp-configuracoes-card')
})

test("joins from the group's link with 'Receber avisos pelo WhatsApp' ticked: on from the start", async ({
  browser,
  baseURL,
  request,
}) => {
  const organiser = await tokenOf(request, group.organiser)
  const { url } = await getJson(request, '/company-players/invite-link', organiser)
  const page = await newPage(browser, baseURL, PHONE)
  await addAuthenticator(page)
  await page.goto(new URL(url as string).pathname)
  // 'Não estou na lista', or 'Entrar como novo jogador' when nobody is left to claim.
  await page
    .getByRole('button', { name: /^(Não estou na lista|Entrar como novo jogador)$/ })
    .click()
  await page.getByLabel('Como te chamam no grupo?').fill('Zeca do Zap')
  const tick = page.getByRole('checkbox', { name: 'Receber avisos pelo WhatsApp' })
  await expect(tick).not.toBeChecked()
  await tick.click()
  await page.getByLabel('Celular com WhatsApp').fill('21998760042')
  await tick.scrollIntoViewIfNeeded()
  await atBothWidths(page, 'whatsapp-join', { fullPage: false })
  await page.getByRole('button', { name: 'Criar chave de acesso' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // /perfil shows it on, for the number typed at join, by the person's own tick.
  await page.goto('/perfil')
  await expect(page.getByRole('switch', { name: 'Receber avisos pelo WhatsApp' })).toBeChecked()
  await expect(page.getByText('Avisos para +5521998760042')).toBeVisible()
  await page.context().close()
})
