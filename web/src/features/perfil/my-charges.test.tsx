import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { profileSchema } from '@bidfut/domain/contracts/accounts'
import { myChargesSchema } from '@bidfut/domain/contracts/finance'
import { buildPixBrCode } from '@bidfut/domain/rules/pix-br-code'
import * as finance from '@bidfut/domain/endpoints/finance'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as profileApi from '@bidfut/domain/endpoints/profile'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const profile = profileSchema.parse({
  fullName: 'Bruno Lima',
  nickname: 'Bruninho',
  phone: null,
  birthDate: null,
  favoriteTeam: null,
  email: 'bruno@example.com',
  playerPosition: null,
  photoUrl: null,
  hasPassword: true,
})

const pixCode = buildPixBrCode({
  key: '52998224725',
  name: 'Tesouraria',
  city: 'Recife',
  amountCents: 8000,
  txid: 'BIDFUT7',
})
const charge = {
  id: 7,
  companyPlayerId: 1,
  playerName: 'Bruninho',
  memberRemoved: false,
  kind: 'monthly',
  description: 'Mensalidade de dezembro/2026',
  amountCents: 8000,
  paidCents: 0,
  dueDate: '2026-12-10',
  status: 'open',
  overdue: false,
  paidMethod: null,
  paidAt: null,
  paidByBank: false,
  pixReceivedCents: null,
  waivedReason: null,
  lastRemindedAt: null,
  pixCode,
  pixDynamic: false,
}
const NO_BLOCK = { receiverName: 'Tesouraria', checkInBlock: null }
const myCharges = (status: string) =>
  myChargesSchema.parse({ ...NO_BLOCK, charges: [{ ...charge, status }] })

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe("'Minhas cobranças' on /perfil", () => {
  it("copies the Pix code and reports the payment with 'Já paguei'", async () => {
    const fetchMock = stubApi([
      [accounts.getProfile, reply(profile)],
      [profileApi.reminderEmails, reply({ receiveReminderEmails: true })],
      [finance.myCharges, [reply(myCharges('open')), reply(myCharges('reported'))]],
      [finance.reportPayment, reply({ ...charge, status: 'reported' })],
    ])
    renderApp('/perfil')
    const user = userEvent.setup()
    expect(await screen.findByText('Mensalidade de dezembro/2026')).toBeInTheDocument()
    expect(screen.getByText('Vence em 10/12/2026')).toBeInTheDocument()
    expect(screen.getByText('R$ 80,00')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(pixCode)

    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }))
    // user-event puts its own clipboard in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(pixCode)
    expect(
      await screen.findByText('Código Pix copiado. Cole no app do seu banco.'),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Já paguei' }))
    await waitFor(() => expect(callsTo(fetchMock, finance.reportPayment)).toHaveLength(1))
    expect(
      await screen.findByText('Você informou o pagamento. A organização vai confirmar.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Já paguei' })).not.toBeInTheDocument()
  })

  it('follows the bank: a charge with its own Pix turns Pago without a reload', async () => {
    const bank = { ...charge, pixDynamic: true }
    const paid = {
      ...charge,
      status: 'paid',
      paidMethod: 'pix',
      paidAt: '2026-12-14T23:31:00.000Z',
      paidByBank: true,
      pixCode: null,
    }
    const fetchMock = stubApi([
      [accounts.getProfile, reply(profile)],
      [profileApi.reminderEmails, reply({ receiveReminderEmails: true })],
      [
        finance.myCharges,
        [
          reply(myChargesSchema.parse({ ...NO_BLOCK, charges: [bank] })),
          reply(myChargesSchema.parse({ ...NO_BLOCK, charges: [paid] })),
        ],
      ],
    ])
    renderApp('/perfil')
    expect(
      await screen.findByText(
        'Pague com este Pix: a cobrança aparece como paga sozinha, em segundos.',
      ),
    ).toBeInTheDocument()
    // The bank confirms: no 'Já paguei' to tap.
    expect(screen.queryByRole('button', { name: 'Já paguei' })).not.toBeInTheDocument()
    expect(await screen.findByText(/^Pago via Pix — \d{2}\/\d{2}/)).toBeInTheDocument()
    expect(screen.getByText('Tudo pago. Valeu!')).toBeInTheDocument()
    expect(callsTo(fetchMock, finance.myCharges)).toHaveLength(2)
  })
})
