import type { z } from 'zod'
import type { pixWebhookBodySchema } from '@bidfut/domain/contracts/pix'
import type { Db } from '../../db/client.ts'
import { NotFoundError } from '../../lib/errors.ts'
import type { PixAccounts } from './pix-accounts.ts'
import { settleTxid } from './pix-settle.ts'
import * as repo from './pix.repo.ts'

const UNKNOWN_WEBHOOK = 'Webhook não encontrado.'
const UNKNOWN_TXID = 'Cobrança não encontrada.'

/**
 * The PSP's notice (ADR 052): kept for the 'pix-events' job, one row per group and endToEndId,
 * when it names a txid of the group the token belongs to. Nothing in it is believed: the job reads
 * each txid back from the group's PSP. An unknown token or txids only: 404, nothing kept.
 */
export async function keepPixNotice(
  db: Db,
  token: string,
  body: z.output<typeof pixWebhookBodySchema>,
): Promise<number> {
  const connection = await repo.findConnectionByToken(db, token)
  if (!connection) throw new NotFoundError(UNKNOWN_WEBHOOK)
  const named = body.pix.flatMap((pix) => (pix.txid ? [{ ...pix, txid: pix.txid }] : []))
  const cobs = await repo.findGroupCobs(db, connection.companyId, [
    ...new Set(named.map((pix) => pix.txid)),
  ])
  if (cobs.length === 0) throw new NotFoundError(UNKNOWN_TXID)
  const ours = new Set(cobs.map((cob) => cob.txid))
  return repo.saveEvents(
    db,
    named
      .filter((pix) => ours.has(pix.txid))
      .map((pix) => ({
        companyId: connection.companyId,
        txid: pix.txid,
        endToEndId: pix.endToEndId,
      })),
  )
}

export type PixEvent = Awaited<ReturnType<typeof repo.findEvents>>[number]

/** One kept notice, worked: its txid read back from the group's PSP and settled. */
export async function workPixEvent(db: Db, accounts: PixAccounts, event: PixEvent) {
  const connection = await repo.findConnection(db, event.companyId)
  const [cob] = await repo.findGroupCobs(db, event.companyId, [event.txid])
  // Disconnected since: nothing to ask; the reconciliation of a new connection looks back.
  if (!connection || !cob || !accounts.available) return 'gone' as const
  await settleTxid(db, accounts.clientOf(connection), cob)
  return 'done' as const
}
