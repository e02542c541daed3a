import { expect, test } from '@playwright/test'
import {
  atBothWidths,
  finishWithFurao,
  journeyGroup,
  newPage,
  openBidWithConfirmedPlayers,
  signedIn,
  snapElement,
  toastsGone,
} from '../support.ts'

const group = journeyGroup(import.meta.filename)

// The furões' rule (ADR 060), on a phone: the organiser turns it on with the automatic
// confirmation, marks Bruninho 'Faltou sem avisar' when finishing, and the next BID opens
// without his guarantee while the other mensalistas are confirmed; he is told on /check-in; the
// organiser forgives the furão on /jogadores and the held place comes back.
test('a furão loses the guarantee at the next BID, and the organiser forgives him', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000)
  const played = await openBidWithConfirmedPlayers(request, group)
  const organiser = await newPage(browser, baseURL)
  await signedIn(organiser, group.organiser)

  await organiser.goto('/configuracoes')
  await organiser.getByRole('switch', { name: 'Confirmar mensalistas automaticamente' }).click()
  await organiser.getByRole('switch', { name: 'Regra dos furões' }).click()
  const absences = organiser.getByRole('spinbutton', { name: 'Faltas sem avisar' })
  await absences.fill('1')
  await expect(
    organiser.getByText(/^Com 1 falta sem avisar nas últimas 4 semanas, o mensalista perde/),
  ).toBeVisible()
  const section = organiser.getByRole('region', { name: 'Mensalistas e furões' })
  await section.scrollIntoViewIfNeeded()
  await snapElement(section, 'configuracoes-furoes-rule-390')
  await organiser.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(organiser.getByText('Configurações salvas.')).toBeVisible()
  await toastsGone(organiser)

  // Finishing the game: Bruninho was confirmed and did not come.
  await finishWithFurao(organiser, 'Bruninho')
  await toastsGone(organiser)

  // The next BID, created with the suggested date: the mensalistas confirmed, Bruninho not.
  await organiser.getByRole('button', { name: 'Criar Novo BID' }).click()
  await expect(organiser.getByText(/BID #\d+ criado com sucesso!/)).toBeVisible()
  const row = organiser.getByRole('listitem').filter({ hasText: 'Bruninho' })
  await expect(row.getByText('Sem vaga garantida')).toBeVisible()
  await row.scrollIntoViewIfNeeded()
  await snapElement(row, 'bid-atual-sem-vaga-garantida-390')

  const bruninho = await newPage(browser, baseURL)
  await signedIn(bruninho, group.member)
  await bruninho.goto('/check-in')
  await expect(bruninho.getByText('Sem vaga garantida neste BID')).toBeVisible()
  await expect(bruninho.getByRole('button', { name: 'Fazer Check-in' })).toBeVisible()
  await bruninho.getByRole('button', { name: 'Fazer Check-in' }).scrollIntoViewIfNeeded()
  await atBothWidths(bruninho, 'check-in-sem-vaga-garantida', { fullPage: false })

  // Another mensalista was confirmed at the opening and says 'Não vou' in one tap.
  const regular = await newPage(browser, baseURL)
  await signedIn(regular, group.player(6))
  await regular.goto('/check-in')
  await expect(
    regular.getByText('Confirmado automaticamente — toque se não for', { exact: true }),
  ).toBeVisible()
  await regular.getByRole('button', { name: 'Cancelar status' }).scrollIntoViewIfNeeded()
  await atBothWidths(regular, 'check-in-confirmado-automaticamente', { fullPage: false })
  await regular.getByRole('button', { name: 'Não vou' }).click()
  await expect(regular.getByText('Ausência registrada.')).toBeVisible()

  // The organiser forgives the furão: the record shows it, the held place comes back.
  await organiser.goto('/jogadores')
  const card = organiser.locator('[aria-labelledby^="player-"]').filter({ hasText: 'Bruninho' })
  await expect(card).toContainText(
    `1 falta sem avisar nas últimas 4 semanas (BID #${played.number}) · sem vaga garantida no próximo BID`,
  )
  await card.scrollIntoViewIfNeeded()
  await snapElement(card, 'jogadores-furao-rule-card-390')
  await card.getByRole('button', { name: 'Perdoar falta de Bruno Henrique Santos' }).click()
  const forgive = organiser.getByRole('alertdialog', { name: 'Perdoar falta' })
  await expect(forgive).toContainText(`no BID #${played.number}?`)
  await forgive.getByRole('button', { name: 'Perdoar falta' }).click()
  await expect(
    organiser.getByText(`Falta do BID #${played.number} perdoada: ela não conta mais.`),
  ).toBeVisible()
  await expect(card).toContainText('(1 perdoada)')
  await expect(card.getByRole('button', { name: /Perdoar falta/ })).toHaveCount(0)
  await toastsGone(organiser)
  await snapElement(card, 'jogadores-furao-forgiven-card-390')

  await bruninho.reload()
  await expect(bruninho.getByRole('button', { name: 'Fazer Check-in' })).toBeVisible()
  await expect(bruninho.getByText('Sem vaga garantida neste BID')).toHaveCount(0)
})
