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

/**
 * Queues one occurrence of a notice kind on every channel it declares, in the caller's
 * transaction (sent only if the change it tells of commits). `recipients` default to the kind's
 * own query; a kind's `when` may skip the whole occurrence. Answers what each channel queued, so the
 * caller nudges those jobs.
 */
export async function sendNotice<O, R extends Recipient>(
  conn: Conn,
  kind: NoticeKind<O, R>,
  occurrence: O,
  recipients?: R[],
): Promise<Sent> {
  const sent = { email: 0, push: 0, whatsapp: 0 }
  if (kind.when && !kind.when(occurrence)) return sent
  const to = recipients ?? (await kind.recipients?.(conn, occurrence)) ?? []
  for (const [name, channel] of Object.entries(CHANNELS) as [ChannelName, Channel][]) {
    sent[name] = await channel(conn, kind, occurrence, to)
  }
  return sent
}
