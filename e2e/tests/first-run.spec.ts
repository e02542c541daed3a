import { expect, test, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  api,
  groupLocal,
  journeyGroup,
  linkFromOutbox,
  newPage,
  noHorizontalScroll,
  PHONE,
  signedIn,
  snap,
  toastsGone,
  waitForEmail,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)
const SMALL = { width: 320, height: 640 }
const WEEKDAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado']
const FOUNDER = `fundador@${group.domain}`

// What an organiser copies from the group's WhatsApp: a title, numbering of every style, emojis,
// a goalkeeper note, a blank line, a repeated name and an empty slot.
const WHATSAPP_LIST = `⚽ Pelada quinta 20h – Arena do Zé ⚽
1. Zé
2- Bruno 🔥
3) Carlão (goleiro)
4 - Rafa
5. Léo ✅
6.Tiago
7) Dudu 💪🏽
8- Marcão
9. João Pedro
10 - Gabriel S.

11. Pedrinho 👟
12. Fernando
13- Igor
14) Vini Jr 🇧🇷
15. Juninho
16. Rodrigo
17. Matheus
18. Caio
19. Thiago Silva
20. Anderson
21. Bruno 🔥
22.`

async function checkBothWidths(page: Page, name: string) {
  // Off the button just tapped: its hover shade is not what the screen shows.
  await page.mouse.move(0, 0)
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, `${name}-390`)
  await page.setViewportSize(SMALL)
  await noHorizontalScroll(page)
  await snap(page, `${name}-320`)
  await page.setViewportSize(PHONE)
}

test('a new organiser signs up, lands on the checklist, pastes the WhatsApp list and creates the first BID', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const page = await newPage(browser, baseURL, PHONE)

  // /registro of a new organiser: the account exists only after the emailed confirmation.
  await page.goto('/registro')
  await page.getByLabel('Nome da pelada').fill('Pelada do Fundador')
  await page.getByLabel('Nome completo').fill('Fábio Fundador')
  await page.getByLabel('Email').fill(FOUNDER)
  await page.getByLabel('Telefone').pressSequentially('11988776655')
  await page.getByLabel('Posição favorita').selectOption({ label: 'Meia' })
  await page.getByLabel('Senha', { exact: true }).fill('fundador-1')
  await page.getByLabel('Confirmar senha').fill('fundador-1')
  await page.getByRole('button', { name: 'Registrar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Confira o seu email' })).toBeVisible()

  await waitForEmail(FOUNDER, /Confirme seu cadastro/, { timeout: 30_000 })
  const confirmPath = await linkFromOutbox(FOUNDER, '/confirmar-cadastro/')
  expect(confirmPath).not.toBeNull()
  await page.goto(confirmPath!)
  await expect(page.getByText('Pelada do Fundador')).toBeVisible()
  await page.getByRole('button', { name: 'Confirmar cadastro' }).click()

  // Signed in, on the dashboard, with the checklist first: nothing done yet.
  await expect(page).toHaveURL(/\/dashboard$/)
  const checklist = page.getByRole('region', { name: 'Primeiros passos' })
  await expect(checklist).toBeVisible()
  await expect(checklist).toContainText('0 de 4 feitos')
  await expect(checklist.getByRole('heading', { name: /Convide os jogadores/ })).toBeVisible()
  await expect(checklist.getByRole('button', { name: 'Enviar convite no WhatsApp' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Criar o primeiro BID' }).first()).toBeVisible()
  await toastsGone(page)
  await checkBothWidths(page, 'first-run-checklist')

  // The register, still empty, carries the same two ways to fill it.
  await page.goto('/jogadores')
  await expect(page.getByText('Ainda não há jogadores na pelada')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Convidar jogadores pelo WhatsApp' })).toBeVisible()
  await checkBothWidths(page, 'jogadores-empty')
  await page.goto('/dashboard')

  // 'Colar lista' from the checklist: the pasted list, read into rows to fix.
  await checklist.getByRole('link', { name: 'Colar lista' }).click()
  await expect(page).toHaveURL(/\/colar-lista$/)
  await page.getByLabel('Lista do WhatsApp').fill(WHATSAPP_LIST)
  await page.getByRole('button', { name: 'Ler lista' }).click()
  const preview = page.getByRole('heading', { name: 'Confira a lista: 20 jogadores' })
  await expect(preview).toBeFocused()
  await expect(page.getByText('Repetidos na lista, entram uma vez: Bruno.')).toBeVisible()
  const rows = page.getByRole('list', { name: 'Jogadores da lista' }).getByRole('listitem')
  await expect(rows).toHaveCount(20)
  await expect(page.getByRole('checkbox', { name: 'Goleiro (Carlão)' })).toBeChecked()
  await expect(page.getByLabel('Nome do jogador 10')).toHaveValue('Gabriel S')
  await checkBothWidths(page, 'colar-lista-preview')

  // Fix a row: the full name, and Juninho plays as an avulso.
  await page.getByLabel('Nome do jogador 10').fill('Gabriel Souza')
  await page.getByLabel('Tipo de Juninho').selectOption('sporadic')
  await page.getByRole('button', { name: 'Salvar 20 jogadores' }).click()
  await expect(page.getByText('20 jogadores adicionados!')).toBeVisible()
  await expect(page).toHaveURL(/\/jogadores$/)

  // The register has the 20 besides the founder: the mensalistas in their tab, Carlão in the
  // goalkeepers' and Juninho, an avulso without an account, among the guests.
  await expect(page.getByRole('tab', { name: /Mensais\s*19/ })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Goleiros\s*1/ })).toBeVisible()
  for (const name of ['Zé', 'Gabriel Souza', 'Thiago Silva', 'Anderson']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  }
  const list = await (await api(page, 'GET', '/company-players/list')).json()
  const names = (key: string) => list[key].map((player: { name: string }) => player.name)
  expect(names('goalKeepers')).toEqual(['Carlão'])
  expect(names('sporadicPlayers')).toEqual(['Juninho'])
  expect(names('monthlyPlayers')).toHaveLength(19)
  await page.getByRole('tab', { name: /Goleiros/ }).click()
  await expect(page.getByRole('heading', { name: 'Carlão', exact: true })).toBeVisible()
  await toastsGone(page)
  await checkBothWidths(page, 'first-run-jogadores')

  // Back on the checklist: players done; the Agenda next, from its own link.
  await page.goto('/dashboard')
  await expect(checklist).toContainText('1 de 4 feitos')
  await expect(checklist.getByRole('heading', { name: /Convide os jogadores/ })).toContainText(
    'Feito',
  )
  await checklist.getByRole('link', { name: 'Abrir a agenda' }).click()
  await expect(page).toHaveURL(/\/configuracoes$/)
  // Games three days ahead, opening the day before: the scheduler opens nothing during the test,
  // so the first BID is still the organiser's to create (derived from today, never a fixed day).
  const inThreeDays = groupLocal(new Date(Date.now() + 3 * 24 * 3600 * 1000)).slice(0, 10)
  const weekday = new Date(`${inThreeDays}T12:00:00Z`).getUTCDay()
  await page.getByRole('switch', { name: 'Abrir o BID automaticamente toda semana' }).click()
  await page.getByRole('button', { name: 'Salvar agenda' }).click()
  await expect(page.getByText('Agenda salva.').last()).toBeVisible()
  await page.getByRole('button', { name: 'Adicionar jogo' }).click()
  const game = page.getByRole('form', { name: 'Novo jogo' })
  await game.getByRole('checkbox', { name: WEEKDAY_NAMES[weekday]! }).check()
  await game.getByLabel('Abre quantos dias antes').fill('1')
  await game.getByRole('button', { name: 'Salvar jogo' }).click()
  await expect(page.getByText('Jogo salvo na agenda.').last()).toBeVisible()

  // Financeiro, from its own link.
  await page.goto('/dashboard')
  await expect(checklist).toContainText('2 de 4 feitos')
  await checklist.getByRole('link', { name: 'Abrir o Financeiro' }).click()
  await expect(page).toHaveURL(/\/configuracoes$/)
  await page.getByLabel('Tipo da chave Pix').selectOption('cpf')
  await page.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-25')
  await page.getByLabel('Nome do recebedor').fill('Tesouraria do Fundador')
  await page.getByLabel('Cidade do recebedor').fill('Campinas')
  await page.getByRole('button', { name: 'Salvar financeiro' }).click()
  await expect(page.getByText('Financeiro salvo.', { exact: false }).first()).toBeVisible()

  // The usual place and the forecast's city: no step waits on them (the city search may be down).
  await page.getByLabel('Local padrão dos BIDs').fill('Arena do Zé')
  const city = page.getByRole('group', { name: 'Cidade da previsão do tempo' })
  await city
    .getByRole('combobox', { name: 'Cidade da previsão do tempo' })
    .pressSequentially('Camp', {
      delay: 60,
    })
  await page
    .getByRole('listbox', { name: 'Cidades encontradas' })
    .getByRole('option', { name: /Campinas, São Paulo/ })
    .click()
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas.')).toBeVisible()

  // The first BID, from the checklist's link.
  await page.goto('/dashboard')
  await expect(checklist).toContainText('3 de 4 feitos')
  await checklist.getByRole('link', { name: 'Criar o primeiro BID' }).click()
  await expect(page).toHaveURL(/\/bid-atual$/)
  const nextWeek = groupLocal(new Date(Date.now() + 7 * 24 * 3600 * 1000)).slice(0, 10)
  await page.getByLabel('Data').fill(nextWeek)
  await page.getByLabel('Horário').fill('20:00')
  await page.getByRole('button', { name: 'Criar Novo BID' }).click()
  await expect(page.getByText(/BID #1 criado com sucesso!/)).toBeVisible()

  // The list for the group's WhatsApp leads back to the app.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copiar Lista de Presença' }).click()
  await expect(page.getByText('Lista de presença copiada!')).toBeVisible()
  const shared = await page.evaluate(() => navigator.clipboard.readText())
  expect(shared).toContain(
    `Confirme sua presença antes do jogo: ${new URL(page.url()).origin}/check-in`,
  )

  // Every step done: the checklist is gone for good, the dashboard shows the open BID.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'BID Atual - Estatísticas' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Primeiros passos' })).toHaveCount(0)
  expect((await (await api(page, 'GET', '/groups/first-run')).json()).done).toBe(true)
  await toastsGone(page)
  await checkBothWidths(page, 'first-run-done')
})

test("organisers' empty states carry the action, members' keep their text", async ({
  browser,
  baseURL,
}) => {
  // The journey's demo group with its open BID cancelled: nothing open.
  const organiser = await newPage(browser, baseURL, PHONE)
  await signedIn(organiser, group.organiser)
  const open = await api(organiser, 'GET', '/bids/current-bid')
  if (open.status() === 200) {
    const { bidDayId } = (await open.json()) as { bidDayId: number }
    expect((await api(organiser, 'DELETE', `/bids/delete-bid/${bidDayId}`)).status()).toBe(200)
  }
  await organiser.goto('/check-in')
  await expect(organiser.getByText('Nenhum BID Aberto')).toBeVisible()
  await expect(organiser.getByRole('link', { name: 'Criar BID' })).toHaveAttribute(
    'href',
    '/bid-atual',
  )
  await checkBothWidths(organiser, 'check-in-empty-organiser')
  await organiser.goto('/dashboard')
  await expect(organiser.getByText('Nenhum BID Ativo')).toBeVisible()
  // The demo group has played: plain 'Criar BID', and no checklist (its steps are done).
  await expect(organiser.getByRole('link', { name: 'Criar BID' })).toBeVisible()
  await expect(organiser.getByRole('region', { name: 'Primeiros passos' })).toHaveCount(0)

  const member = await newPage(browser, baseURL, PHONE)
  await signedIn(member, group.member)
  await member.goto('/check-in')
  await expect(
    member.getByText('Quando o próximo BID for aberto, você poderá fazer o seu check-in aqui.'),
  ).toBeVisible()
  await expect(member.getByRole('link', { name: 'Criar BID' })).toHaveCount(0)
  await member.goto('/dashboard')
  await expect(
    member.getByText('Quando o próximo BID for aberto, as estatísticas dele aparecem aqui.'),
  ).toBeVisible()
  await expect(member.getByRole('button', { name: 'Verificar novamente' })).toBeVisible()
})
