import { scheduledGameOn } from '@bidfut/domain/rules/bid-schedule'
import type { Tx } from '../../db/client.ts'
import {
  dateSkipped,
  dateUnskipped,
  dateUnskippedByEmail,
  SKIP_NOTICE_DELAY_MS,
  skipKeyOf,
  type Skipped,
} from '../notices/kinds/date-skipped.ts'
import { listMembersWantingNotices, takeBackHeldNotice } from '../notices/notices.repo.ts'
import type { Notices, Sent } from '../notices/notices.ts'
import { gameFactsOn, scheduleOn } from './season-games.ts'

type Skip = { companyId: number; localDate: string; skippedAt: Date; reason: string | null }

/** A skip as its notices tell it (ADR 061): the date's game, the reason, when it may be told. */
async function skipOf(tx: Tx, skip: Skip, publicUrl: string): Promise<Skipped> {
  const { companyId, localDate, skippedAt, reason } = skip
  const facts = await gameFactsOn(tx, companyId, localDate)
  const schedule = await scheduleOn(tx, companyId, localDate)
  const kickOff = scheduledGameOn(schedule, localDate).gameAt.getTime()
  const held = skippedAt.getTime() + SKIP_NOTICE_DELAY_MS
  return {
    companyId,
    localDate,
    ...facts,
    reason,
    skipId: skippedAt.getTime(),
    notBefore: new Date(Math.min(held, kickOff)),
    publicUrl,
  }
}

/**
 * 'Não vai ter jogo na terça, 08/12: …' to the members who want it, held a few minutes so a
 * mistaken tap taken back tells nobody; `except` heard 'BID cancelado' already.
 */
export async function tellSkip(
  tx: Tx,
  notices: Notices,
  skip: Skip,
  except: number[],
  publicUrl: string,
) {
  const skipped = await skipOf(tx, skip, publicUrl)
  const members = await listMembersWantingNotices(tx, skip.companyId, { except })
  return notices.send(tx, dateSkipped, { ...skipped, except }, members)
}

/**
 * A skip taken back: its notice, where not told yet, is dropped; whoever it told (an email
 * or a WhatsApp message sent or on its way, a push) hears 'vai ter jogo, sim'. Nobody hears a correction of nothing.
 */
export async function takeBackSkip(
  tx: Tx,
  notices: Notices,
  skip: Skip,
  publicUrl: string,
): Promise<Sent> {
  const skipped = await skipOf(tx, skip, publicUrl)
  const key = skipKeyOf(skipped)
  const { told, pushed, toldOnWhatsApp } = await takeBackHeldNotice(tx, key, skipped.notBefore)
  const members =
    told.length > 0 ? await listMembersWantingNotices(tx, skip.companyId, { only: told }) : []
  if (members.length === 0 && !pushed && toldOnWhatsApp.length === 0) {
    return { email: 0, push: 0, whatsapp: 0 }
  }
  const correction = { ...skipped, toldOnWhatsApp }
  return notices.send(tx, pushed ? dateUnskipped : dateUnskippedByEmail, correction, members)
}
