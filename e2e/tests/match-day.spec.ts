import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  api,
  DEMO_PASSWORD,
  DESKTOP,
  groupLocal,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  PHONE,
  signedIn,
  snap,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// jogador20 is Teteu, a sporadic player: not in a new BID until he checks in himself.
const SPORADIC = group.player(20)
const SPORADIC_NAME = 'Teteu'
// jogador05 is Bruninho, a monthly player: every new BID lists him as Pendente.
const MONTHLY = group.player(5)
const MONTHLY_NAME = 'Bruninho'

test.describe.configure({ mode: 'serial' })

test('the organiser runs a new BID live while players check in', async ({
  page: organiser,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  await organiser.setViewportSize(DESKTOP)
  await organiser.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedIn(organiser, group.organiser)

  // The seeded open BID, cancelled after the confirmation prompt.
  await organiser.goto('/bid-atual')
  await expect(organiser.getByRole('heading', { name: /^BID #\d+$/ })).toBeVisible()
  await expect(organiser.getByRole('table', { name: 'Mensalistas' })).toBeVisible()
  await snap(organiser, 'bid-atual-seeded-table-1280')
  await organiser.getByRole('button', { name: 'Cancelar BID' }).click()
  await expect(organiser.getByRole('alertdialog')).toContainText(
    'Tem certeza que deseja cancelar este BID? Esta ação não pode ser desfeita.',
  )
  await organiser.getByRole('button', { name: 'Sim, cancelar BID' }).click()
  await expect(organiser.getByText('BID cancelado com sucesso.')).toBeVisible()

  // No open BID: the create form, starting from the group's usual day, time and place.
  await expect(organiser.getByText('Nenhum BID Aberto')).toBeVisible()
  const create = organiser.getByRole('button', { name: 'Criar Novo BID' })
  await expect(organiser.getByLabel('Data')).not.toHaveValue('')
  await expect(organiser.getByLabel('Local (opcional)')).not.toHaveValue('')
  await toastsGone(organiser)
  await snap(organiser, 'bid-atual-create-1280')
  const nextWeek = groupLocal(new Date(Date.now() + 7 * 24 * 3600 * 1000)).slice(0, 10)
  await organiser.getByLabel('Data').fill(nextWeek)
  await organiser.getByLabel('Horário').fill('20:00')
  await create.click()
  await expect(organiser.getByText(/BID #\d+ criado com sucesso!/)).toBeVisible()
  await expect(organiser.getByText('0/24').first()).toBeVisible()
  await expect(
    organiser.getByText('O BID só pode ser finalizado após a data do jogo.'),
  ).toBeVisible()
  await organiser.getByLabel('Intervalo').selectOption('2000')

  // A sporadic player checks in on his phone.
  const member = await newPage(browser, baseURL, PHONE)
  await signedIn(member, SPORADIC)
  await member.goto('/check-in')
  await expect(member.getByText('Pendente', { exact: true })).toBeVisible()
  await expect(member.getByRole('progressbar', { name: 'Chance de chuva' })).toBeVisible()
  await expect(member.getByText('24 vagas restantes')).toBeVisible()
  await snap(member, 'check-in-waiting-390')
  await member.getByRole('button', { name: 'Fazer Check-in' }).click()
  await expect(member.getByText('Check-in realizado com sucesso!')).toBeVisible()
  await expect(member.getByText('Confirmado', { exact: true })).toBeVisible()
  await expect(member.getByText('23 vagas restantes')).toBeVisible()
  await expect(member.getByRole('button', { name: 'Cancelar status' })).toBeVisible()

  // The organiser's next poll brings him in, with its notification.
  await expect(organiser.getByText('Confirmados: 0 → 1')).toBeVisible({ timeout: 10_000 })
  const avulsos = organiser.getByRole('table', { name: 'Avulsos' })
  await expect(avulsos.getByRole('row', { name: new RegExp(SPORADIC_NAME) })).toBeVisible()

  // A monthly player declares absence from elsewhere: a status notification.
  const login = await request.post('/v1/accounts/login', {
    data: { email: MONTHLY, password: DEMO_PASSWORD, keepLogged: false },
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const auth = { Authorization: `Bearer ${accessToken}` }
  const info = (await (
    await request.get('/v1/bids/get-information-check-in-bid', { headers: auth })
  ).json()) as { bidDayId: number; companyPlayerId: number }
  const absent = await request.put(
    `/v1/bids/update-status-player/${info.bidDayId}/${info.companyPlayerId}`,
    { headers: auth, data: { status: 'absent' } },
  )
  expect(absent.status()).toBe(200)
  await expect(organiser.getByText(`${MONTHLY_NAME}: Pendente → Ausente`)).toBeVisible({
    timeout: 10_000,
  })

  // The organiser records two goals for him and copies the attendance list.
  await organiser.getByRole('button', { name: `Aumentar gols de ${SPORADIC_NAME}` }).click()
  await organiser.getByRole('button', { name: `Aumentar gols de ${SPORADIC_NAME}` }).click()
  await expect(organiser.getByRole('textbox', { name: `Gols de ${SPORADIC_NAME}` })).toHaveValue(
    '2',
  )
  await expect(organiser.getByText('Atualizando...')).toHaveCount(0)
  await organiser.getByRole('button', { name: 'Copiar Lista de Presença' }).click()
  await expect(organiser.getByText('Lista de presença copiada!')).toBeVisible()
  const copied = await organiser.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^⚠️ LISTA DE PRESENÇA - BID \d\d\/\d\d\/\d{4} às \d\d:\d\d\n📍 /)
  expect(copied).toContain(`❌ 1. ${MONTHLY_NAME}`)
  expect(copied).toContain(`Avulsos\n✅ 1. ${SPORADIC_NAME}`)
  expect(copied).toContain(
    `Confirme sua presença antes do jogo: ${new URL(organiser.url()).origin}/check-in`,
  )

  // Still right after another poll: the edit survived.
  await organiser.waitForTimeout(2500)
  await expect(organiser.getByRole('textbox', { name: `Gols de ${SPORADIC_NAME}` })).toHaveValue(
    '2',
  )
  await toastsGone(organiser)
  await snap(organiser, 'bid-atual-table-1280')
  expect(await seriousA11yViolations(organiser)).toEqual([])

  await organiser.setViewportSize(PHONE)
  await expect(organiser.getByRole('list', { name: 'Avulsos' })).toBeVisible()
  await snap(organiser, 'bid-atual-cards-390')
  await organiser.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(organiser)

  await toastsGone(member)
  await snap(member, 'check-in-confirmed-390')
  expect(await seriousA11yViolations(member)).toEqual([])
  await member.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(member)
  await member.setViewportSize(DESKTOP)
  await snap(member, 'check-in-confirmed-1280')
  await member.context().close()
})

test('after kick-off the player records his stats and the organiser finishes the BID', async ({
  page: organiser,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await organiser.setViewportSize(DESKTOP)
  await signedIn(organiser, group.organiser)

  const current = await api(organiser, 'GET', '/bids/current-bid')
  if (current.status() === 200) {
    const { bidDayId } = (await current.json()) as { bidDayId: number }
    expect((await api(organiser, 'DELETE', `/bids/delete-bid/${bidDayId}`)).status()).toBe(200)
  }

  // The form only forbids a date before today, so a BID today at 00:01 is already past.
  const today = groupLocal(new Date()).slice(0, 10)
  let created = await api(organiser, 'POST', '/bids/create-bid', {
    dayOfMatch: `${today}T00:01:00`,
  })
  let kickOff = 0
  if (created.status() !== 201) {
    // The server refuses any past date-time: the next best honest BID starts in a few seconds.
    test.info().annotations.push({
      type: 'server rule',
      description: `create-bid refused today 00:01 (${created.status()}): ${await created.text()}`,
    })
    kickOff = Date.now() + 20_000
    created = await api(organiser, 'POST', '/bids/create-bid', {
      dayOfMatch: groupLocal(new Date(kickOff)),
    })
  }
  expect(created.status()).toBe(201)

  const member = await newPage(browser, baseURL, PHONE)
  await signedIn(member, SPORADIC)
  await member.goto('/check-in')
  await member.getByRole('button', { name: 'Fazer Check-in' }).click()
  await expect(member.getByText('Check-in realizado com sucesso!')).toBeVisible()

  await organiser.goto('/bid-atual')
  await organiser.getByLabel('Intervalo').selectOption('2000')
  if (kickOff > Date.now()) {
    await expect(
      organiser.getByText('O BID só pode ser finalizado após a data do jogo.'),
    ).toBeVisible()
    await expect(member.getByText('Minhas estatísticas')).toHaveCount(0)
    await member.waitForTimeout(kickOff - Date.now() + 1000)
  }

  // Past and confirmed: the own-stats card.
  await expect(async () => {
    await member.reload()
    await expect(member.getByText('Minhas estatísticas')).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 30_000 })
  const goals = member.getByRole('textbox', { name: 'Gols' })
  await expect(goals).toHaveValue('0')
  await expect(member.getByRole('button', { name: 'Diminuir gols' })).toBeDisabled()
  await member.getByRole('button', { name: 'Aumentar gols' }).click()
  await member.getByRole('button', { name: 'Aumentar gols' }).click()
  await expect(goals).toHaveValue('2')
  await member.getByRole('textbox', { name: 'Assistências' }).fill('abc')
  await member.getByRole('textbox', { name: 'Assistências' }).press('Enter')
  await expect(member.getByRole('textbox', { name: 'Assistências' })).toHaveValue('0')
  await member.getByRole('textbox', { name: 'Desarmes' }).fill('3')
  await member.getByRole('textbox', { name: 'Desarmes' }).press('Enter')
  await member.getByRole('switch', { name: 'Time da semana' }).click()
  await expect(member.getByRole('switch', { name: 'Time da semana' })).toBeChecked()
  await member.waitForLoadState('networkidle')
  await member.reload()
  await expect(member.getByRole('textbox', { name: 'Gols' })).toHaveValue('2')
  await expect(member.getByRole('textbox', { name: 'Desarmes' })).toHaveValue('3')
  await expect(member.getByRole('switch', { name: 'Time da semana' })).toBeChecked()
  await snap(member, 'check-in-own-stats-390')
  await member.setViewportSize(DESKTOP)
  await snap(member, 'check-in-own-stats-1280')

  // The organiser's poll brings the player's stats and the finish button.
  await expect(organiser.getByRole('textbox', { name: `Gols de ${SPORADIC_NAME}` })).toHaveValue(
    '2',
    { timeout: 10_000 },
  )
  const finish = organiser.getByRole('button', { name: 'Finalizar BID' })
  await expect(finish).toBeVisible({ timeout: 10_000 })
  await toastsGone(organiser)
  await snap(organiser, 'bid-atual-past-1280')
  await finish.click()
  await expect(organiser.getByRole('alertdialog')).toContainText(
    'Tem certeza que deseja finalizar este BID? Esta ação não pode ser desfeita.',
  )
  await organiser.getByRole('button', { name: 'Sim, finalizar BID' }).click()
  await expect(organiser.getByText('BID finalizado com sucesso.')).toBeVisible()
  await expect(organiser.getByText('Nenhum BID Aberto')).toBeVisible()

  await member.reload()
  await expect(member.getByText('Nenhum BID Aberto')).toBeVisible()
  await member.setViewportSize(PHONE)
  await snap(member, 'check-in-no-bid-390')
  await member.context().close()
})
