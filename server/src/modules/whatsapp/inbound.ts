import type { StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { fromLocalDateTime } from '@bidfut/domain/rules/local-time'
import { formatCents } from '@bidfut/domain/rules/money'
import { whatsappIdVariants } from '@bidfut/domain/rules/whatsapp-phone'
import type { Db, Tx } from '../../db/client.ts'
import { AppError, ConflictError } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import { consentsOfPhones, optOutPhones } from './consent.repo.ts'
import {
  enqueueReply,
  findButton,
  recordDelivery,
  spendButtons,
  type DeliveryStatus,
} from './outbox.repo.ts'
import type { ButtonAction } from './templates.ts'
import type { InboundMessage, InboundStatus } from './webhook-body.ts'

/** A webhook event kept in whatsapp_events, as the job hands it over. */
export type WebhookEvent = {
  id: number
  attempts: number
  payload: { kind: 'message'; message: InboundMessage } | { kind: 'status'; status: InboundStatus }
}

/** The BID a button answers, as its lock sees it. */
type LockedBid = { status: string; dayOfMatch: string; timeZone: string }

/**
 * The one-tap answer a button gives: the bids module's (the same the reminder link uses, handed
 * in by app-services.ts), its spending of the button run under the BID lock.
 */
export type ButtonCheckIn = {
  answerReminder(
    ctx: { companyId: number; companyPlayerId: number; playerId: number; role: 'member' },
    bidDayId: number,
    status: 'confirmed' | 'absent',
    spend: (tx: Tx, bid: LockedBid) => Promise<void>,
  ): Promise<StatusChangeResult>
}

/** The member's own 'Já paguei' (finance's, handed in by app-services.ts). */
export type ChargeReport = {
  report(
    ctx: { companyId: number; companyPlayerId: number; playerId: number; role: 'member' },
    chargeId: number,
  ): Promise<{ description: string; amountCents: number; status: string }>
}

export const REPLIES = {
  optedOut: (url: string) =>
    `Pronto: você não vai mais receber avisos do Bidfut pelo WhatsApp. Para voltar, ative "Receber avisos pelo WhatsApp" no seu perfil: ${url}/perfil`,
  help: (url: string) =>
    `Este é o número de avisos do Bidfut. Os botões das mensagens respondem por você (Vou jogar, Não vou). Escreva SAIR para não receber mais avisos. Tudo o mais fica no app: ${url}`,
  pointer: (url: string) =>
    `Não entendi. Use os botões das mensagens, ou escreva AJUDA ou SAIR. Para o resto, abra o Bidfut: ${url}`,
  unknownNumber: (url: string) =>
    `Este número não recebe avisos do Bidfut. Para recebê-los, ative "Receber avisos pelo WhatsApp" no seu perfil: ${url}/perfil`,
  staleButton: 'Este botão não vale mais. Abra o Bidfut para responder.',
  foreignButton: 'Este botão foi enviado para outro número. Responda pelo seu próprio aviso.',
  used: 'Você já respondeu a este aviso.',
  paid: (charge: { description: string; amountCents: number }) =>
    `Pagamento informado: ${charge.description}, ${formatCents(charge.amountCents)}. A organização vai conferir e confirmar.`,
} as const

const BID_OVER = 'Este BID não está mais aberto.'
const TOO_LATE = 'O prazo para responder terminou: o jogo já começou.'

const normalised = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase()

/**
 * What a person's message or a message's status does (ADR 051). A button answers as the emailed
 * link's tap does, for the person the message went to, from that person's number; SAIR/PARAR
 * opts out, AJUDA explains, anything else gets a pointer. Every message gets one reply.
 */
export function createWhatsAppInbound(d: {
  db: Db
  publicUrl: string
  checkIn: ButtonCheckIn
  charges: ChargeReport
  /** The failed message's notice by email instead. */
  fallBack: (messageId: number) => Promise<void>
  now?: () => Date
}) {
  const { db, publicUrl } = d
  const now = d.now ?? (() => new Date())

  async function answerButton(message: InboundMessage, phones: string[]): Promise<string> {
    const found = await findButton(db, hashToken(message.button?.payload ?? ''))
    if (!found) return REPLIES.staleButton
    const { button, message: sent } = found
    if (!phones.includes(sent.phone)) return REPLIES.foreignButton
    const action = button.action as ButtonAction
    if (!sent.companyId || !sent.companyPlayerId || !sent.playerId) return REPLIES.staleButton
    const ctx = {
      companyId: sent.companyId,
      companyPlayerId: sent.companyPlayerId,
      playerId: sent.playerId,
      role: 'member' as const,
    }
    try {
      if (action === 'ja-paguei') {
        if (!sent.chargeId) return REPLIES.staleButton
        return REPLIES.paid(await d.charges.report(ctx, sent.chargeId))
      }
      if (!sent.bidDayId) return REPLIES.staleButton
      const result = await d.checkIn.answerReminder(
        ctx,
        sent.bidDayId,
        action === 'vou' ? 'confirmed' : 'absent',
        async (tx, bid) => {
          if (bid.status !== 'open') throw new ConflictError(BID_OVER)
          if (now() >= fromLocalDateTime(bid.dayOfMatch, bid.timeZone))
            throw new ConflictError(TOO_LATE)
          if (!(await spendButtons(tx, sent.id))) throw new ConflictError(REPLIES.used)
        },
      )
      const [, number, when] = sent.params
      if (result.status === 'confirmed') return `Confirmado no BID #${number} — ${when}. Até lá!`
      if (result.status === 'absent')
        return `Certo: você não vai ao BID #${number}. Obrigado por avisar.`
      return result.message
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) return err.message
      throw err
    }
  }

  async function answerMessage(message: InboundMessage) {
    const phones = whatsappIdVariants(message.from)
    const consents = await consentsOfPhones(db, phones)
    const playerId = consents[0]?.playerId ?? null
    const reply = async (text: string) =>
      enqueueReply(db, {
        wamid: message.id,
        phone: consents[0]?.phone ?? phones[0]!,
        text,
        playerId,
      })
    if (message.type === 'button') return reply(await answerButton(message, phones))
    if (consents.length === 0) return reply(REPLIES.unknownNumber(publicUrl))
    const word = normalised(message.text?.body ?? '')
    if (word === 'SAIR' || word === 'PARAR') {
      await optOutPhones(db, phones)
      return reply(REPLIES.optedOut(publicUrl))
    }
    if (word === 'AJUDA') return reply(REPLIES.help(publicUrl))
    return reply(REPLIES.pointer(publicUrl))
  }

  return {
    async handle(event: WebhookEvent) {
      const { payload } = event
      if (payload.kind === 'message') return answerMessage(payload.message)
      const status = payload.status.status as DeliveryStatus
      const row = await recordDelivery(db, payload.status.id, status)
      // Delivered to Meta, then not to the phone: the notice goes by email after all.
      if (row && status === 'failed' && row.template) await d.fallBack(row.id)
    },
  }
}

export type WhatsAppInbound = ReturnType<typeof createWhatsAppInbound>
