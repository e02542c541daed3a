import { expect, test, type Page } from '@playwright/test'
import { fullBidWithLine } from '../full-bid.ts'
import {
  api,
  journeyGroup,
  newPage,
  PHONE,
  signedIn,
  SMALL_PHONE,
  snap,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)
// Two full BIDs sign in a dozen players: more than a worker's journeys share in a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': group.clientAddress } })

/** A screen at 390 and 320 px; a dialog as the viewport shows it. */
async function bothWidths(page: Page, name: string, fullPage = true) {
  await page.setViewportSize(PHONE)
  await snap(page, `${name}-390`, { fullPage })
  await page.setViewportSize(SMALL_PHONE)
  await snap(page, `${name}-320`, { fullPage })
  await page.setViewportSize(PHONE)
}

test('both sides read the same places, the avulso sees the line before the tap, offline shows after navigation', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const organiser = await newPage(browser, baseURL, PHONE)
  await signedIn(organiser, group.organiser)
  await fullBidWithLine(organiser, request, group)

  // The avulso who has not answered: the line, with the place, before the tap.
  const avulso = await newPage(browser, baseURL, PHONE)
  await signedIn(avulso, group.player(28))
  await avulso.goto('/check-in')
  const join = avulso.getByRole('button', { name: 'Entrar na lista de espera (3º)' })
  await expect(join).toBeVisible()
  const playerBar = avulso.getByTestId('slot-bar')
  await expect(playerBar).toContainText('24/24 confirmados')
  await expect(playerBar).toContainText('BID lotado')
  await expect(playerBar).toContainText('2 na lista de espera')
  await bothWidths(avulso, 'truth-check-in-full')

  await organiser.goto('/bid-atual')
  const organiserBar = organiser.getByTestId('slot-bar')
  await expect(organiserBar).toContainText('2 na lista de espera')
  expect(await organiserBar.innerText()).toBe(await playerBar.innerText())
  await bothWidths(organiser, 'truth-bid-atual-full')

  // After the tap: the line, in a neutral toast.
  await join.click()
  const told = avulso.getByText('BID lotado: você entrou na lista de espera (3º lugar).')
  await expect(told).toBeVisible()
  await expect(avulso.locator('[data-sonner-toast]').filter({ has: told })).not.toHaveAttribute(
    'data-type',
    'success',
  )
  await snap(avulso, 'truth-check-in-waitlisted-toast-390', { fullPage: false })
  await toastsGone(avulso)

  // Offline after moving between screens: the banner, and the actions wait. (Service workers are
  // off in journeys, so both screens' code is loaded online first, as the installed app has it.)
  const nav = avulso.getByRole('navigation', { name: 'Navegação inferior' })
  await nav.getByRole('link', { name: 'Histórico' }).click()
  await expect(avulso.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible()
  await avulso.context().setOffline(true)
  await nav.getByRole('link', { name: 'Check-in' }).click()
  await expect(avulso.getByText(/^Sem conexão — dados de \d\d:\d\d$/)).toBeVisible()
  await expect(avulso.getByRole('button', { name: 'Sair da lista de espera' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await bothWidths(avulso, 'truth-offline-after-navigation')
  await avulso.context().setOffline(false)
})

test("a pasted player gets an email through 'Adicionar email', without a position", async ({
  browser,
  baseURL,
}) => {
  const organiser = await newPage(browser, baseURL, PHONE)
  await signedIn(organiser, group.organiser)
  const pasted = await api(organiser, 'POST', '/company-players/bulk-create', {
    players: [{ fullName: 'Zé Colado', goalkeeper: false, typePlayer: 'monthly' }],
  })
  expect(pasted.status()).toBe(200)
  await organiser.goto('/jogadores')
  await organiser.getByRole('button', { name: 'Adicionar email de Zé Colado' }).click()
  const dialog = organiser.getByRole('dialog', { name: 'Adicionar email' })
  await expect(dialog.getByLabel('Posição')).toHaveCount(0)
  await dialog.getByLabel('Email').fill(`ze.colado@${group.domain}`)
  await bothWidths(organiser, 'truth-adicionar-email', false)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(organiser.getByText('Zé Colado foi atualizado com sucesso!')).toBeVisible()

  // The full form keeps what was pasted and names what the register still needs.
  await organiser.getByRole('button', { name: 'Editar Zé Colado' }).click()
  const edit = organiser.getByRole('dialog', { name: 'Editar Jogador' })
  await expect(edit.getByText('Falta para o cadastro: posição.')).toBeVisible()
  await expect(edit.getByLabel('Email')).toHaveValue(`ze.colado@${group.domain}`)
  await bothWidths(organiser, 'truth-editar-falta', false)
})
