import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../test/factories.ts'
import { secondInstance } from '../../test/second-instance.ts'
import { createTestApp } from '../../test/test-app.ts'
import { emailOutbox } from '../db/schema/messages.ts'
import { digestWeeks } from '../db/schema/season.ts'
import { schedulerFor } from '../modules/reminders/reminders.test-kit.ts'

const { db } = await createTestApp()

// Monday 07/12/2026 09:05 in São Paulo: every group's digest of the week is due.
const MONDAY = new Date('2026-12-07T12:05:00Z')

describe("two server instances at once: the organisers' weekly digest (ADR 061)", () => {
  it('queue each organiser one digest per week, whoever claims each group', async () => {
    const organisers: string[] = []
    for (let i = 0; i < 6; i++) {
      const group = await createGroup(db, `Pelada Corrida ${i}`)
      for (const role of ['administrator', 'manager'] as const) {
        organisers.push((await createMember(db, group.id, { role })).member.email!)
      }
      await createMember(db, group.id, { role: 'editor' })
      await createMember(db, group.id)
    }
    const other = await secondInstance(db)
    const a = schedulerFor(db).scheduler
    const b = schedulerFor(other.db).scheduler
    for (let round = 0; round < 3; round++) {
      const runs = await Promise.all([
        a.runOnce(MONDAY),
        b.runOnce(MONDAY),
        a.runOnce(MONDAY),
        b.runOnce(MONDAY),
      ])
      const queued = runs.reduce((n, r) => n + (r as { digests: number }).digests, 0)
      expect(queued).toBe(round === 0 ? organisers.length : 0)
    }
    const rows = await db
      .select({ to: emailOutbox.toAddress, key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'digest:%'))
    expect(rows.map((r) => r.to).sort()).toEqual(organisers.sort())
    expect(new Set(rows.map((r) => r.key)).size).toBe(organisers.length)
    expect(await db.select().from(digestWeeks)).toHaveLength(6)
  })
})
