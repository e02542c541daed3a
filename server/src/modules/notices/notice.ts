import type { PushKind, PushPayload } from '@bidfut/domain/contracts/push'
import type { Db, Tx } from '../../db/client.ts'
import type { WhatsAppNotice } from '@bidfut/domain/contracts/whatsapp'
import type { PushAudience } from '../push/push.repo.ts'
import type { EmailContent } from './email-render.ts'

export type Conn = Db | Tx

/** A person a notice goes to by address: email today, WhatsApp once it is a channel. */
export type Recipient = { email: string | null; companyId: number | null }

/**
 * One kind of notice a person gets, declared once (ADR 044): who gets it, and per channel its
 * dedupe key and its texts. `O` is one occurrence (a BID cancelled, a reminder due) and `R` one
 * recipient of it. A channel a kind does not declare is not used for it.
 */
export type NoticeKind<O, R extends Recipient = Recipient> = {
  /** Who gets it, in words (docs/product.md says the same). */
  to: string
  /** The recipients of an occurrence, when the kind finds them itself. */
  recipients?: (conn: Conn, occurrence: O) => Promise<R[]>
  /** Whether it still goes out at all (a game that started needs no notice). */
  when?: (occurrence: O) => boolean
  /** Held until this time on every channel, so it can still be taken back (ADR 061). */
  notBefore?: (occurrence: O) => Date
  /** One email per recipient with an address. */
  email?: {
    key: (occurrence: O, recipient: R) => string
    texts: (occurrence: O, recipient: R) => EmailContent
    headers?: (occurrence: O, recipient: R) => Record<string, string>
  }
  /** One push per device of the audience that asked for `kind` (ADR 041). */
  push?: {
    kind: PushKind
    key: (occurrence: O) => string
    audience: (occurrence: O) => PushAudience
    texts: (occurrence: O) => PushPayload
  }
  /**
   * One WhatsApp template message per member who opted in and kept this kind on (ADR 051): to
   * the group's members, or to one of them; its parameters fill the template in TEMPLATES.
   */
  whatsapp?: {
    notice: WhatsAppNotice
    /** Its template in TEMPLATES when not the notice's own (a correction). */
    template?: 'date-unskipped'
    key: (occurrence: O) => string
    to: (occurrence: O) => {
      companyId: number
      companyPlayerId?: number
      confirmedOnly?: boolean
      /** Members left out (told by another notice)… */
      except?: number[]
      /** …or only these (whoever an earlier notice told). */
      only?: number[]
    }
    /** The body's parameters, then the URL button's when the template has one. */
    params: (occurrence: O) => string[]
    /** The BID its buttons answer and its statuses count for. */
    bidDayId?: (occurrence: O) => number
    /** The charge its 'Já paguei' reports. */
    chargeId?: (occurrence: O) => number
  }
}

/**
 * A channel queues a kind's notice in the caller's transaction; answers how many rows it added.
 * `whatsappKey` is the notice's WhatsApp key where the app sends WhatsApp (notices.ts), else null.
 */
export type Channel = <O, R extends Recipient>(
  conn: Conn,
  kind: NoticeKind<O, R>,
  occurrence: O,
  recipients: R[],
  whatsappKey: string | null,
) => Promise<number>
