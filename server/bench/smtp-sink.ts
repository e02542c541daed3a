/**
 * A real SMTP server process for bench:scale: accepts every message and appends one line per
 * message (recipient, subject and Message-ID) to the file given, so the bench counts what arrived, lost or
 * twice. `tsx bench/smtp-sink.ts <port> <file>`; prints 'listening' once ready.
 */
import { appendFileSync } from 'node:fs'
import { SMTPServer } from 'smtp-server'

const [port = '2525', file = 'smtp-sink.log'] = process.argv.slice(2)
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // A reverse DNS lookup per connection would measure the resolver, not the outbox.
  disableReverseLookup: true,
  // Plenty for a few workers with a pool of connections each.
  maxClients: 200,
  onData(stream, session, callback) {
    let head = ''
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4000) head += chunk.toString('utf8')
    })
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? ''
      const messageId = /^Message-ID: (.*)$/im.exec(head)?.[1] ?? ''
      const to = session.envelope.rcptTo.map((r) => r.address).join(',')
      appendFileSync(file, `${to}\t${subject}\t${messageId}\n`)
      callback()
    })
  },
})
// A worker killed mid-message resets its connection: that is the test, not a reason to stop.
smtp.on('error', () => {})
smtp.listen(Number(port), '127.0.0.1', () => console.log('listening'))
process.on('SIGTERM', () => smtp.close(() => process.exit(0)))
