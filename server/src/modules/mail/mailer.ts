import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export type OutgoingEmail = {
  to: string
  subject: string
  text: string
  html?: string | null
  /** Extra headers, e.g. List-Unsubscribe on reminders. */
  headers?: Record<string, string> | null
  /**
   * Names the message for good (the outbox row): its Message-ID is built from it, so a copy sent
   * again after a worker died mid-send carries the same Message-ID and mail clients fold the two.
   */
  key?: string
}

/** The nodemailer message for an outgoing email: no HTML part or extra headers when absent. */
function toNodemailer(from: string, message: OutgoingEmail) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.headers ?? undefined,
    messageId: message.key ? `<${message.key}@${domainOf(from)}>` : undefined,
  }
}

/** The domain of a From address ('Bidfut <nao-responda@bidfut.app>' → 'bidfut.app'). */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'bidfut.local'

export type Mailer = {
  /** Where messages go, for logs: the SMTP host or the outbox folder. */
  describe(): string
  send(message: OutgoingEmail): Promise<void>
  /** How many messages are worth sending at once: the SMTP pool's connections, 1 for files. */
  concurrency: number
  /** Closes pooled connections (shutdown); sends after it open new ones. */
  close(): void
}

type Log = { info: (obj: object, msg: string) => void }

// Short timeouts: a hung SMTP server must not outlive the worker's claim on the row.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }
/** Connections an instance keeps open to the SMTP server; each carries one message at a time. */
export const SMTP_POOL_SIZE = 4

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/outbox. */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log?: Log,
): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom)
  return emlFileMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log)
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Pooled: a few connections stay open and carry message after message (a new connection per
  // email, with its greeting and EHLO, held a worker to ~10 emails/s). Sends beyond the pool's
  // connections wait in nodemailer's queue; close() ends them at shutdown.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL_SIZE,
    ...SMTP_TIMEOUTS,
  })
  return {
    describe: () => `SMTP ${new URL(smtpUrl).host}`,
    async send(message) {
      await transport.sendMail(toNodemailer(from, message))
    },
    concurrency: SMTP_POOL_SIZE,
    close: () => transport.close(),
  }
}

function emlFileMailer(dir: string, from: string, log?: Log): Mailer {
  // The stream transport builds the exact MIME message SMTP would carry, so the file opens in any mail client.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    describe: () => `arquivos .eml em ${dir}`,
    async send(message) {
      const info = await transport.sendMail(toNodemailer(from, message))
      await mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer)
      log?.info({ file, to: message.to }, 'email gravado como .eml (SMTP_URL não definido)')
    },
    concurrency: 1,
    close: () => {},
  }
}
