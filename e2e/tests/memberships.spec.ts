import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousA11yViolations } from '../accessibility.ts'
import { DEMO_PASSWORD, journeyGroup, linkFromOutbox, PHONE, signIn, snap } from '../support.ts'

const group = journeyGroup(import.meta.filename)

// A second pelada, founded through /registro, beside this journey's 'Pelada de Quinta'.
const THURSDAY = 'Pelada de Quinta'
const TUESDAY = 'Pelada de Terça'
const FOUNDER = { name: 'Helena Prado', email: 'helena.prado@exemplo.test', password: 'helena-1' }
// Regulars of this journey's group, each in one test.
const INVITED = { email: group.player(7), name: 'Felipe Carvalho Dias' }
const TWO_GROUPS = { email: group.player(8), name: 'Gustavo Ribeiro Martins' }

async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/v1/accounts/login', {
    data: { email, password, keepLogged: false },
  })
  expect(res.status(), `login ${email}`).toBe(200)
  const { accessToken } = (await res.json()) as { accessToken: string }
  return { Authorization: `Bearer ${accessToken}` }
}

/** The link path starting with `prefix` in the newest email to `to`, once the worker sent it. */
async function emailedLink(to: string, prefix: string) {
  let found: string | null = null
  await expect
    .poll(async () => (found = await linkFromOutbox(to, prefix)), { timeout: 15_000 })
    .not.toBeNull()
  return found!
}

/** Tuesday's pelada, founded by Helena (and confirmed from her email), once per run. */
async function foundTuesday(request: APIRequestContext) {
  const res = await request.post('/v1/accounts/register', {
    data: {
      nome: FOUNDER.name,
      email: FOUNDER.email,
      telefone: '(21) 99876-5432',
      posicao: 'meio-campo',
      password: FOUNDER.password,
      confirmPassword: FOUNDER.password,
      nomeDaPelada: TUESDAY,
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const token = (await emailedLink(FOUNDER.email, '/confirmar-cadastro/')).split('/').pop()
  const confirmed = await request.post('/v1/accounts/signup/confirm', { data: { token } })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
}

/**
 * Signs in on a phone from a clean slate. One page serves every person in turn: the bundled
 * single-process Chromium shares localStorage between browser contexts, so a second context
 * would inherit the first one's session.
 */
async function signedIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await page.evaluate(() => localStorage.clear())
  await signIn(page, email, password)
  await page.getByText('Login realizado com sucesso!').waitFor({ state: 'hidden' })
}

async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

const SMALL_PHONE = { width: 320, height: 640 }

const userMenu = (page: Page) => page.getByRole('button', { name: /menu do usuário/ })
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação inferior' })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await foundTuesday(request)
})

test('an invited player accepts and enters the new pelada', async ({ page }) => {
  // Tuesday's founder adds a player whose email already has an account on Thursdays.
  await signedIn(page, FOUNDER.email, FOUNDER.password)
  await page.goto('/jogadores')
  await page.getByRole('button', { name: 'Adicionar Jogador' }).click()
  const add = page.getByRole('dialog', { name: 'Adicionar Jogador' })
  await add.getByLabel('Nome completo').fill('Felipe (digitado pela Helena)')
  await add.getByLabel('Email').fill(INVITED.email)
  await add.getByLabel('Telefone').pressSequentially('21988887777')
  await add.getByLabel('Apelido').fill('Felipão')
  await add.getByLabel('Posição').selectOption({ label: 'Zagueiro' })
  await add.getByLabel('Tipo do cadastro').selectOption({ label: 'Mensal' })
  await add.getByRole('button', { name: 'Adicionar' }).click()
  await expect(page.getByText('Jogador adicionado!')).toBeVisible()
  await userMenu(page).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)

  // The player signs in on Thursdays' pelada and finds the invitation in the menu.
  await signedIn(page, INVITED.email)
  await expect(userMenu(page)).toHaveAccessibleName(/1 convite pendente/)
  await userMenu(page).click()
  await expect(page.getByRole('menuitem', { name: 'Trocar de pelada' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Convites, 1 convite pendente' }).click()
  await expect(page).toHaveURL(/\/convites$/)

  const invitation = page.getByRole('article', {
    name: `Você foi convidado para a ${TUESDAY}`,
  })
  await expect(invitation).toContainText(/Convite recebido em \d{2}\/\d{2}\/\d{4}/)
  await noHorizontalScroll(page)
  await toastsGone(page)
  expect(await seriousA11yViolations(page), '/convites').toEqual([])
  await snap(page, 'convites-390')
  await page.setViewportSize(SMALL_PHONE)
  await noHorizontalScroll(page)
  await snap(page, 'convites-320')
  await page.setViewportSize(PHONE)

  await invitation.getByRole('button', { name: 'Aceitar' }).click()
  await expect(page.getByText(`Agora você faz parte da ${TUESDAY}`)).toBeVisible()
  const accepted = page.getByRole('article', {
    name: `Você agora participa da ${TUESDAY}`,
  })
  await expect(accepted).toBeVisible()
  await expect(invitation).toBeHidden()
  await toastsGone(page)
  await snap(page, 'convites-aceito-390')

  await accepted.getByRole('button', { name: `Ir para ${TUESDAY}` }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Pelada trocada!')).toBeVisible()
  await expect(userMenu(page)).toHaveAccessibleName(`Felipe, ${TUESDAY}, menu do usuário`)
  // Tuesday has no BID yet; Thursday's would have shown here before.
  await bottomNav(page).getByRole('link', { name: 'Check-in' }).click()
  await expect(page.getByText('Nenhum BID Aberto')).toBeVisible()
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'))
  expect(session).toMatchObject({ role: 'member' })

  // Both peladas are now in 'Trocar de pelada', Tuesday marked as the current one.
  await userMenu(page).click()
  await page.getByRole('menuitem', { name: 'Trocar de pelada' }).click()
  const dialog = page.getByRole('dialog', { name: 'Trocar de pelada' })
  const groups = dialog.getByRole('list', { name: 'Suas peladas' })
  await expect(groups.getByRole('listitem')).toHaveCount(2)
  await expect(groups.getByRole('listitem').filter({ hasText: TUESDAY })).toContainText('Atual')
  await expect(groups.getByRole('button', { name: new RegExp(THURSDAY) })).toContainText('Membro')
  await toastsGone(page)
  expect(await seriousA11yViolations(page), "'Trocar de pelada'").toEqual([])
  await snap(page, 'trocar-pelada-dialog-390', { fullPage: false })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Focus comes back to where the person opened the menu.
  await expect(userMenu(page)).toBeFocused()
})

test('a player in two peladas switches between them from the menu', async ({ page, request }) => {
  // Set up through the API: Tuesday makes Gustavo an editor, and he accepts.
  const founderHeaders = await apiLogin(request, FOUNDER.email, FOUNDER.password)
  const added = await request.post('/v1/company-players/create-company-player', {
    headers: founderHeaders,
    data: {
      fullName: TWO_GROUPS.name,
      nickname: 'Guga',
      email: TWO_GROUPS.email,
      phone: '(21) 97777-6666',
      playerPosition: 'fullback',
      typePlayer: 'monthly',
      role: 'editor',
    },
  })
  expect(added.status(), await added.text()).toBe(200)
  const playerHeaders = await apiLogin(request, TWO_GROUPS.email)
  // The invitation comes from the worker, a moment after the answer (ADR 026).
  let invitation: { id: number; groupName: string } | undefined
  await expect
    .poll(async () => {
      const listed = await request.get('/v1/accounts/invitations', { headers: playerHeaders })
      const { invitations } = (await listed.json()) as {
        invitations: { id: number; groupName: string }[]
      }
      invitation = invitations.find((candidate) => candidate.groupName === TUESDAY)
      return invitation
    })
    .toBeDefined()
  const accept = await request.post(`/v1/accounts/invitations/${invitation!.id}/accept`, {
    headers: playerHeaders,
  })
  expect(accept.status(), await accept.text()).toBe(200)

  await signedIn(page, TWO_GROUPS.email)
  // Login lands in the pelada used last; each role shows its own links and data.
  const expectations = {
    [TUESDAY]: { role: 'Editor', organiser: true },
    [THURSDAY]: { role: 'Membro', organiser: false },
  }
  await expect(userMenu(page)).toHaveAccessibleName(/Pelada de/)
  const name = (await userMenu(page).getAttribute('aria-label')) ?? ''
  const start = name.includes(TUESDAY) ? TUESDAY : THURSDAY
  const target = start === TUESDAY ? THURSDAY : TUESDAY
  await expect(userMenu(page)).toHaveAccessibleName(`Gustavo, ${start}, menu do usuário`)
  await toastsGone(page)
  await snap(page, `duas-peladas-${start === TUESDAY ? 'terca' : 'quinta'}-390`)

  for (const [from, to] of [
    [start, target],
    [target, start],
  ] as const) {
    await userMenu(page).click()
    await page.getByRole('menuitem', { name: 'Trocar de pelada' }).click()
    const dialog = page.getByRole('dialog', { name: 'Trocar de pelada' })
    await expect(dialog.getByRole('listitem').filter({ hasText: from })).toContainText('Atual')
    const choice = dialog.getByRole('button', { name: new RegExp(to) })
    await expect(choice).toContainText(expectations[to].role)
    if (from === start) {
      await toastsGone(page)
      await snap(page, 'trocar-pelada-escolha-390', { fullPage: false })
    }
    await choice.click()

    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(userMenu(page)).toHaveAccessibleName(`Gustavo, ${to}, menu do usuário`)
    const jogadores = bottomNav(page).getByRole('link', { name: 'Jogadores' })
    if (expectations[to].organiser) {
      // Tuesday's register: its founder and Gustavo, none of Thursday's regulars.
      await jogadores.click()
      await expect(page.getByRole('heading', { name: FOUNDER.name })).toBeVisible()
      await expect(page.getByRole('heading', { name: TWO_GROUPS.name })).toBeVisible()
      await expect(page.getByText('Bruninho')).toHaveCount(0)
      await toastsGone(page)
      await noHorizontalScroll(page)
      await snap(page, 'duas-peladas-jogadores-terca-390')
    } else {
      await expect(jogadores).toHaveCount(0)
      await page.goto('/jogadores')
      await expect(page).toHaveURL(/\/dashboard$/)
      await toastsGone(page)
      await snap(page, 'duas-peladas-quinta-membro-390')
    }
  }

  // The group's name beside the person's fits the header of a 320 px phone.
  await page.setViewportSize(SMALL_PHONE)
  await expect(userMenu(page)).toContainText(start)
  await noHorizontalScroll(page)
  await snap(page, 'duas-peladas-320', { fullPage: false })
})

test('an activation link opened with an email that has an account joins with its password', async ({
  page,
  request,
}) => {
  const JOINER = group.player(9)
  // Tuesday's founder registers a player by name only and generates the activation link.
  const founderHeaders = await apiLogin(request, FOUNDER.email, FOUNDER.password)
  const added = await request.post('/v1/company-players/create-company-player', {
    headers: founderHeaders,
    data: {
      fullName: 'Leonardo (sem email)',
      nickname: 'Léo',
      phone: '(21) 96666-5555',
      playerPosition: 'midfielder',
      typePlayer: 'sporadic',
    },
  })
  expect(added.status(), await added.text()).toBe(200)
  const { id } = (await added.json()) as { id: number }
  const link = await request.post('/v1/accounts/generate-temp-url-register', {
    headers: founderHeaders,
    data: { playerId: id },
  })
  expect(link.status(), await link.text()).toBe(200)
  const { url } = (await link.json()) as { url: string }

  await page.setViewportSize(PHONE)
  await page.goto('/')
  await page.evaluate(() => localStorage.clear())
  await page.goto(new URL(url).pathname)
  await page.getByLabel('Email').fill(JOINER)
  await page.getByLabel('Data de nascimento').fill('1993-08-21')
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-1')
  await page.getByLabel('Confirmar senha').fill('outra-senha-1')
  await page.getByRole('button', { name: 'Ativar conta' }).click()

  // The same answer as for a new email; the account's owner learns the rest from the inbox.
  await expect(page.getByRole('heading', { name: 'Confira o seu email' })).toBeVisible()
  await expect(
    page.getByText(`Enviamos um link para ${JOINER} para concluir a ativação.`),
  ).toBeVisible()
  const joinPath = await emailedLink(JOINER, '/activate-user/')
  expect(joinPath).toBe(new URL(url).pathname)
  await page.goto(`${joinPath}?conta=existente`)
  await expect(page.getByRole('heading', { name: 'Entrar com minha conta' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(JOINER)
  await page.getByLabel('Senha da sua conta').fill('senha-errada')
  await page.getByRole('button', { name: 'Entrar com minha conta' }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Não foi possível entrar' })
  await expect(refusal).toBeVisible()
  await toastsGone(page)
  await noHorizontalScroll(page)
  await snap(page, 'activate-user-conta-existente-390')

  await page.getByLabel('Senha da sua conta').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Entrar com minha conta' }).click()
  await expect(
    page.getByRole('heading', { name: 'Pronto! Você já pode entrar com sua conta.' }),
  ).toBeVisible()
  await snap(page, 'activate-user-conta-existente-pronto-390')

  await page.getByRole('link', { name: 'Ir para o login' }).click()
  await signIn(page, JOINER)
  await expect(userMenu(page)).toHaveAccessibleName(/Pelada de (Terça|Quinta), menu do usuário/)
  await userMenu(page).click()
  await page.getByRole('menuitem', { name: 'Trocar de pelada' }).click()
  const groups = page.getByRole('dialog', { name: 'Trocar de pelada' }).getByRole('listitem')
  await expect(groups).toHaveCount(2)
  await expect(groups.filter({ hasText: TUESDAY })).toContainText('Membro')
})

test('a new email takes effect only once the emailed link is opened', async ({ page }) => {
  const before = group.player(10)
  const after = 'diego.novo@exemplo.test'
  await signedIn(page, before)
  await page.goto('/perfil')
  await page.getByRole('button', { name: 'Editar' }).click()
  await page.getByLabel('Email').fill(after)
  await expect(
    page.getByText('Para alterar o email, confirme com sua senha atual.', { exact: false }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Senha atual obrigatória')).toBeVisible()
  await page.getByLabel('Senha atual').fill(DEMO_PASSWORD)
  await toastsGone(page)
  await snap(page, 'perfil-troca-email-390')

  await page.getByRole('button', { name: 'Salvar' }).click()
  const sent = `Perfil atualizado! Enviamos um link de confirmação para ${after}.`
  await expect(
    page.getByRole('status').filter({ hasText: 'Confirme seu novo email' }),
  ).toContainText(sent)
  // Nothing changes until the link is opened.
  await expect(page.getByText(before).first()).toBeVisible()
  await toastsGone(page)
  await snap(page, 'perfil-troca-email-enviado-390')

  let confirmPath: string | null = null
  await expect
    .poll(async () => (confirmPath = await linkFromOutbox(after, '/confirmar-email/')), {
      timeout: 15_000,
    })
    .not.toBeNull()
  await page.goto(confirmPath!)
  // Opening the link shows the new address; only the tap changes it.
  await expect(page.getByText(after)).toBeVisible()
  await snap(page, 'confirmar-email-antes-390')
  await page.getByRole('button', { name: 'Confirmar novo email' }).click()
  await expect(page.getByRole('heading', { name: 'Email alterado com sucesso!' })).toBeVisible()
  await snap(page, 'confirmar-email-390')
  await page.getByRole('link', { name: 'Ir para o perfil' }).click()
  await expect(page.getByText(after).first()).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').email))
    .toBe(after)

  // The link works once.
  await page.goto(confirmPath!)
  await expect(
    page.getByRole('heading', { name: 'Não foi possível alterar o email' }),
  ).toBeVisible()
  await expect(page.getByText('Este link já foi usado.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirmar novo email' })).toHaveCount(0)
})
