/**
 * The soak's end checks, read from the database and the SMTP sink's log once the load
 * has stopped and the queues have drained: every answered check-in stored, every due email sent
 * once (by Message-ID), no queue row left behind, every scheduled BID opened.
 */
import { existsSync, readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import { SMTP_POOL_SIZE } from '../src/modules/mail/mailer.ts'
import type { FakePushService } from '../test/fake-push-service.ts'
import { entryKey, type Expected } from './soak-load.ts'
import type { Check } from './soak-report.ts'
import { query } from './statistics-seed.ts'

const count = async (db: Db, statement: ReturnType<typeof sql>) =>
  Number((await query<{ n: number }>(db, statement))[0]!.n)

/** Waits until no email or push is waiting to go (leases and backoffs included), up to `limitMs`. */
export async function drainQueues(db: Db, limitMs: number): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    const pending = await count(
      db,
      sql`select (select count(*) from email_outbox where status = 'pending')
        + (select count(*) from push_outbox where status = 'pending') as n`,
    )
    if (pending === 0) break
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  return performance.now() - started
}

/** A status the API answered still holds: a waitlisted player may have been promoted since. */
const holds = (answered: string, stored: string) =>
  answered === stored || (answered === 'waitlisted' && stored === 'confirmed')

async function checkIns(db: Db, expected: Expected): Promise<Check> {
  const rows = await query<{ bid_day_id: number; company_player_id: number; status: string }>(
    db,
    sql`select bid_day_id, company_player_id, status from bid_players`,
  )
  const stored = new Map(rows.map((r) => [entryKey(r.bid_day_id, r.company_player_id), r.status]))
  let confirmed = 0
  let unknown = 0
  const wrong: string[] = []
  for (const [key, answered] of expected) {
    if (answered === 'unknown') unknown++
    else if (!holds(answered, stored.get(key) ?? 'waiting'))
      wrong.push(`${key} ${answered}≠${stored.get(key)}`)
    if (answered === 'confirmed') confirmed++
  }
  return {
    name: 'Check-ins respondidos estão no banco (último status de cada membro)',
    value: `${expected.size - unknown - wrong.length}/${expected.size - unknown} (${confirmed} confirmados; ${unknown} sem resposta na queda, não contados)${wrong.length ? `; divergem: ${wrong.slice(0, 5).join(', ')}` : ''}`,
    ok: wrong.length === 0,
  }
}

async function emails(db: Db, sinkLog: string, sendsCut: number): Promise<Check[]> {
  const rows = await query<{ id: number; status: string; kind: string }>(
    db,
    sql`select id, status, split_part(dedupe_key, ':', 1) as kind from email_outbox`,
  )
  const copies = new Map<number, number>()
  let strangers = 0
  const lines = existsSync(sinkLog) ? readFileSync(sinkLog, 'utf8').split('\n').filter(Boolean) : []
  for (const line of lines) {
    const id = /<outbox-(\d+)@/.exec(line.split('\t')[2] ?? '')?.[1]
    if (id) copies.set(Number(id), (copies.get(Number(id)) ?? 0) + 1)
    else strangers++
  }
  const byKind = new Map<string, number>()
  for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + 1)
  const lost = rows.filter((r) => !copies.has(Number(r.id))).length
  const notSent = rows.filter((r) => r.status !== 'sent').length
  const twice = [...copies.values()].reduce((n, c) => n + c - 1, 0)
  const kinds = [...byKind].map(([kind, n]) => `${n} ${kind}`).join(', ')
  return [
    {
      name: 'Emails devidos chegaram ao SMTP (um Message-ID por email da outbox)',
      value: `${rows.length - lost}/${rows.length} (${kinds}); sem outbox: ${strangers}; não enviados: ${notSent}`,
      ok: rows.length > 0 && lost === 0 && strangers === 0 && notSent === 0,
    },
    {
      // SMTP has no exactly-once: a message whose 'sent' was never written (its instance killed,
      // or the database gone before the update) goes again when its lease ends, with the same id.
      name: 'Cópias repetidas (mesmo Message-ID; só as em voo no kill ou no restart do banco)',
      value: String(twice),
      ok: twice <= SMTP_POOL_SIZE * sendsCut,
    },
  ]
}

async function queues(db: Db, push: FakePushService, scheduled: number): Promise<Check[]> {
  const left = await query<{ queue: string; status: string; n: number }>(
    db,
    sql`select 'email' as queue, status, count(*) as n from email_outbox where status <> 'sent' group by status
      union all select 'push', status, count(*) from push_outbox where status <> 'sent' group by status
      union all select 'account', 'pending', count(*) from account_jobs having count(*) > 0`,
  )
  const pushesSent = await count(
    db,
    sql`select count(*) as n from push_outbox where status = 'sent'`,
  )
  const opened = await count(
    db,
    sql`select count(distinct s.company_id) as n from bid_schedules s
      join bid_days b on b.company_id = s.company_id and b.status = 'open'`,
  )
  const devices = new Set(push.received.map((r) => r.deviceId)).size
  return [
    {
      name: 'Filas sem pendentes nem mortos (email, push, contas)',
      value: left.length ? left.map((r) => `${r.queue} ${r.status}: ${r.n}`).join(', ') : '0',
      ok: left.length === 0,
    },
    {
      name: 'Pushes recebidos e decifrados pelo push service',
      value: `${push.received.length} (outbox: ${pushesSent} enviados, ${devices} aparelhos; recusados: ${push.refused.length})`,
      ok: push.received.length >= pushesSent && pushesSent > 0 && push.refused.length === 0,
    },
    {
      name: 'BIDs agendados abertos pelo agendador',
      value: `${opened}/${scheduled}`,
      ok: opened === scheduled,
    },
  ]
}

export async function endChecks(input: {
  db: Db
  expected: Expected
  sinkLog: string
  push: FakePushService
  scheduledGroups: number
  /** Instances whose sends in flight were cut: each killed one, and each instance per database restart. */
  sendsCut: number
}): Promise<Check[]> {
  return [
    await checkIns(input.db, input.expected),
    ...(await emails(input.db, input.sinkLog, input.sendsCut)),
    ...(await queues(input.db, input.push, input.scheduledGroups)),
  ]
}
