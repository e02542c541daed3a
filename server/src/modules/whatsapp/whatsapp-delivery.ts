import { setTimeout as sleep } from 'node:timers/promises'
import type { PushKind } from '@bidfut/domain/contracts/push'
import { whatsappNoticeLabels, type WhatsAppNotice } from '@bidfut/domain/contracts/whatsapp'
import type { Db } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { enqueuePush } from '../push/push.repo.ts'
import {
  findMessages,
  giveBackMonthlySlot,
  monthOf,
  takeMonthlySlot,
  organisersWithEmail,
  recordSent,
  recordUndeliverable,
  saveButtons,
  takeSendSlot,
  type OutboxMessage,
} from './outbox.repo.ts'
import { fillTemplate, parameterCount, templateNamed } from './templates.ts'
import type { SendOutcome, WhatsAppClient } from './whatsapp-client.ts'

/**
 * Sends the WhatsApp outbox's rows through the Cloud API (the job 'whatsapp' drives it): at most
 * `maxPerSecond` a second across every instance, each quick-reply button with a fresh opaque
 * payload of its own; a message the person cannot get falls back to their email.
 */
export function createWhatsAppDelivery(d: {
  db: Db
  client: WhatsAppClient
  maxPerSecond: number
  monthlyCapPerGroup: number
  publicUrl: string
}) {
  const { db, client } = d

  async function waitForSlot() {
    for (;;) {
      const now = Date.now()
      if (await takeSendSlot(db, Math.floor(now / 1000), d.maxPerSecond)) return
      await sleep(1000 - (now % 1000) + 1)
    }
  }

  async function send(row: OutboxMessage): Promise<SendOutcome> {
    if (row.textBody !== null) return client.sendText(row.phone, row.textBody)
    const template = templateNamed(row.template ?? '')
    if (!template) return { result: 'undeliverable', error: `template ${row.template} não existe` }
    // Payloads say nothing: the webhook finds the message and its action by their hash.
    const buttons = template.buttons.flatMap((button) => {
      if (button.type !== 'QUICK_REPLY') return []
      const { token, hash } = newOpaqueToken()
      return [{ payload: token, payloadHash: hash, action: button.action }]
    })
    await saveButtons(db, row.id, buttons)
    // The body's parameters, then the URL button's (craque's page).
    const count = parameterCount(template.body)
    const url = template.buttons.some((button) => button.type === 'URL')
    return client.sendTemplate({
      to: row.phone,
      template,
      params: row.params.slice(0, count),
      payloads: buttons.map((button) => button.payload),
      urlParam: url ? (row.params[count] ?? '') : undefined,
    })
  }

  return {
    load: (ids: number[]) => findMessages(db, ids),

    db,

    async deliver(row: OutboxMessage): Promise<SendOutcome | { result: 'capped' }> {
      const counted = row.template !== null && row.companyId !== null ? row.companyId : null
      const month = monthOf(new Date())
      if (counted !== null && !(await takeMonthlySlot(db, counted, month, d.monthlyCapPerGroup))) {
        await tellOrganisersOfCap(db, counted, d.monthlyCapPerGroup, d.publicUrl)
        return { result: 'capped' }
      }
      await waitForSlot()
      const outcome = await send(row).catch(async (err: unknown) => {
        if (counted !== null) await giveBackMonthlySlot(db, counted, month)
        throw err
      })
      if (outcome.result === 'sent') await recordSent(db, row.id, outcome.wamid)
      else if (counted !== null) await giveBackMonthlySlot(db, counted, month)
      return outcome
    },

    /**
     * Failed for good, or past the group's cap: kept as failed, and the notice goes to the
     * member's email and push instead (they did not get it there, ADR 051).
     */
    async giveUp(row: OutboxMessage, error: string) {
      await recordUndeliverable(db, row.id, error)
      await fallBack(db, row, d.publicUrl)
    },
  }
}

export type WhatsAppDelivery = ReturnType<typeof createWhatsAppDelivery>

export const CAPPED = 'limite mensal de mensagens do grupo atingido'

/** The organisers hear once a month that the group's WhatsApp stopped at its cap. */
async function tellOrganisersOfCap(db: Db, companyId: number, cap: number, publicUrl: string) {
  const month = monthOf(new Date())
  for (const organiser of await organisersWithEmail(db, companyId)) {
    await enqueueEmail(db, {
      dedupeKey: `whatsapp-cap:${companyId}:${month}:${organiser.id}`,
      to: organiser.email,
      companyId,
      subject: 'Limite mensal de avisos pelo WhatsApp atingido',
      text: `A pelada atingiu o limite de ${cap} mensagens de WhatsApp neste mês. Até o mês que vem, os avisos seguem por email e notificação no celular. Veja o uso em ${publicUrl}/configuracoes`,
    })
  }
}

// The push switch in /perfil each notice's fallback push answers to.
const PUSH_KIND: Record<WhatsAppNotice, PushKind> = {
  'bid-opened': 'bid-opened',
  reminder: 'reminder',
  promoted: 'promoted',
  'bid-moved': 'bid-changed',
  'bid-cancelled': 'bid-changed',
  charge: 'charge',
  craque: 'craque-vote',
  'auto-confirmed': 'bid-opened',
  'guarantee-lost': 'bid-opened',
  'date-skipped': 'bid-changed',
}

// Where the fallback leads: the screen the notice is about.
const pathOf = (notice: WhatsAppNotice) =>
  notice === 'charge'
    ? '/perfil#minhas-cobrancas'
    : notice === 'craque'
      ? '/historico'
      : notice === 'date-skipped'
        ? '/dashboard'
        : '/check-in'

/**
 * The notice's own words by email and push, when WhatsApp did not deliver it: once per message
 * whoever calls (the give-up, a later 'failed' status), by the outboxes' unique keys.
 */
export async function fallBack(db: Db, row: OutboxMessage, publicUrl: string) {
  const template = templateNamed(row.template ?? '')
  if (!template || row.companyId === null || row.companyPlayerId === null) return
  const notice = row.notice as WhatsAppNotice
  const label = whatsappNoticeLabels[notice] ?? 'Aviso'
  const words = fillTemplate(template, row.params)
  const url = `${publicUrl}${pathOf(notice)}`
  const dedupeKey = `whatsapp-fallback:${row.id}`
  if (row.email) {
    await enqueueEmail(db, {
      dedupeKey,
      to: row.email,
      companyId: row.companyId,
      subject: `${label} — Bidfut`,
      text: `${words}\n\nNão conseguimos entregar este aviso pelo WhatsApp. Abra o Bidfut: ${url}`,
    })
  }
  await enqueuePush(db, {
    kind: PUSH_KIND[notice],
    dedupeKey,
    audience: { member: { companyId: row.companyId, companyPlayerId: row.companyPlayerId } },
    payload: { title: label, body: words, url, tag: dedupeKey },
  })
}
