import { emailChannel } from './channels/email.ts'
import { pushChannel } from './channels/push.ts'
import { whatsappChannel } from './channels/whatsapp.ts'
import type { Channel, Conn, NoticeKind, Recipient } from './notice.ts'

/**
 * Every channel, each with its job kind in jobs/jobs.ts; a new one is a file and a line here.
 * WhatsApp goes first: whoever it reaches gets the notice there instead of email and push.
 */
const CHANNELS = {
  whatsapp: whatsappChannel,
  email: emailChannel,
  push: pushChannel,
} satisfies Record<string, Channel>
export type ChannelName = keyof typeof CHANNELS
export type Sent = Record<ChannelName, number>

/** A channel as the services call it: the notice's WhatsApp key (or null) is the notices' own. */
type BoundChannel = <O, R extends Recipient>(
  conn: Conn,
  kind: NoticeKind<O, R>,
  occurrence: O,
  recipients: R[],
) => Promise<number>

export type Notices = ReturnType<typeof createNotices>

/**
 * The notices as this app sends them, built once from its configuration (app-services.ts) and
 * passed to the services like their other dependencies: `whatsapp` says whether the server sends
 * WhatsApp (ADR 051). Off, no message is queued and nobody is left out of email and push, so
 * consents kept from an earlier configuration cannot swallow notices.
 */
export function createNotices({ whatsapp }: { whatsapp: boolean }) {
  /**
   * The key under which a kind's notice goes by WhatsApp, when it can: whoever has a message
   * under it gets the notice there (or by its fallback), not by its email and push.
   */
  const whatsappKeyOf = <O, R extends Recipient>(kind: NoticeKind<O, R>, occurrence: O) =>
    whatsapp && kind.whatsapp ? kind.whatsapp.key(occurrence) : null
  const bind =
    (channel: Channel): BoundChannel =>
    (conn, kind, occurrence, recipients) =>
      channel(conn, kind, occurrence, recipients, whatsappKeyOf(kind, occurrence))
  const channels: Record<ChannelName, BoundChannel> = {
    whatsapp: whatsapp ? bind(CHANNELS.whatsapp) : async () => 0,
    email: bind(CHANNELS.email),
    push: bind(CHANNELS.push),
  }

  /**
   * Queues one occurrence of a notice kind on every channel it declares, in the caller's
   * transaction (sent only if the change it tells of commits). `recipients` default to the
   * kind's own query; a kind's `when` may skip the whole occurrence. Answers what each channel
   * queued, so the caller nudges those jobs.
   */
  async function send<O, R extends Recipient>(
    conn: Conn,
    kind: NoticeKind<O, R>,
    occurrence: O,
    recipients?: R[],
  ): Promise<Sent> {
    const sent = { email: 0, push: 0, whatsapp: 0 }
    if (kind.when && !kind.when(occurrence)) return sent
    const to = recipients ?? (await kind.recipients?.(conn, occurrence)) ?? []
    for (const name of Object.keys(CHANNELS) as ChannelName[]) {
      sent[name] = await channels[name](conn, kind, occurrence, to)
    }
    return sent
  }

  return { whatsapp, whatsappKeyOf, channels, send }
}

const withoutWhatsApp = createNotices({ whatsapp: false })

/**
 * A notice that never goes by WhatsApp (account emails, the digest…), wherever it is sent from.
 * A kind with a `whatsapp` part goes through the app's `notices.send`, which knows whether the
 * app sends WhatsApp: here it is refused, so no such kind loses its WhatsApp silently.
 */
export function sendNotice<O, R extends Recipient>(
  conn: Conn,
  kind: NoticeKind<O, R>,
  occurrence: O,
  recipients?: R[],
): Promise<Sent> {
  if (kind.whatsapp) throw new Error('a notice with a WhatsApp part goes through notices.send')
  return withoutWhatsApp.send(conn, kind, occurrence, recipients)
}
