import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { SEARCH_DOWN_FOR } from '../../server/test/fake-open-meteo.ts'
import { seriousA11yViolations } from '../accessibility.ts'
import { fullBidWithLine, type LiveBid } from '../full-bid.ts'
import {
  api,
  groupLocal,
  journeyGroup,
  linkFromOutbox,
  newPage,
  noHorizontalScroll,
  PHONE,
  signedIn,
  SMALL_PHONE,
  snap,
  toastsGone,
  tokenOf,
  waitForEmail,
} from '../support.ts'

// Words people read on a phone (390 and 320 px), as ADR 054 fixed them: the data export, the push
// switch refused, the log after a waiting-list promotion, the copy, and the first steps. The
// counts, the pasted player, the line before the tap and offline are truthful-screens.spec.ts's;
// the landing's counters landing.spec.ts's.
const group = journeyGroup(import.meta.filename)
// Two full BIDs sign in a dozen players: more than a worker's journeys share in a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': group.clientAddress } })
const DAY = 24 * 3600 * 1000

/** What the viewport shows around `shown`, checked and pictured at 390, then 320 px. */
async function around(page: Page, shown: Locator, name: string) {
  for (const [viewport, width] of [
    [PHONE, 390],
    [SMALL_PHONE, 320],
  ] as const) {
    await page.setViewportSize(viewport)
    await shown.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    await noHorizontalScroll(page)
    expect(await seriousA11yViolations(page)).toEqual([])
    await snap(page, `${name}-${width}`, { fullPage: false })
  }
  await page.setViewportSize(PHONE)
}

test("item 7: after a waiting-list promotion the log names who did what, by nickname; item 8: the teams' goalkeeper and 'Jogadores de linha por time'", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const organiser = await newPage(browser, baseURL, PHONE)
  await signedIn(organiser, group.organiser)
  const bid = await fullBidWithLine(organiser, request, group)
  const [leaver] = bid.avulsos
  const firstInLine = bid.avulsos.find((a) => a.status === 'waitlisted')!
  expect(leaver!.status).toBe('confirmed')

  // The confirmed avulso taps 'Cancelar status': the Bidfut gives the place to the first in line.
  const headers = await tokenOf(request, group.player(20))
  const left = await request.put(
    `/v1/bids/update-status-player/${bid.bidDayId}/${leaver!.companyPlayerId}`,
    { headers, data: { status: 'waiting' } },
  )
  expect(left.status()).toBe(200)
  // Names as the BID's lists show them (nicknames), read back from the app itself.
  const live = (await (await api(organiser, 'GET', '/bids/current-bid')).json()) as LiveBid
  const nameOf = (id: number) => live.sporadicPlayers.find((p) => p.companyPlayerId === id)!.name
  await organiser.goto('/configuracoes')
  await organiser.getByRole('button', { name: 'Ver atividade' }).click()
  const log = organiser.getByRole('list', { name: 'Atividade' })
  await expect(log.getByRole('listitem').first()).toContainText(
    `O Bidfut confirmou ${nameOf(firstInLine.companyPlayerId)} da lista de espera no BID #${bid.number}: abriu uma vaga`,
  )
  await expect(log.getByRole('listitem').nth(1)).toContainText(
    `${nameOf(leaver!.companyPlayerId)} mudou o próprio status de Confirmado para Pendente no BID #${bid.number}`,
  )
  await around(organiser, log.getByRole('listitem').first(), 'truth-atividade-promocao')

  // 'Sortear Times': outfield players per team, the goalkeeper said; a goalkeeper tagged 'G'.
  await organiser.goto('/bid-atual')
  await organiser.getByRole('button', { name: 'Sortear Times' }).click()
  const dialog = organiser.getByRole('dialog', { name: 'Sortear Times' })
  const perTeam = dialog.getByLabel('Jogadores de linha por time')
  await expect(perTeam).toHaveAccessibleDescription(
    'Mais 1 goleiro por time, se houver: 5 na linha + 1 no gol = 6.',
  )
  await around(organiser, perTeam, 'truth-sortear-jogadores-de-linha')
  await dialog.getByRole('button', { name: 'Gerar Times' }).click()
  const teams = dialog.getByRole('region', { name: 'Times sorteados' })
  const keeper = teams.getByText('G', { exact: true }).first()
  await expect(keeper).toHaveAccessibleName('Goleiro')
  await around(organiser, keeper, 'truth-times-goleiro-G')
})

test("item 8: 'até 1 hora antes', the one-event download named by the BID's number, the reminders switch says all it stops", async ({
  browser,
  baseURL,
}) => {
  // The Agenda's window hint for one hour (not saved: the form's own words).
  const organiser = await newPage(browser, baseURL, PHONE)
  await signedIn(organiser, group.organiser)
  await organiser.goto('/configuracoes')
  const agenda = organiser.getByRole('switch', { name: 'Abrir o BID automaticamente toda semana' })
  if (!(await agenda.isChecked())) await agenda.click()
  const hold = organiser.getByRole('switch', { name: 'Guardar vagas para mensalistas e goleiros' })
  if (!(await hold.isChecked())) await hold.click()
  const hours = organiser.getByLabel('Até quantas horas antes do jogo')
  await hours.fill('1')
  await expect(hours).toHaveAccessibleDescription(
    'Vagas garantidas para mensalistas até 1 hora antes do jogo.',
  )
  await around(organiser, hours, 'truth-agenda-1-hora')

  // A member's /check-in: 'Baixar este jogo (.ics)' downloads bid-{the BID's number}.ics.
  const member = await newPage(browser, baseURL, PHONE)
  await signedIn(member, group.member)
  const info = (await (await api(member, 'GET', '/bids/get-information-check-in-bid')).json()) as {
    number: number
  }
  await member.goto('/check-in')
  const link = member.getByRole('link', { name: 'Baixar este jogo (.ics)' })
  await link.scrollIntoViewIfNeeded()
  const download = member.waitForEvent('download')
  await link.click()
  expect((await download).suggestedFilename()).toBe(`bid-${info.number}.ics`)
  await toastsGone(member)
  await around(member, link, 'truth-baixar-este-jogo')

  // /perfil: the reminders switch says everything it stops.
  await member.goto('/perfil')
  const reminders = member.getByRole('switch', { name: 'Receber lembretes por email' })
  await expect(reminders).toHaveAccessibleDescription(
    /^Vale para o aviso de BID aberto, o aviso de data sem jogo, o lembrete dois dias antes de cada BID/u,
  )
  await around(member, reminders, 'truth-lembretes-por-email')
})

test("item 6: the browser's refusal of notifications reads in pt-BR", async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, PHONE)
  // Nothing granted: the browser refuses the permission the switch asks for.
  await page.context().clearPermissions()
  await signedIn(page, group.player(6))
  await page.goto('/perfil')
  const notifications = page.getByRole('switch', { name: 'Notificações neste aparelho' })
  await notifications.scrollIntoViewIfNeeded()
  await notifications.click()
  const refusal =
    'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e tente de novo.'
  await expect(page.getByText(refusal).first()).toBeVisible()
  await expect(page.getByText(/Registration failed|permission denied/i)).toHaveCount(0)
  await expect(notifications).not.toBeChecked()
  await snap(page, 'truth-push-recusado-390', { fullPage: false })
  await page.setViewportSize(SMALL_PHONE)
  await notifications.scrollIntoViewIfNeeded()
  await noHorizontalScroll(page)
  await snap(page, 'truth-push-recusado-320', { fullPage: false })
})

test("item 5: 'Meus dados' index.html reads as a person's, in pt-BR, at 320 px", async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, PHONE)
  await signedIn(page, group.member)
  await page.goto('/perfil')
  const myData = page.getByRole('region', { name: 'Meus dados' })
  const download = page.waitForEvent('download')
  await myData.getByRole('button', { name: 'Baixar meus dados' }).click()
  const zip = unzipSync(readFileSync(await (await download).path()))
  const html = new TextDecoder().decode(zip['index.html'])

  const reader = await newPage(browser, baseURL, PHONE)
  await reader.setContent(html)
  const text = await reader.locator('body').innerText()
  // The app's labels and values, São Paulo's time; no column name, code or ISO instant.
  expect(text).toContain('Nome completo')
  expect(text).toContain('(horário de Brasília)')
  expect(text).toContain('Mensal')
  for (const raw of ['fullName', 'dayOfMatch', 'finished', 'monthly', 'midfielder', 'null']) {
    expect(text, raw).not.toContain(raw)
  }
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
  // Every table and column in words (they once read 'Oidc identities', 'Activated at', 'bid.status').
  expect(text).not.toMatch(/Activated at|Account sessions|Oidc|Membership claims|bid\.status|"to"/u)
  // The top, and the log's entry in words, at both widths (the whole file is a long page).
  const activity = reader.getByRole('heading', { name: /^Atividade/u })
  for (const [viewport, width] of [
    [PHONE, 390],
    [SMALL_PHONE, 320],
  ] as const) {
    await reader.setViewportSize(viewport)
    await noHorizontalScroll(reader)
    await reader.evaluate(() => window.scrollTo(0, 0))
    await snap(reader, `truth-meus-dados-index-${width}`, { fullPage: false })
    await activity.evaluate((heading) => heading.scrollIntoView())
    await snap(reader, `truth-meus-dados-atividade-${width}`, { fullPage: false })
  }
})

test("item 9: 'Primeiros passos' follow the Agenda, Financeiro, players and the first BID, none waiting on the weather service", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const founder = `primeiros-passos@${group.domain}`
  const page = await newPage(browser, baseURL, PHONE)
  await page.goto('/registro')
  await page.getByLabel('Nome da pelada').fill('Pelada Sem Previsão')
  await page.getByLabel('Nome completo').fill('Paula Passos')
  await page.getByLabel('Email').fill(founder)
  await page.getByLabel('Telefone').pressSequentially('11988776644')
  await page.getByLabel('Posição favorita').selectOption({ label: 'Meia' })
  await page.getByLabel('Senha', { exact: true }).fill('passos-123')
  await page.getByLabel('Confirmar senha').fill('passos-123')
  await page.getByRole('button', { name: 'Registrar' }).click()
  await waitForEmail(founder, /Confirme seu cadastro/, { timeout: 30_000 })
  await page.goto((await linkFromOutbox(founder, '/confirmar-cadastro/'))!)
  await page.getByRole('button', { name: 'Confirmar cadastro' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  const checklist = page.getByRole('region', { name: 'Primeiros passos' })
  await expect(checklist).toContainText('0 de 4 feitos')
  await toastsGone(page)
  await around(page, checklist, 'truth-primeiros-passos-0')

  // Each step is done by its own data, in the checklist's order; none asks the forecast.
  const inThreeDays = groupLocal(new Date(Date.now() + 3 * DAY)).slice(0, 10)
  const steps: [string, () => Promise<unknown>][] = [
    [
      'Defina a agenda da pelada',
      async () => {
        await api(page, 'PUT', '/groups/schedule', { enabled: true, monthlyWindowHours: null })
        return api(page, 'POST', '/groups/schedules', {
          weekdays: [new Date(`${inThreeDays}T12:00:00Z`).getUTCDay()],
          time: '20:00',
          location: null,
          // Opens the day before: nothing opens by itself during the journey.
          opensDaysBefore: 1,
        })
      },
    ],
    [
      'Configure o Financeiro',
      () =>
        api(page, 'PUT', '/finance/settings', {
          pixKeyType: 'cpf',
          pixKey: '529.982.247-25',
          receiverName: 'Tesouraria da Paula',
          receiverCity: 'Campinas',
          monthlyFeeCents: null,
          gameFeeCents: null,
          dueDay: 10,
          courtCostCents: null,
        }),
    ],
    [
      'Convide os jogadores',
      () =>
        api(page, 'POST', '/company-players/bulk-create', {
          players: [
            { fullName: 'Zé Passos', goalkeeper: false, typePlayer: 'monthly' },
            { fullName: 'Carlão Passos', goalkeeper: true, typePlayer: 'monthly' },
          ],
        }),
    ],
  ]
  for (const [index, [heading, make]] of steps.entries()) {
    const answer = (await make()) as Awaited<ReturnType<typeof api>>
    expect(answer.ok(), await answer.text()).toBe(true)
    await page.reload()
    await expect(checklist).toContainText(`${index + 1} de 4 feitos`)
    await expect(checklist.getByRole('heading', { name: new RegExp(heading) })).toContainText(
      'Feito',
    )
  }
  await toastsGone(page)
  await around(page, checklist, 'truth-primeiros-passos-3')

  // The group has no city, and its search is down: the steps did not wait for either.
  await page.goto('/configuracoes')
  await page
    .getByRole('combobox', { name: 'Cidade da previsão do tempo' })
    .pressSequentially(SEARCH_DOWN_FOR, { delay: 60 })
  await expect(page.getByText(/^Busca de cidades indisponível/u)).toBeVisible()
  await snap(page, 'truth-primeiros-passos-cidade-fora-390', { fullPage: false })

  const day = groupLocal(new Date(Date.now() + 3 * DAY)).slice(0, 10)
  const created = await api(page, 'POST', '/bids/create-bid', { dayOfMatch: `${day}T20:00:00` })
  expect(created.status()).toBe(201)
  await page.goto('/dashboard')
  const current = page.getByRole('heading', { name: 'BID Atual - Estatísticas' })
  await expect(current).toBeVisible()
  await expect(checklist).toHaveCount(0)
  await toastsGone(page)
  // The dashboard's cards have all loaded: nothing redraws under the pictures.
  await page.waitForLoadState('networkidle')
  await around(page, current, 'truth-primeiros-passos-feitos')
})
