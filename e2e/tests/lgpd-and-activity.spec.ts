import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { seriousA11yViolations } from '../accessibility.ts'
import {
  DEMO_PASSWORD,
  freshBid,
  journeyGroup,
  newPage,
  noHorizontalScroll,
  PHONE,
  signedIn,
  snap,
  toastsGone,
  tokenOf,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)
// jogador09: a monthly regular of this journey's group, who leaves Bidfut at the end.
const LEAVER = group.player(9)

/** The screen, checked for serious accessibility problems, at 390 and at 320 px. */
async function lookAt(page: Page, name: string) {
  await toastsGone(page)
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, `${name}-390`)
  await page.setViewportSize({ width: 320, height: 640 })
  await noHorizontalScroll(page)
  await snap(page, `${name}-320`)
  await page.setViewportSize(PHONE)
}

test('a member sees and downloads their data, the organiser sees who changed what, and the member leaves Bidfut', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000)
  // In a fresh BID the leaver checks in, then the organiser marks them absent.
  const organiser = await tokenOf(request, group.organiser)
  const bid = await freshBid(request, organiser)
  const leaver = await tokenOf(request, LEAVER)
  const info = (await (
    await request.get('/v1/bids/get-information-check-in-bid', { headers: leaver })
  ).json()) as { companyPlayerId: number }
  const statusUrl = `/v1/bids/update-status-player/${bid.bidDayId}/${info.companyPlayerId}`
  const confirmed = await request.put(statusUrl, { headers: leaver, data: { status: 'confirmed' } })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  const absent = await request.put(statusUrl, { headers: organiser, data: { status: 'absent' } })
  expect(absent.ok(), await absent.text()).toBe(true)

  // The organiser's 'Atividade' on /configuracoes: newest first, filtered by kind.
  const page = await newPage(browser, baseURL)
  await signedIn(page, group.organiser)
  await page.goto('/configuracoes')
  await page.getByRole('button', { name: 'Ver atividade' }).click()
  const log = page.getByRole('list', { name: 'Atividade' })
  await expect(log.getByRole('listitem').first()).toContainText(
    `de Confirmado para Ausente no BID #${bid.number}`,
  )
  await expect(log).toContainText(
    `mudou o próprio status de Pendente para Confirmado no BID #${bid.number}`,
  )
  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Cadastro' })
  await expect(log.getByText(/no BID #/)).toHaveCount(0)
  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'BIDs' })
  await expect(log.getByRole('listitem').first()).toContainText('para Ausente no BID')
  await lookAt(page, 'lgpd-atividade')

  // The member's 'Meus dados' on /perfil.
  await page.evaluate(() => localStorage.clear())
  await signedIn(page, LEAVER)
  await page.goto('/perfil')
  const myData = page.getByRole('region', { name: 'Meus dados' })
  await myData.getByRole('button', { name: 'Ver atividade sobre você' }).click()
  await expect(myData.getByRole('list', { name: 'Atividade' })).toContainText(
    `para Ausente no BID #${bid.number}`,
  )
  const download = page.waitForEvent('download')
  await myData.getByRole('button', { name: 'Baixar meus dados' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^bidfut-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = unzipSync(readFileSync(await file.path()))
  const data = JSON.parse(new TextDecoder().decode(zip['meus-dados.json'])) as {
    players: { email: string }[]
  }
  expect(data.players[0]!.email).toBe(LEAVER)
  await expect(page.getByText('Seus dados foram baixados.')).toBeVisible()
  await lookAt(page, 'lgpd-meus-dados')

  // 'Excluir minha conta': a wrong password changes nothing; the right one ends it all.
  await myData.getByRole('button', { name: 'Excluir minha conta' }).click()
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' })
  await dialog.getByLabel('Sua senha').fill('senha-errada')
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR')
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click()
  await expect(dialog.getByText('Senha incorreta', { exact: true })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await snap(page, 'lgpd-excluir-390', { fullPage: false })
  await page.setViewportSize({ width: 320, height: 640 })
  await snap(page, 'lgpd-excluir-320', { fullPage: false })
  await page.setViewportSize(PHONE)
  await dialog.getByLabel('Sua senha').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click()
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  const again = await request.post('/v1/accounts/login', {
    data: { email: LEAVER, password: DEMO_PASSWORD, keepLogged: false },
  })
  expect(again.status()).toBe(401)
  // The group's history keeps the game under the anonymous name.
  const live = (await (
    await request.get('/v1/bids/current-bid', { headers: organiser })
  ).json()) as { monthly: { name: string; companyPlayerId: number }[] }
  const row = live.monthly.find((p) => p.companyPlayerId === info.companyPlayerId)
  expect(row?.name ?? `Ex-jogador #${info.companyPlayerId}`).toBe(
    `Ex-jogador #${info.companyPlayerId}`,
  )
})
