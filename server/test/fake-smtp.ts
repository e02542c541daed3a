import { readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A local SMTP server that keeps every message it is sent, for the test file that starts it;
 * it closes when the file's tests end. Point SMTP_URL at `url`.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = []
  /** SMTP connections opened so far (a pooled mailer reuses a few). */
  const connections = { opened: 0 }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections.opened += 1
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
  const { port } = smtp.server.address() as AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, received, connections }
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links and accents in a raw message. */
export function decodeQuotedPrintable(raw: string) {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => `%${hex}`)
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'))
}

/** The .eml files the mailer wrote without SMTP_URL, with their raw text. */
export function savedEmails(dataDir: string) {
  const dir = path.join(dataDir, 'outbox')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(dir, name)
      return { file, raw: readFileSync(file, 'utf8') }
    })
}
