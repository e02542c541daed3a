import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import { getJson, openAsScanner } from '../link-checks.ts'
import { addAuthenticator, copyPasskey, type StoredPasskey } from '../passkeys.ts'
import {
  atBothWidths,
  freshBid,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  PHONE,
  signedIn,
  SMALL_PHONE,
  snap,
  tokenOf,
  toastsGone,
  waitForEmail,
} from '../support.ts'

// From the WhatsApp group to 'Vou jogar' without a password (ADR 049), on a phone, with
// Chromium's virtual authenticator standing in for the fingerprint. The sign-in link and Google:
// sign-in-without-password.spec.ts.

const group = journeyGroup(import.meta.filename)
const stamp = Date.now()
let organiser: Record<string, string> = {}
let invitePath = ''
let rafasPasskey: StoredPasskey | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  organiser = await tokenOf(request, group.organiser)
  // A BID with room, whatever ran before: a newcomer's check-in confirms.
  await freshBid(request, organiser)
  // 'Colar lista': Rafa, a mensalista nobody has joined as yet.
  const pasted = await request.post('/v1/company-players/bulk-create', {
    headers: organiser,
    data: { players: [{ fullName: 'Rafa', goalkeeper: false, typePlayer: 'monthly' }] },
  })
  expect(pasted.status()).toBe(200)
  const { url } = await getJson(request, '/company-players/invite-link', organiser)
  invitePath = new URL(url).pathname
  expect(invitePath).toMatch(/^\/entrar-na-pelada\/[\w-]+$/)
})

/**
 * Taps as a person makes them, for ADR 049's before-and-after: a field is a tap and its typing,
 * at a thumb's pace on a phone keyboard (about four characters a second).
 */
function tapCounter() {
  let taps = 0
  return {
    tap: async (target: Locator) => {
      taps += 1
      await target.click()
    },
    type: async (field: Locator, value: string) => {
      taps += 1
      await field.click()
      await field.pressSequentially(value, { delay: 250 })
    },
    get taps() {
      return taps
    },
  }
}

async function checkIn(page: Page, tap: (target: Locator) => Promise<void>) {
  const next = page.getByRole('region', { name: /^Próximo BID #\d+$/ })
  await tap(next.getByRole('button', { name: 'Fazer Check-in' }))
  await expect(next.getByText('Seu status:')).toContainText('Confirmado')
}

test("a newcomer from the group's link to 'Confirmado': 'Não estou na lista', a name, a fingerprint", async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, PHONE)
  await addAuthenticator(page)
  const count = tapCounter()
  const started = Date.now()
  await page.goto(invitePath)
  await expect(page.getByRole('heading', { name: 'Você é um destes?' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Rafa$/ })).toBeVisible()
  await count.tap(page.getByRole('button', { name: 'Não estou na lista' }))
  await count.type(page.getByLabel('Como te chamam no grupo?'), 'Téo Novato')
  // Then the fingerprint: the virtual authenticator's answer.
  await count.tap(page.getByRole('button', { name: 'Criar chave de acesso' }))
  await expect(page).toHaveURL(/\/dashboard$/)
  await checkIn(page, count.tap)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const timing = `invite link → Confirmado: ${count.taps} taps and a fingerprint, 1 field, ${seconds} s`
  console.log(timing)
  test.info().annotations.push({ type: 'timing', description: timing })
  await page.context().close()
})

test("a pasted player finds 'Rafa', claims it with a passkey, the organiser confirms, and Rafa checks in", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const page = await newPage(browser, baseURL, PHONE)
  const phone = await addAuthenticator(page)
  await page.goto(invitePath)
  const list = page.getByRole('region', { name: 'Você é um destes?' })
  await expect(list).toBeVisible()
  await atBothWidths(page, 'join-voce-e-um-destes')

  await list.getByRole('button', { name: /^Rafa$/ }).click()
  await expect(page.getByRole('heading', { name: 'Entrar como Rafa' })).toBeVisible()
  await expect(page.getByLabel('Como te chamam no grupo?')).toHaveValue('Rafa')
  await atBothWidths(page, 'join-entrar-como-rafa')
  await page.getByLabel('Como te chamam no grupo?').fill('Rafael Souza')
  await page.getByRole('button', { name: 'Criar chave de acesso' }).click()

  // The claim waits for an organiser; the page says so and keeps looking.
  await expect(page).toHaveURL(/\/pedido-de-entrada$/)
  await expect(page.getByRole('heading', { name: 'Aguardando o organizador' })).toBeVisible()
  await snap(page, 'join-aguardando-organizador-390')
  expect(await seriousA11yViolations(page)).toEqual([])
  const [passkey] = await phone.passkeys()
  expect(passkey?.rpId).toBe('localhost')
  rafasPasskey = passkey

  // Another phone knows nothing of the name while it waits: nobody can claim it twice.
  const other = await newPage(browser, baseURL, PHONE)
  await other.goto(invitePath)
  await expect(
    other.getByRole('button', { name: /Rafa\s*Aguardando o organizador/ }),
  ).toBeDisabled()
  await other.context().close()

  // The organiser's one tap in /jogadores.
  const org = await newPage(browser, baseURL, PHONE)
  await signedIn(org, group.organiser)
  await org.goto('/jogadores')
  const claims = org.getByRole('region', { name: 'Quem entrou pela lista' })
  await expect(claims.getByText(/Rafael Souza\s*diz ser\s*Rafa/)).toBeVisible()
  await noHorizontalScroll(org)
  await snap(org, 'join-jogadores-pedido-390', { fullPage: false })
  expect(await seriousA11yViolations(org)).toEqual([])
  await org.setViewportSize(SMALL_PHONE)
  await noHorizontalScroll(org)
  await claims.scrollIntoViewIfNeeded()
  await snap(org, 'join-jogadores-pedido-320', { fullPage: false })
  await org.setViewportSize(PHONE)
  await claims.getByRole('button', { name: 'Confirmar que Rafael Souza é Rafa' }).click()
  await expect(org.getByText('Entrada confirmada! O jogador já pode usar o Bidfut.')).toBeVisible()
  await expect(claims.getByText('Rafael Souza entrou como Rafa')).toBeVisible()
  await org.context().close()

  // Rafa's page sees it and enters with one tap; the mensalista's place is his.
  await expect(page.getByRole('heading', { name: 'Confirmado!' })).toBeVisible({ timeout: 15_000 })
  await snap(page, 'join-confirmado-390')
  await page.getByRole('button', { name: 'Entrar na pelada' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await checkIn(page, (target) => target.click())
  await toastsGone(page)
  await snap(page, 'join-rafa-confirmado-390', { fullPage: false })
  await page.context().close()

  // One membership, the pasted one, now his: still a mensalista, now with an account.
  const roster = await getJson(request, '/company-players/list', organiser)
  const rafas = roster.monthlyPlayers.filter((p: { nickname: string }) => p.nickname === 'Rafa')
  expect(rafas).toMatchObject([{ name: 'Rafael Souza', activated: true, typePlayer: 'monthly' }])
})

test('later, Rafa signs in on a clean browser with the passkey alone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // Where the browser offers passkeys in the email field (conditional UI), picking Rafa's is
  // the sign-in; the virtual authenticator picks it as soon as it is offered.
  const suggested = await newPage(browser, baseURL, PHONE)
  const first = await addAuthenticator(suggested)
  await copyPasskey(first, rafasPasskey!)
  await suggested.goto('/login')
  await expect(suggested).toHaveURL(/\/dashboard$/)
  await expect(suggested.getByText('Olá, Rafael!')).toBeVisible()
  // Its counter moved on: a copy with the old one would be refused as a cloned key.
  ;[rafasPasskey] = await first.passkeys()
  await suggested.context().close()

  // A browser without those suggestions: the button.
  const page = await newPage(browser, baseURL, PHONE)
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false
  })
  await copyPasskey(await addAuthenticator(page), rafasPasskey!)
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Entrar com chave de acesso' })).toBeVisible()
  await atBothWidths(page, 'login-sem-senha')
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Olá, Rafael!')).toBeVisible()

  // /perfil asks what the short join did not, and lists the passkey by name.
  await page.goto('/perfil')
  const keys = page.getByRole('region', { name: 'Chaves de acesso' })
  await expect(keys.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Complete seu cadastro' })).toBeVisible()
  await toastsGone(page)
  await atBothWidths(page, 'perfil-chaves-de-acesso')
  await page.context().close()
})

test("'Link do jogador': the organiser sends Dudu his own link, and it needs no confirmation", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const org = await newPage(browser, baseURL, PHONE)
  await signedIn(org, group.organiser)
  const pasted = await org.request.post('/v1/company-players/bulk-create', {
    headers: organiser,
    data: { players: [{ fullName: 'Dudu Lateral', goalkeeper: false, typePlayer: 'sporadic' }] },
  })
  expect(pasted.status()).toBe(200)
  await org.goto('/jogadores')
  await org.getByRole('tab', { name: /Avulsos/ }).click()
  await org.getByRole('button', { name: 'Link do jogador Dudu Lateral' }).click()
  const dialog = org.getByRole('dialog', { name: 'Link do jogador: Dudu Lateral' })
  const link = dialog.getByRole('textbox', { name: 'Link do jogador' })
  await expect(link).toHaveValue(/\/jogador\/[\w.-]+$/)
  await expect(dialog.getByRole('link', { name: 'Enviar no WhatsApp' })).toBeVisible()
  await atBothWidths(org, 'jogadores-link-do-jogador', { fullPage: false })
  const path = new URL(await link.inputValue()).pathname
  await org.context().close()

  // WhatsApp's preview and a scanner open it: nothing happens.
  const scanner = await newPage(browser, baseURL, PHONE)
  expect(await openAsScanner(scanner, path)).toEqual([])
  await scanner.context().close()

  const page = await newPage(browser, baseURL, PHONE)
  await addAuthenticator(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Você é Dudu Lateral?' })).toBeVisible()
  await atBothWidths(page, 'jogador-link')
  await page.getByLabel('Como te chamam no grupo?').fill('Dudu')
  await page.getByRole('button', { name: 'Criar chave de acesso' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Olá, Dudu!')).toBeVisible()
  await page.context().close()
})

test("a name with an email on file: the claim waits for that address's 'Sou eu', and opening the email changes nothing", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const betosEmail = `beto.${stamp}@exemplo.test`
  const added = await request.post('/v1/company-players/create-company-player', {
    headers: organiser,
    data: {
      fullName: 'Roberto Alves',
      nickname: 'Beto',
      playerPosition: 'defender',
      typePlayer: 'monthly',
      email: betosEmail,
    },
  })
  expect(added.status()).toBe(200)

  const page = await newPage(browser, baseURL, PHONE)
  await addAuthenticator(page)
  await page.goto(invitePath)
  await page.getByRole('button', { name: /^Beto$/ }).click()
  await page.getByRole('button', { name: 'Criar chave de acesso' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando o organizador' })).toBeVisible()
  await page.setViewportSize(SMALL_PHONE)
  await noHorizontalScroll(page)
  await snap(page, 'join-aguardando-organizador-320')
  await page.setViewportSize(PHONE)

  const sent = await waitForEmail(betosEmail, /^Confirme que você é Beto$/, { timeout: 150_000 })
  const path = new URL(/https?:\/\/\S+\/confirmar-vinculo\/[\w-]+/.exec(sent.text ?? '')![0])
    .pathname
  const scanner = await newPage(browser, baseURL, PHONE)
  expect(await openAsScanner(scanner, path)).toEqual([])
  await scanner.context().close()
  await expect(page.getByRole('heading', { name: 'Aguardando o organizador' })).toBeVisible()

  const inbox = await newPage(browser, baseURL, PHONE)
  await inbox.goto(path)
  await expect(inbox.getByRole('heading', { name: 'É você, Beto?' })).toBeVisible()
  await atBothWidths(inbox, 'confirmar-vinculo')
  await inbox.getByRole('button', { name: 'Sou eu' }).click()
  await expect(inbox.getByRole('heading', { name: 'Pronto!' })).toBeVisible()
  await inbox.context().close()

  await expect(page.getByRole('heading', { name: 'Confirmado!' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Entrar na pelada' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.context().close()
})
