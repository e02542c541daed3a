import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { FAKE_PSP } from '../../../test/fake-pix-psp.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { chargeEvents, charges } from '../../db/schema/finance.ts'
import { pixCobs, pixPayments, pspConnections } from '../../db/schema/pix.ts'
import { createPixTestApp } from './pix.test-kit.ts'

const kit = await createPixTestApp()
const { app, db, fake, call, world, connect, chargeOf } = kit
afterAll(() => fake.close())

/** A group connected to the fake PSP, with the player's charge's cob made. */
async function connectedWorld(name: string) {
  const w = await world(name)
  const res = await connect(w.admin.headers)
  expect(res.statusCode, res.body).toBe(200)
  await app.jobs.run('pix-cobs')
  const { charge, cobs } = await chargeOf(w.player.member.id)
  expect(cobs).toHaveLength(1)
  return { ...w, charge, cob: cobs[0]! }
}

const statusOf = async (chargeId: number) =>
  (await db.select().from(charges).where(eq(charges.id, chargeId)))[0]!

describe('Connecting the group’s PSP', () => {
  it('is for administrators only, to an allowed address, and keeps the secrets sealed', async () => {
    const { admin, manager, player, group } = await world('Pix Conexão')
    expect((await connect(manager.headers)).statusCode).toBe(403)
    expect((await connect(player.headers)).statusCode).toBe(403)
    expect((await call('GET', '/finance/psp', manager.headers)).statusCode).toBe(403)
    const elsewhere = await connect(admin.headers, { provider: 'https://evil.example' })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().message).toBe(
      'Banco não permitido neste servidor. Escolha um da lista.',
    )

    const wrong = await connect(admin.headers, { clientSecret: 'outro-segredo' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(
      'Não conectou: O banco recusou o client ID ou o client secret.',
    )
    expect(
      await db.select().from(pspConnections).where(eq(pspConnections.companyId, group.id)),
    ).toEqual([])

    const res = await connect(admin.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).not.toContain(FAKE_PSP.clientSecret)
    expect(res.body).not.toContain(FAKE_PSP.clientId)
    const { connection } = res.json()
    expect(connection).toMatchObject({ provider: fake.url, hasCertificate: false })
    expect(connection.webhookUrl).toMatch(
      /^https:\/\/bidfut\.example\/v1\/webhooks\/pix\/[\w-]{32}$/,
    )
    // Registered at the PSP for the group's key, at that address.
    expect(fake.webhooks.get('tesouraria@pelada.example')).toBe(connection.webhookUrl)

    const [row] = await db
      .select()
      .from(pspConnections)
      .where(eq(pspConnections.companyId, group.id))
    expect(row!.sealedCredentials).not.toContain(FAKE_PSP.clientSecret)
    expect(
      Buffer.from(row!.sealedCredentials.split('.')[2]!, 'base64url').toString(),
    ).not.toContain(FAKE_PSP.clientSecret)
    const logged = await db.select().from(activityLog).where(eq(activityLog.companyId, group.id))
    expect(logged.map((entry) => entry.kind)).toContain('finance.psp_connected')
    expect(JSON.stringify(logged)).not.toContain(FAKE_PSP.clientSecret)
    expect(fake.violations).toEqual([])
  })

  it('is refused before Financeiro has a Pix key', async () => {
    const { createGroup } = await import('../../../test/factories.ts')
    const group = await createGroup(db, 'Pix Sem Chave')
    const admin = await kit.signedIn(group.id, { role: 'administrator' })
    const res = await connect(admin.headers)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Cadastre a chave Pix no Financeiro antes de conectar o banco.')
  })

  it('tests the connection and says in pt-BR what failed', async () => {
    const { admin } = await connectedWorld('Pix Teste')
    const ok = await call('POST', '/finance/psp/test', admin.headers)
    expect(ok.json()).toEqual({
      ok: true,
      message: 'Conexão funcionando: o banco aceitou as credenciais.',
    })
    fake.setDown(true)
    try {
      const down = await call('POST', '/finance/psp/test', admin.headers)
      expect(down.json()).toEqual({
        ok: false,
        message: 'O banco está indisponível agora (HTTP 503). Tente de novo em alguns minutos.',
      })
    } finally {
      fake.setDown(false)
    }
  })

  it('disconnects: the static code comes back and the secrets are gone', async () => {
    const { admin, player, group } = await connectedWorld('Pix Desconecta')
    const res = await call('DELETE', '/finance/psp', admin.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json().connection).toBeNull()
    expect(
      await db.select().from(pspConnections).where(eq(pspConnections.companyId, group.id)),
    ).toEqual([])
    const mine = (await call('GET', '/finance/my-charges', player.headers)).json()
    expect(mine.charges[0]).toMatchObject({ pixDynamic: false })
    expect(mine.charges[0].pixCode).toContain('tesouraria@pelada.example')
  })
})

describe('Charges paid by the bank', () => {
  it('gives each unpaid charge an immediate cob, shown to the player', async () => {
    const { player, charge, cob } = await connectedWorld('Pix Cob')
    expect(cob.txid).toMatch(/^[a-zA-Z0-9]{26,35}$/)
    const atPsp = fake.cobs.get(cob.txid)!
    expect(atPsp.valor.original).toBe('80.00')
    expect(atPsp.chave).toBe('tesouraria@pelada.example')
    // A monthly charge's cob lasts to the end of its due date in the group's zone, or 24 h.
    expect(atPsp.calendario.expiracao).toBeGreaterThanOrEqual(86_400)
    const mine = (await call('GET', '/finance/my-charges', player.headers)).json()
    expect(mine.charges[0]).toMatchObject({
      id: charge.id,
      pixDynamic: true,
      pixCode: atPsp.pixCopiaECola,
    })
    // A second pass makes nothing more; the token was asked for once.
    const issued = fake.tokensIssued()
    await app.jobs.run('pix-cobs')
    expect((await chargeOf(player.member.id)).cobs).toHaveLength(1)
    expect(fake.tokensIssued()).toBe(issued)
  })

  it('renews an expired cob with a new txid', async () => {
    const { player, cob } = await connectedWorld('Pix Expirou')
    await db
      .update(pixCobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pixCobs.txid, cob.txid))
    await app.jobs.run('pix-cobs')
    const { cobs } = await chargeOf(player.member.id)
    expect(cobs.map((c) => c.revision).sort()).toEqual([0, 1])
    const mine = (await call('GET', '/finance/my-charges', player.headers)).json()
    expect(mine.charges[0].pixCode).toBe(cobs.find((c) => c.revision === 1)!.pixCopiaECola)
  })

  it('marks the charge paid from the PSP’s own answer, each endToEndId once', async () => {
    const { charge, cob, group, player, admin } = await connectedWorld('Pix Pago')
    const { pix, status } = await fake.pay(cob.txid)
    expect(status).toBe(200)
    expect((await statusOf(charge.id)).status).toBe('open') // the job reads it back
    await app.jobs.run('pix-events')
    const paid = await statusOf(charge.id)
    expect(paid).toMatchObject({ status: 'paid', paidMethod: 'pix' })
    // The PSP retries its notice: nothing more happens.
    expect(await fake.postWebhook('tesouraria@pelada.example', [pix])).toBe(200)
    await app.jobs.run('pix-events')
    await app.jobs.run('pix-reconcile')
    const payments = await db.select().from(pixPayments).where(eq(pixPayments.chargeId, charge.id))
    expect(payments).toEqual([
      expect.objectContaining({ endToEndId: pix.endToEndId, outcome: 'paid' }),
    ])
    const history = await db.select().from(chargeEvents).where(eq(chargeEvents.chargeId, charge.id))
    const notes = history
      .map((event) => event.note)
      .filter((note) => note.startsWith('Pago via Pix'))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatch(/^Pago via Pix — \d{2}\/\d{2} \d{2}:\d{2} \(E\w{31}\)$/)
    // What the bank confirmed no organiser undoes.
    const undo = await call(
      'POST',
      `/finance/charges/${charge.id}/undo-confirmation`,
      admin.headers,
      {
        reason: 'Engano',
      },
    )
    expect(undo.statusCode).toBe(409)
    expect(undo.json().message).toBe('O banco confirmou este Pix: não dá para desfazer.')
    const mine = (await call('GET', '/finance/my-charges', player.headers)).json()
    expect(mine.charges[0]).toMatchObject({ status: 'paid', paidByBank: true, pixCode: null })
    const logged = await db.select().from(activityLog).where(eq(activityLog.companyId, group.id))
    expect(logged.filter((entry) => entry.kind === 'finance.pix_received')).toHaveLength(1)
  })

  it('believes nothing a webhook says: a forged Pix changes nothing', async () => {
    const { charge, cob, admin } = await connectedWorld('Pix Forjado')
    const token = (await call('GET', '/finance/psp', admin.headers))
      .json()
      .connection.webhookUrl.split('/')
      .pop()
    const forged = {
      pix: [
        {
          endToEndId: 'E12345678202612011200abcdefghijk',
          txid: cob.txid,
          valor: '80.00',
          horario: new Date().toISOString(),
        },
      ],
    }
    const res = await app.inject({
      method: 'POST',
      url: `/v1/webhooks/pix/${token}/pix`,
      payload: forged,
    })
    expect(res.statusCode).toBe(200)
    await app.jobs.run('pix-events')
    expect((await statusOf(charge.id)).status).toBe('open')
    expect(await db.select().from(pixPayments).where(eq(pixPayments.chargeId, charge.id))).toEqual(
      [],
    )
  })

  it('answers 404 to an unknown token or txid, and keeps nothing', async () => {
    const { admin } = await connectedWorld('Pix Desconhecido')
    const token = (await call('GET', '/finance/psp', admin.headers))
      .json()
      .connection.webhookUrl.split('/')
      .pop()
    const pix = (txid: string) => ({
      pix: [{ endToEndId: 'E12345678202612011200zzzzzzzzzzz', txid }],
    })
    const unknownToken = await app.inject({
      method: 'POST',
      url: '/v1/webhooks/pix/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pix',
      payload: pix('BIDFUT00000001C000000000001R0000'),
    })
    expect(unknownToken.statusCode).toBe(404)
    const unknownTxid = await app.inject({
      method: 'POST',
      url: `/v1/webhooks/pix/${token}/pix`,
      payload: pix('OUTRO0000000000000000000000000'),
    })
    expect(unknownTxid.statusCode).toBe(404)
    expect(unknownTxid.json().message).toBe('Cobrança não encontrada.')
  })

  it('flags a different amount for the organiser instead of marking it paid', async () => {
    const { charge, cob, admin } = await connectedWorld('Pix Valor')
    await fake.pay(cob.txid, 2999)
    await app.jobs.run('pix-events')
    const row = await statusOf(charge.id)
    expect(row).toMatchObject({ status: 'open', pixReceivedCents: 2999 })
    const detail = (await call('GET', `/finance/charges/${charge.id}`, admin.headers)).json()
    expect(detail.charge.pixReceivedCents).toBe(2999)
    expect(detail.history.map((e: { note: string }) => e.note).join('\n')).toMatch(
      /Pago R\$\s29,99 — valor diferente/,
    )
  })

  it('catches a lost webhook by reconciliation, and waits out the PSP being down', async () => {
    const { charge, cob } = await connectedWorld('Pix Perdido')
    fake.settle(cob.txid) // paid, but the notice never arrives
    fake.setDown(true)
    try {
      await app.jobs.run('pix-reconcile')
      expect((await statusOf(charge.id)).status).toBe('open')
    } finally {
      fake.setDown(false)
    }
    await app.jobs.run('pix-reconcile')
    expect((await statusOf(charge.id)).status).toBe('paid')
    await app.jobs.run('pix-reconcile')
    expect(
      await db.select().from(pixPayments).where(eq(pixPayments.chargeId, charge.id)),
    ).toHaveLength(1)
    expect(fake.violations).toEqual([])
  })
})
