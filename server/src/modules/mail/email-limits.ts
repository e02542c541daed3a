import type { Tx } from '../../db/client.ts'
import { TooManyRequestsError } from '../../lib/errors.ts'
import * as repo from './email-limits.repo.ts'

const MINUTE = 60
const DAY = 24 * 60 * 60

/**
 * ADR 026: what one address, one contact sender and one group may make us send. The minute is
 * per kind of email, so the confirmation a person's own form asks for never waits on the
 * activation email that brought them there; the day counts every kind.
 */
export const EMAIL_LIMITS = {
  perAddressAndKindPerMinute: 1,
  perAddressPerDay: 5,
  perGroupPerDay: 200,
} as const

const recentlySent = (wait: string) =>
  `Já enviamos um email para este endereço há pouco. Tente de novo em ${wait}.`
const manyToday = (wait: string) =>
  `Já enviamos emails demais para este endereço hoje. Tente de novo em ${wait}.`
const groupCap = (wait: string) =>
  `A pelada atingiu o limite de ${EMAIL_LIMITS.perGroupPerDay} emails por dia. Tente de novo em ${wait}.`
const contactSender = (wait: string) => `Muitas mensagens enviadas. Tente novamente em ${wait}.`

async function assertRoom(
  tx: Tx,
  where: Parameters<typeof repo.secondsUntilRoom>[1],
  limit: number,
  windowSeconds: number,
  message: (wait: string) => string,
) {
  const wait = await repo.secondsUntilRoom(tx, where, limit, windowSeconds)
  if (wait > 0) throw new TooManyRequestsError(wait, message)
}

/**
 * Counts a request that makes us write to `address`, or refuses it with a 429 that says how
 * long to wait. Counted whether or not the address has an account, so the limit tells nothing
 * about it. `companyId`: an organiser's email, which also counts toward the group's daily cap.
 *
 * Call it first in the transaction, before any other lock: its locks (group, then address)
 * always come first, so they never wait in a circle with row locks. A rollback uncounts it.
 */
export async function countEmailRequest(
  tx: Tx,
  request: { address: string; kind: repo.EmailRequestKind; companyId?: number },
) {
  const address = request.address.trim().toLowerCase()
  const { companyId, kind } = request
  if (companyId !== undefined) {
    await repo.lockEmailCounter(tx, `email-group:${companyId}`)
    await assertRoom(tx, repo.byGroup(companyId), EMAIL_LIMITS.perGroupPerDay, DAY, groupCap)
  }
  await repo.lockEmailCounter(tx, `email-recipient:${address}`)
  const sameKind = repo.byAddressAndKind('recipient', address, kind)
  await assertRoom(tx, sameKind, EMAIL_LIMITS.perAddressAndKindPerMinute, MINUTE, recentlySent)
  await assertRoom(
    tx,
    repo.byAddress('recipient', address),
    EMAIL_LIMITS.perAddressPerDay,
    DAY,
    manyToday,
  )
  await repo.insertEmailRequest(tx, {
    scope: 'recipient',
    kind,
    address,
    companyId: companyId ?? null,
  })
}

/** The contact form writes to us: limited per sender address, besides the per-IP limit. */
export async function countContactMessage(tx: Tx, senderAddress: string) {
  const address = senderAddress.trim().toLowerCase()
  await repo.lockEmailCounter(tx, `email-contact:${address}`)
  const mine = repo.byAddress('contact', address)
  await assertRoom(tx, mine, EMAIL_LIMITS.perAddressAndKindPerMinute, MINUTE, contactSender)
  await assertRoom(tx, mine, EMAIL_LIMITS.perAddressPerDay, DAY, contactSender)
  await repo.insertEmailRequest(tx, { scope: 'contact', kind: 'contact', address })
}
