import { expect, test } from '@playwright/test'
import {
  checkInAs,
  DEMO_PASSWORD,
  freshBid,
  journeyGroup,
  lookAtOnPhone,
  newPage,
  signedIn,
  snap,
  tokenOf,
} from '../support.ts'

// The mensalistas' window binds organisers and tells players the truth; an account
// removed from its only group still reaches its own data (ADR 042).
const group = journeyGroup(import.meta.filename)

test("the mensalistas' window: 'Cancelar status' says where the place goes, and an avulso's add asks first", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const organiser = await tokenOf(request, group.organiser)
  const schedule = await request.put('/v1/groups/schedule', {
    headers: organiser,
    data: { enabled: false, monthlyWindowHours: 24 },
  })
  expect(schedule.status()).toBe(200)
  await freshBid(request, organiser)

  // Bruninho, a mensalista, confirms; the avulsos take what the held places leave, and one waits.
  expect(await checkInAs(request, group.member)).toMatchObject({ status: 'confirmed' })
  let waiting = 0
  for (let n = 20; n <= 28 && waiting === 0; n++) {
    if ((await checkInAs(request, group.player(n))).status === 'waitlisted') waiting = n
  }
  expect(waiting).toBeGreaterThan(0)

  // During the window his place goes back to the mensalistas, not to the avulso in line.
  const bruninho = await newPage(browser, baseURL)
  await signedIn(bruninho, group.member)
  await bruninho.goto('/check-in')
  await expect(bruninho.getByText('Confirmado', { exact: true })).toBeVisible()
  await bruninho.getByRole('button', { name: 'Cancelar status' }).click()
  const dialog = bruninho.getByRole('alertdialog', { name: 'Liberar sua vaga?' })
  await expect(dialog).toContainText(
    /^.*Sua vaga volta para as vagas reservadas aos mensalistas até \d\d\/\d\d \d\d:\d\d; a lista de espera continua como está\. Confirmar\?/,
  )
  await lookAtOnPhone(bruninho, 'walls-cancel-status-window')
  await dialog.getByRole('button', { name: 'Manter minha vaga' }).click()
  await expect(dialog).toHaveCount(0)

  // The organiser adds a new avulso: only held places are free, so the app asks first.
  const admin = await newPage(browser, baseURL)
  await signedIn(admin, group.organiser)
  await admin.goto('/bid-atual')
  await admin.getByRole('button', { name: 'Adicionar Avulso' }).click()
  const add = admin.getByRole('dialog', { name: 'Adicionar Avulso' })
  await add.getByLabel('Nome').fill('Convidado da Vila')
  await add.getByRole('button', { name: 'Adicionar', exact: true }).click()
  const question = admin.getByRole('alertdialog', {
    name: 'Usar uma vaga reservada para mensalistas?',
  })
  await expect(question).toContainText(
    'Se Convidado da Vila ficar com uma delas, o último mensalista a confirmar pode ir para a lista de espera.',
  )
  await expect(question.getByRole('button', { name: 'Voltar' })).toBeFocused()
  await lookAtOnPhone(admin, 'walls-held-place-question')
  // No: the avulso joins the line, as a check-in would.
  await question.getByRole('button', { name: 'Lista de espera' }).click()
  await expect(
    admin.getByText(
      /^Vagas reservadas para mensalistas até .+ O jogador entrou na lista de espera/,
    ),
  ).toBeVisible()
  await expect(admin.getByRole('list', { name: 'Lista de espera' })).toContainText(
    'Convidado da Vila',
  )
})

test("someone removed from their only group signs in to 'Minha conta': their data and invitations", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const organiser = await tokenOf(request, group.organiser)
  const email = group.player(27)
  const register = (await (
    await request.get('/v1/company-players/list', { headers: organiser })
  ).json()) as Record<string, { playerId: number; email: string | null }[]>
  const leaving = Object.values(register)
    .flat()
    .find((player) => player.email === email)!
  const removed = await request.delete(
    `/v1/company-players/delete/${leaving.playerId}/${leaving.playerId}`,
    { headers: organiser },
  )
  expect(removed.status()).toBe(200)

  const page = await newPage(browser, baseURL)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/minha-conta$/)
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible()
  await expect(page.getByText('Nenhum convite pendente.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible()
  await lookAtOnPhone(page, 'walls-minha-conta')
  await snap(page, 'walls-minha-conta-full-390')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Baixar meus dados' }).click()
  expect((await download).suggestedFilename()).toMatch(/^bidfut-meus-dados-.+\.zip$/)

  // Nothing else: the app's screens lead back here, and the API refuses them.
  await page.goto('/check-in')
  await expect(page).toHaveURL(/\/minha-conta$/)
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('accountSession') ?? '{}') as { accessToken?: string })
        .accessToken,
  )
  const refused = await request.get('/v1/bids/get-information-check-in-bid', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(refused.status()).toBe(403)

  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
