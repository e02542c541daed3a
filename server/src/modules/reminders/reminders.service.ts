import type { StatusChangeResult } from '@bidfut/domain/contracts/bids'
import type { CheckInBlock } from '@bidfut/domain/contracts/check-in-block'
import type { BidStatus } from '@bidfut/domain/contracts/enums'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import type {
  ReminderAnswer,
  ReminderAnswerResponse,
  ReminderLink,
} from '@bidfut/domain/contracts/reminders'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import { displayName } from '@bidfut/domain/rules/person-names'
import { kickOffOf } from '../notices/game-time.ts'
import * as repo from './reminders.repo.ts'

const LINK_INVALID = 'Link inválido ou expirado.'
const LINK_USED = 'Este link já foi usado.'
const BID_NOT_OPEN = 'Este BID não está mais aberto.'
const TOO_LATE = 'O prazo para responder terminou: o jogo já começou.'
const UNSUBSCRIBED = 'Pronto: você não vai mais receber lembretes desta pelada.'

class GoneError extends AppError {
  constructor(message: string) {
    super(410, message)
  }
}

type Link = NonNullable<Awaited<ReturnType<typeof repo.findLinkByHash>>>

/** A link answers until kick-off: the one it was made for, or an earlier one if the BID moved. */
function isOver(link: { expiresAt: Date; dayOfMatch: string; timeZone: string }, now: Date) {
  const deadline = Math.min(link.expiresAt.getTime(), kickOffOf(link).getTime())
  return now.getTime() >= deadline
}

export type RemindersService = ReturnType<typeof createRemindersService>

/** The BID as a link sees it under the BID lock: whether it is open, and when it kicks off. */
type LockedGame = { status: BidStatus; dayOfMatch: string; timeZone: string }

/**
 * The check-in a one-tap answer makes: the bids module's entries service, handed in by app.ts
 * (bids sends reminder emails, so reminders does not import bids). `spendLink` runs under the
 * BID lock, in the same transaction as the status change.
 */
export type ReminderCheckIn = {
  answerReminder(
    ctx: Ctx,
    bidDayId: number,
    status: 'confirmed' | 'absent',
    spendLink: (tx: Tx, bid: LockedGame) => Promise<void>,
  ): Promise<StatusChangeResult>
}

/**
 * The reminder's one-tap links (ADR 007). The token is the caller's only credential: it names one
 * member and BID, answers once, until kick-off; unsubscribing works for as long as it exists.
 */
export function createRemindersService(deps: {
  db: Db
  changes: Changes
  bids: ReminderCheckIn
  /** 'Quem deve não confirma' (ADR 056), from the finance module: why 'Vou jogar' is refused. */
  checkInBlock: (companyId: number, companyPlayerId: number) => Promise<CheckInBlock | null>
}) {
  const { db, changes, bids } = deps

  async function findLink(token: string): Promise<Link> {
    const link = await repo.findLinkByHash(db, hashToken(token))
    if (!link) throw new NotFoundError(LINK_INVALID)
    return link
  }

  /** Made through a link, by no signed-in caller: it says itself which group it touched. */
  async function unsubscribe(link: Link) {
    await changes.transaction(async (tx, touched) => {
      await repo.setReminderEmails(tx, link.companyId, link.companyPlayerId, false)
      touched.group(link.companyId)
    })
  }

  /** The member's own check-in, through the bids service so rules, slots and caches match. */
  async function answerAttendance(link: Link, status: 'confirmed' | 'absent') {
    const ctx: Ctx = {
      companyId: link.companyId,
      companyPlayerId: link.companyPlayerId,
      playerId: link.playerId ?? 0,
      role: 'member',
    }
    return bids.answerReminder(ctx, link.bidDayId, status, async (tx, bid) => {
      const locked = await repo.lockLink(tx, link.companyId, link.id)
      if (!locked) throw new NotFoundError(LINK_INVALID)
      if (locked.usedAt) throw new ConflictError(LINK_USED)
      if (bid.status !== 'open') throw new ConflictError(BID_NOT_OPEN)
      const now = clock.now()
      if (isOver({ ...bid, expiresAt: locked.expiresAt }, now)) throw new GoneError(TOO_LATE)
      await repo.markLinkUsed(tx, link.companyId, link.id, now)
    })
  }

  return {
    /** What the landing page shows; reading never changes anything (mail scanners prefetch). */
    async getLink(token: string): Promise<ReminderLink> {
      const link = await findLink(token)
      const usable = link.usedAt === null && link.bidStatus === 'open' && !isOver(link, clock.now())
      return {
        groupName: link.groupName,
        playerName: displayName(link),
        bidNumber: link.bidNumber,
        dayOfMatch: link.dayOfMatch,
        location: link.location,
        status: link.status ?? 'waiting',
        confirmedCount: link.confirmedCount,
        slots: link.slots,
        severalOpen: link.severalOpen,
        usable,
        // Only while 'Vou jogar' can still be tapped, and not for who is in already.
        checkInBlock:
          usable && link.status !== 'confirmed'
            ? await deps.checkInBlock(link.companyId, link.companyPlayerId)
            : null,
      }
    },

    async answer(token: string, answer: ReminderAnswer): Promise<ReminderAnswerResponse> {
      const link = await findLink(token)
      if (answer === 'sair') {
        await unsubscribe(link)
        const status = link.status ?? 'waiting'
        return { success: true, message: UNSUBSCRIBED, status, remindersEnabled: false }
      }
      // A 'Vou jogar' on a full BID lands in the waiting list: the reply says where it landed.
      const { message, status } = await answerAttendance(
        link,
        answer === 'vou' ? 'confirmed' : 'absent',
      )
      return { success: true, message, status, remindersEnabled: link.reminderEmails }
    },

    /** RFC 8058 one-click, from the List-Unsubscribe header. */
    async unsubscribe(token: string): Promise<MessageResponse> {
      await unsubscribe(await findLink(token))
      return { success: true, message: UNSUBSCRIBED }
    },
  }
}
