import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  emailedPath,
  getJson,
  lastSegment,
  openAsScanner,
  signInApi,
  type Headers,
} from '../link-checks.ts'
import { groupLocal, journeyGroup, newPage, PHONE, snap } from '../support.ts'

// Mail scanners (Outlook Safe Links, corporate gateways) open every link of an email in a real
// browser with JavaScript on. Opening any link we send must change nothing; a person's tap does
// (ADR 024). Each link is opened in a fresh browser, left to settle, then checked through the
// API; then the tap is made and the change checked.

const group = journeyGroup(import.meta.filename)
// Monthly regulars: each gets the new BID's reminder.
const GOES = group.player(13)
const STAYS_HOME = group.player(14)
const LEAVES_REMINDERS = group.player(15)
const stamp = Date.now()
const PERSON = {
  name: 'Helena Prado Links',
  email: `helena.${stamp}@exemplo.test`,
  newEmail: `helena.nova.${stamp}@exemplo.test`,
  password: 'senha-da-helena',
}
const NEWCOMER = { name: 'Otávio Recém Chegado', email: `otavio.${stamp}@exemplo.test` }
const loginStatus = async (request: APIRequestContext, email: string, password: string) =>
  (
    await request.post('/v1/accounts/login', { data: { email, password, keepLogged: false } })
  ).status()
const LEMBRETE = /https?:\/\/\S+\/lembrete\/[\w-]{43}/

const bidStatusOf = async (request: APIRequestContext, headers: Headers) =>
  (await getJson(request, '/bids/get-information-check-in-bid', headers)).playerBidStatus

let organiser: Headers = {}
let bidNumber = 0

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  organiser = await signInApi(request, group.organiser)
  // A BID 36 h ahead: its reminders go out on the scheduler's next tick (within a minute).
  const current = await request.get('/v1/bids/current-bid', { headers: organiser })
  if (current.status() === 200) {
    const { bidDayId } = (await current.json()) as { bidDayId: number }
    const deleted = await request.delete(`/v1/bids/delete-bid/${bidDayId}`, { headers: organiser })
    expect(deleted.status()).toBe(200)
  }
  const kickOff = groupLocal(new Date(Date.now() + 36 * 3600_000)).slice(0, 13)
  const created = await request.post('/v1/bids/create-bid', {
    headers: organiser,
    data: { dayOfMatch: `${kickOff}:00:00`, location: 'Arena Society Vila Madalena' },
  })
  expect(created.status()).toBe(201)
  const bid = (await created.json()) as { number: number; bidDayId: number }
  bidNumber = bid.number
  // He had said he would play: the link he opens must not take his slot.
  const stays = await getJson(
    request,
    '/bids/get-information-check-in-bid',
    await signInApi(request, STAYS_HOME),
  )
  const confirmed = await request.put(
    `/v1/bids/update-status-player/${bid.bidDayId}/${stays.companyPlayerId}`,
    { headers: organiser, data: { status: 'confirmed' } },
  )
  expect(confirmed.status()).toBe(200)
})

test.afterAll(async ({ request }) => {
  // Later journeys find this player still getting reminders.
  const headers = await signInApi(request, LEAVES_REMINDERS)
  await request.put('/v1/profile/reminder-emails', {
    headers,
    data: { receiveReminderEmails: true },
  })
})

test('a reminder link answers nothing until the player taps: vou, não vou, sair', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000)
  const reminder = new RegExp(`^Lembrete: BID #${bidNumber}\\b`)
  const cases = [
    { email: GOES, answer: 'vou', button: 'Confirmar: vou jogar', before: 'waiting' },
    { email: STAYS_HOME, answer: 'nao-vou', button: 'Confirmar: não vou', before: 'confirmed' },
  ] as const
  for (const { email, answer, button, before } of cases) {
    const path = `${await emailedPath(email, reminder, LEMBRETE)}?resposta=${answer}`
    const player = await signInApi(request, email)
    expect(await bidStatusOf(request, player)).toBe(before)

    const page = await newPage(browser, baseURL, PHONE)
    const writes = await openAsScanner(page, path)
    expect(await bidStatusOf(request, player)).toBe(before)
    const link = await getJson(request, `/reminders/${lastSegment(path.split('?')[0]!)}`)
    expect(link).toMatchObject({ status: before, usable: true })
    expect(writes).toEqual([])
    await expect(page.getByRole('button', { name: button })).toBeVisible()
    await snap(page, `links-lembrete-${answer}-390`)

    await page.getByRole('button', { name: button }).click()
    await expect(page.getByRole('status').first()).toBeVisible()
    await expect
      .poll(() => bidStatusOf(request, player))
      .toBe(answer === 'vou' ? 'confirmed' : 'absent')
    await page.context().close()
  }

  const path = `${await emailedPath(LEAVES_REMINDERS, reminder, LEMBRETE)}?resposta=sair`
  const player = await signInApi(request, LEAVES_REMINDERS)
  const setting = () => getJson(request, '/profile/reminder-emails', player)
  expect(await setting()).toEqual({ receiveReminderEmails: true })
  const page = await newPage(browser, baseURL, PHONE)
  const writes = await openAsScanner(page, path)
  expect(await setting()).toEqual({ receiveReminderEmails: true })
  expect(writes).toEqual([])
  await page.getByRole('button', { name: 'Confirmar: não receber lembretes' }).click()
  await expect(
    page.getByText('Pronto: você não vai mais receber lembretes desta pelada.'),
  ).toBeVisible()
  expect(await setting()).toEqual({ receiveReminderEmails: false })
  await page.context().close()
})

test('account links change nothing on opening: sign-up, email change, reset, activation, invitation', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000)
  const registered = await request.post('/v1/accounts/register', {
    data: {
      nome: PERSON.name,
      email: PERSON.email,
      telefone: '11987650000',
      posicao: 'meio-campo',
      password: PERSON.password,
      confirmPassword: PERSON.password,
      nomeDaPelada: 'Pelada da Helena',
    },
  })
  expect(registered.status()).toBe(200)

  // The sign-up, confirmed from the address it names: opening the link creates nobody.
  const signupPath = await emailedPath(
    PERSON.email,
    /^Confirme seu cadastro/,
    /https?:\/\/\S+\/confirmar-cadastro\/[\w-]+/,
  )
  let page = await newPage(browser, baseURL, PHONE)
  let writes = await openAsScanner(page, signupPath)
  expect(writes).toEqual([])
  expect(await loginStatus(request, PERSON.email, PERSON.password)).toBe(401)
  await expect(page.getByText('Pelada da Helena')).toBeVisible()
  await snap(page, 'links-confirmar-cadastro-390')
  await page.getByRole('button', { name: 'Confirmar cadastro' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.context().close()
  const person = await signInApi(request, PERSON.email, PERSON.password)
  const profileEmail = async () => (await getJson(request, '/accounts/get-profile', person)).email

  // The email change, confirmed from the new address.
  const asked = await request.put('/v1/accounts/update-profile', {
    headers: person,
    data: { fullName: PERSON.name, email: PERSON.newEmail, password: PERSON.password },
  })
  expect(asked.status()).toBe(200)
  const confirmPath = await emailedPath(
    PERSON.newEmail,
    /^Confirme o seu novo email/,
    /https?:\/\/\S+\/confirmar-email\/[\w-]+/,
  )
  page = await newPage(browser, baseURL, PHONE)
  writes = await openAsScanner(page, confirmPath)
  expect(await profileEmail()).toBe(PERSON.email)
  expect(
    await getJson(request, `/accounts/confirm-email-change/${lastSegment(confirmPath)}`),
  ).toMatchObject({ state: 'valid' })
  expect(writes).toEqual([])
  await expect(page.getByText(PERSON.newEmail)).toBeVisible()
  await snap(page, 'links-confirmar-email-390')
  await page.getByRole('button', { name: 'Confirmar novo email' }).click()
  await expect(page.getByRole('heading', { name: 'Email alterado com sucesso!' })).toBeFocused()
  expect(await profileEmail()).toBe(PERSON.newEmail)
  await page.context().close()

  // The password reset: the link still works after opening, and only the form changes it.
  const forgot = await request.post('/v1/accounts/forgot-password', {
    data: { email: PERSON.newEmail },
  })
  expect(forgot.status()).toBe(200)
  const resetPath = await emailedPath(
    PERSON.newEmail,
    /^Redefinição de senha/,
    /https?:\/\/\S+\/redefinir-senha\/[\w-]+/,
  )
  page = await newPage(browser, baseURL, PHONE)
  writes = await openAsScanner(page, resetPath)
  expect(
    await getJson(request, `/accounts/reset-password/${lastSegment(resetPath)}`),
  ).toMatchObject({ state: 'valid' })
  await signInApi(request, PERSON.newEmail, PERSON.password)
  expect(writes).toEqual([])
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-da-helena')
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-da-helena')
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await signInApi(request, PERSON.newEmail, 'senha-nova-da-helena')
  await page.context().close()

  // The activation of a player the organiser added: adding them emails the link. Opening it, and
  // then the sign-up confirmation its form asks for, leaves them pending until the tap.
  const added = await request.post('/v1/company-players/create-company-player', {
    headers: organiser,
    data: {
      fullName: NEWCOMER.name,
      nickname: 'Otávio',
      playerPosition: 'striker',
      typePlayer: 'sporadic',
      email: NEWCOMER.email,
    },
  })
  expect(added.status()).toBe(200)
  const activationPath = await emailedPath(
    NEWCOMER.email,
    /^Ative sua conta/,
    /https?:\/\/\S+\/activate-user\/[\w-]+/,
  )
  page = await newPage(browser, baseURL, PHONE)
  writes = await openAsScanner(page, activationPath)
  const validation = await request.get(
    `/v1/accounts/validate-token-register/${lastSegment(activationPath)}`,
  )
  expect(validation.status()).toBe(200)
  expect(writes).toEqual([])
  await page.getByLabel('Telefone').pressSequentially('11987651111')
  await page.getByLabel('Data de nascimento').fill('1995-02-03')
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-do-otavio')
  await page.getByLabel('Confirmar senha').fill('senha-do-otavio')
  await page.getByRole('button', { name: 'Ativar conta' }).click()
  await expect(page.getByRole('heading', { name: 'Confira o seu email' })).toBeVisible()
  await page.context().close()
  const activationSignup = await emailedPath(
    NEWCOMER.email,
    /^Confirme seu cadastro/,
    /https?:\/\/\S+\/confirmar-cadastro\/[\w-]+/,
  )
  page = await newPage(browser, baseURL, PHONE)
  writes = await openAsScanner(page, activationSignup)
  expect(writes).toEqual([])
  expect(await loginStatus(request, NEWCOMER.email, 'senha-do-otavio')).toBe(401)
  await page.getByRole('button', { name: 'Confirmar cadastro' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await signInApi(request, NEWCOMER.email, 'senha-do-otavio')
  await page.context().close()

  // An invitation to a person who has an account: still waiting for them after they open it.
  const invited = await request.post('/v1/company-players/create-company-player', {
    headers: organiser,
    data: {
      fullName: PERSON.name,
      nickname: 'Helena',
      playerPosition: 'midfielder',
      typePlayer: 'sporadic',
      email: PERSON.newEmail,
    },
  })
  expect(invited.status()).toBe(200)
  const invitationPath = await emailedPath(
    PERSON.newEmail,
    /^Você foi convidado para a Pelada de Quinta/,
    /https?:\/\/\S+\/convites\b/,
  )
  const helena = await signInApi(request, PERSON.newEmail, 'senha-nova-da-helena')
  page = await newPage(browser, baseURL, PHONE)
  await page.goto('/login')
  await page.getByLabel('Email').fill(PERSON.newEmail)
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-da-helena')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  writes = await openAsScanner(page, invitationPath)
  const pending = () => getJson(request, '/accounts/invitations', helena)
  expect((await pending()).invitations).toHaveLength(1)
  // Keeping the session alive is not a change anyone sees.
  expect(writes.filter((write) => write !== 'POST /v1/accounts/refresh-token')).toEqual([])
  await page.getByRole('button', { name: 'Aceitar' }).click()
  await expect.poll(async () => (await pending()).invitations).toEqual([])
  await page.context().close()

  // The group's sign-up link: opening it creates nobody.
  const { url } = await getJson(request, '/company-players/invite-link', organiser)
  const before = JSON.stringify(await getJson(request, '/company-players/list', organiser))
  page = await newPage(browser, baseURL, PHONE)
  writes = await openAsScanner(page, new URL(url).pathname + new URL(url).search)
  expect(JSON.stringify(await getJson(request, '/company-players/list', organiser))).toBe(before)
  expect(writes).toEqual([])
  await expect(page.getByText('Pelada de Quinta').first()).toBeVisible()
  await page.context().close()
})
