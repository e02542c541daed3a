import { expect, test } from '@playwright/test'
import {
  startFakeOidcProvider,
  type FakeOidcProvider,
} from '../../server/test/fake-oidc-provider.ts'
import { getJson, openAsScanner } from '../link-checks.ts'
import { atBothWidths, journeyGroup, newPage, PHONE, tokenOf, waitForEmail } from '../support.ts'

// Signing in without a password (ADR 049): the emailed link, opened as a mail scanner first,
// and 'Entrar com Google' against a real OpenID provider (oidc-provider, started here) on the
// port the journeys' server expects it (E2E_PORT + 2, e2e/playwright.config.ts).

const group = journeyGroup(import.meta.filename)
const stamp = Date.now()
let organiser: Record<string, string> = {}
let provider: FakeOidcProvider | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request, baseURL }) => {
  organiser = await tokenOf(request, group.organiser)
  provider = await startFakeOidcProvider({
    port: Number(new URL(baseURL!).port) + 2,
    redirectUris: [`${baseURL}/entrar/google`],
  })
})

test.afterAll(async () => {
  await provider?.close()
})

test("'Receber link de acesso': the emailed link signs in on the tap, once, and opening it does nothing", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000)
  const email = group.player(6)
  const page = await newPage(browser, baseURL, PHONE)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Receber link de acesso' }).click()
  await expect(page.getByRole('status').filter({ hasText: /link/ })).toBeVisible()
  await page.context().close()

  const sent = await waitForEmail(email, /^Seu link para entrar no Bidfut$/, { timeout: 120_000 })
  const path = new URL(/https?:\/\/\S+\/entrar\/[\w-]+/.exec(sent.text ?? '')![0]).pathname
  const token = path.split('/').pop()!

  // A mail scanner opens it in a real browser: no write, the link still good.
  const scanner = await newPage(browser, baseURL, PHONE)
  expect(await openAsScanner(scanner, path)).toEqual([])
  await scanner.context().close()
  expect(await getJson(request, `/accounts/sign-in-link/${token}`)).toMatchObject({
    state: 'valid',
  })

  const person = await newPage(browser, baseURL, PHONE)
  await person.goto(path)
  await expect(person.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible()
  await atBothWidths(person, 'entrar-link')
  await person.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(person).toHaveURL(/\/dashboard$/)
  await person.context().close()

  const again = await newPage(browser, baseURL, PHONE)
  await again.goto(path)
  await expect(again.getByText('Este link já foi usado')).toBeVisible()
  await again.context().close()
})

test("'Entrar com Google': a newcomer joins from the group's link, a member signs in from /login", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const newcomer = `gui.${stamp}@gmail.example`
  const { url } = await getJson(request, '/company-players/invite-link', organiser)
  const page = await newPage(browser, baseURL, PHONE)
  await page.goto(new URL(url).pathname)
  await page
    .getByRole('button', { name: /^(Não estou na lista|Entrar como novo jogador)$/ })
    .click()
  await page.getByLabel('Como te chamam no grupo?').fill('Gui do Google')
  await page.getByRole('button', { name: 'Entrar com Google' }).click()
  // The provider's own page, as Google's account chooser.
  await expect(page.getByRole('heading', { name: 'Fazer login com o Google' })).toBeVisible()
  await page.getByLabel('Email').fill(newcomer)
  await page.getByRole('button', { name: 'Continuar' }).click()
  // The provider's redirects, the code exchange and the dashboard: seconds on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await page.context().close()
  const roster = await getJson(request, '/company-players/list', organiser)
  expect(
    roster.sporadicPlayers.filter((p: { email: string | null }) => p.email === newcomer),
  ).toMatchObject([{ name: 'Gui do Google', activated: true }])

  // A member whose verified Google email is the account's: signed in, no password.
  const member = await newPage(browser, baseURL, PHONE)
  await member.goto('/login')
  await member.getByRole('button', { name: 'Entrar com Google' }).click()
  // /login has an 'Email' field too: fill the provider's, once its page is there.
  await expect(member.getByRole('heading', { name: 'Fazer login com o Google' })).toBeVisible()
  await member.getByLabel('Email').fill(group.player(7))
  await member.getByRole('button', { name: 'Continuar' }).click()
  await expect(member).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await member.context().close()
})
